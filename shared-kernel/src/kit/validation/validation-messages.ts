/**
 * Inline validation texts, worded exactly as the bank's Thai copy deck (see docs/behaviour.md#required-texts) names them: customers and the
 * bank's testers search the screen for these strings, so never paraphrase them.
 */
export const VALIDATION_MESSAGES = {
  idCardEmpty: 'กรุณากรอกเลขบัตรประชาชน',
  idCardWrong: 'กรุณากรอกเลขบัตรประชาชน 13 หลักให้ถูกต้อง',
  mobileEmpty: 'กรุณากรอกเบอร์โทรศัพท์มือถือ',
  mobileWrong: 'กรุณากรอกเบอร์โทรศัพท์มือถือ 10 หลักให้ถูกต้อง',
  // The copy deck has one text for an empty and a wrong account number.
  accountNumberWrong: 'กรุณากรอกเลขที่บัญชี 10 หลักให้ถูกต้อง',
  emailEmpty: 'กรุณากรอกอีเมล',
  emailWrong: 'กรุณากรอกอีเมลให้ถูกต้อง เช่น simple@example.com',
} as const;
