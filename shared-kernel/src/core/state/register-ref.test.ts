import { registerRefOf } from './register-ref';

describe('registerRefOf', () => {
  it('prefers the value held in memory', () => {
    localStorage.setItem('registerRef', 'REG-STORED');
    expect(registerRefOf('REG-ATOM')).toBe('REG-ATOM');
  });

  it('falls back to localStorage after a reload, and to empty', () => {
    expect(registerRefOf('')).toBe('');
    localStorage.setItem('registerRef', 'REG-STORED');
    expect(registerRefOf('')).toBe('REG-STORED');
  });

  it("after a reload prefers this window's copy to the device's, which another window may have replaced", () => {
    localStorage.setItem('registerRef', 'REG-OTHER-WINDOW');
    sessionStorage.setItem('registerRef', 'REG-THIS-WINDOW');
    expect(registerRefOf('')).toBe('REG-THIS-WINDOW');
  });
});
