// The interest survey: 16 current slots (docs/behaviour.md#limits-and-timings) and the retired ones a customer
// may still have answered, so the app's 'old choices kept apart' rule has something to keep.

export const SURVEY_UID = 'SURVEY-INTERESTS-2025';

export const SURVEY_CHOICES: readonly { id: string; name: string }[] = [
  { id: '1', name: 'บัญชีเงินฝากออมทรัพย์' },
  { id: '2', name: 'บัญชีเงินฝากประจำ' },
  { id: '3', name: 'บัตรเครดิต' },
  { id: '4', name: 'สินเชื่อบ้าน' },
  { id: '5', name: 'สินเชื่อรถยนต์' },
  { id: '6', name: 'สินเชื่อส่วนบุคคล' },
  { id: '7', name: 'กองทุนรวม' },
  { id: '8', name: 'ประกันชีวิต' },
  { id: '9', name: 'ประกันสุขภาพ' },
  { id: '10', name: 'หุ้นกู้และตราสารหนี้' },
  { id: '11', name: 'โอนเงินต่างประเทศ' },
  { id: '12', name: 'แลกเปลี่ยนเงินตราต่างประเทศ' },
  { id: '13', name: 'ชำระบิลและเติมเงิน' },
  { id: '14', name: 'บริการธนาคารบนมือถือ' },
  { id: '15', name: 'สินเชื่อธุรกิจ SME' },
  { id: '16', name: 'ทองคำและการลงทุนทางเลือก' },
];

export const RETIRED_SURVEY_CHOICES: readonly { id: string; name: string }[] = [{ id: '17', name: 'สลากออมทรัพย์' }];

export function isKnownSurveyAnswer(id: string): boolean {
  return SURVEY_CHOICES.some((c) => c.id === id) || RETIRED_SURVEY_CHOICES.some((c) => c.id === id);
}
