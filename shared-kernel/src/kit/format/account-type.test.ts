import { accountTypeLabel } from './account-type';

describe('accountTypeLabel', () => {
  it('names the three account types', () => {
    expect(accountTypeLabel('SVNG')).toBe('ออมทรัพย์');
    expect(accountTypeLabel('CURR')).toBe('กระแสรายวัน');
    expect(accountTypeLabel('TIME')).toBe('ฝากประจำ');
  });

  it('falls back to savings for anything else', () => {
    expect(accountTypeLabel('FCD')).toBe('ออมทรัพย์');
    expect(accountTypeLabel('curr')).toBe('ออมทรัพย์');
    expect(accountTypeLabel('toString')).toBe('ออมทรัพย์');
    expect(accountTypeLabel('')).toBe('ออมทรัพย์');
    expect(accountTypeLabel(null)).toBe('ออมทรัพย์');
    expect(accountTypeLabel(undefined)).toBe('ออมทรัพย์');
  });
});
