import fs from 'node:fs';
import path from 'node:path';
import { MAX_ACCOUNTS } from '../../kit/validation/account-number';
import { catalogueEntryFor, ERROR_CATALOGUE, GENERIC_ERROR, isCatalogueCode, isErrorCode } from './catalogue';

describe('catalogue codes', () => {
  it('knows exactly the codes of its own table, not what an object inherits', () => {
    expect(isCatalogueCode('LKS0502')).toBe(true);
    expect(isCatalogueCode('LKS9999')).toBe(false);
    expect(isCatalogueCode('toString')).toBe(false);
    expect(catalogueEntryFor('toString', 'boom')).toBe(GENERIC_ERROR);
  });

  it('gives an unmapped code with a message the words of /general-error (docs/behaviour.md#required-texts)', () => {
    expect(catalogueEntryFor('LKS9999', 'boom')).toMatchObject({
      title: 'ไม่สามารถทำรายการได้ในขณะนี้',
      description: 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้งภายหลัง',
      popup: true,
    });
  });

  it('knows its codes on an engine without Object.hasOwn (iOS 15.0-15.3, docs/browsers.md)', () => {
    const objectWithHasOwn = Object as { hasOwn?: unknown };
    const hasOwn = objectWithHasOwn.hasOwn;
    delete objectWithHasOwn.hasOwn;
    try {
      expect(isCatalogueCode('LKS0502')).toBe(true);
      expect(isCatalogueCode('toString')).toBe(false);
    } finally {
      objectWithHasOwn.hasOwn = hasOwn;
    }
  });

  it('compares a bank answer with a typed code', () => {
    expect(isErrorCode('LKS0204', 'LKS0204')).toBe(true);
    expect(isErrorCode('LKS0205', 'LKS0204')).toBe(false);
    // @ts-expect-error a code the catalogue does not know cannot be written in code
    expect(isErrorCode('LKS0240', 'LKS0240')).toBe(true);
  });

  it('states the account limit from the constant the add-account check uses', () => {
    expect(ERROR_CATALOGUE.LKS0502.title).toBe(`เพิ่มบัญชีได้สูงสุด ${MAX_ACCOUNTS} บัญชี`);
    expect(ERROR_CATALOGUE.LKS0502.title).toContain('15');
  });

  it('has one row per code in docs/behaviour.md#error-codes, where a new code is described', () => {
    const behaviour = fs.readFileSync(path.join(__dirname, '..', '..', '..', '..', 'docs', 'behaviour.md'), 'utf8');
    const table = behaviour.slice(behaviour.indexOf('### Error codes'), behaviour.indexOf('### Expired tokens'));
    const rows = [...table.matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map((row) => row[1]);
    expect(rows.sort()).toEqual(Object.keys(ERROR_CATALOGUE).sort());
  });
});
