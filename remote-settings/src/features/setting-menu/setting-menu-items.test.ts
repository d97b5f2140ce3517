import { FEATURE_FLAG_DEFAULTS } from 'shared-kernel';
import { settingMenuItems } from './setting-menu-items';

const labels = (...args: Parameters<typeof settingMenuItems>) => settingMenuItems(...args).map((item) => item.label);
const consentOn = { ...FEATURE_FLAG_DEFAULTS, enableSettingConsentManagement: true };

describe('settingMenuItems', () => {
  it('lists accounts, personal data, interests and cancel service when consent management is open', () => {
    expect(labels(consentOn, true)).toEqual(['จัดการผลิตภัณฑ์และบัญชี', 'จัดการข้อมูลส่วนบุคคล', 'จัดการความสนใจ', 'ยกเลิกบริการ']);
  });

  it('hides personal data when the flag is off, whatever the pre-setting check says', () => {
    expect(labels(FEATURE_FLAG_DEFAULTS, true)).not.toContain('จัดการข้อมูลส่วนบุคคล');
  });

  it('hides personal data when the bank does not allow filling consent', () => {
    expect(labels(consentOn, false)).toEqual(['จัดการผลิตภัณฑ์และบัญชี', 'จัดการความสนใจ', 'ยกเลิกบริการ']);
  });

  it('sends protected items through /request-setting with their flow and interests straight to the survey', () => {
    expect(settingMenuItems(consentOn, true).map(({ flow, to }) => [flow, to])).toEqual([
      ['confirm-account', '/request-setting'],
      ['manage-consent', '/request-setting'],
      [undefined, '/setting-survey'],
      ['unbinding', '/request-setting'],
    ]);
  });
});
