import { returnIntoMiniApp } from './liff-link';

describe('the way back into the mini-app from the bank app', () => {
  it('in production is the LIFF app link of the page, which opens it inside LINE', () => {
    expect(
      returnIntoMiniApp('/auth-kma-verification', { liffMock: false, liffId: '2000000000-abcdEFGH' }, 'https://app.bank.example'),
    ).toBe('https://liff.line.me/2000000000-abcdEFGH/auth-kma-verification');
  });

  it('in the sandbox is the page on this origin, where the mock plays LINE', () => {
    expect(returnIntoMiniApp('/auth-kma-verification', { liffMock: true, liffId: 'sandbox-liff-id' }, 'http://localhost:3000')).toBe(
      'http://localhost:3000/auth-kma-verification',
    );
  });
});
