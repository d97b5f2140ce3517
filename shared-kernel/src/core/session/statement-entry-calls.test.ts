import { keepStatementAccountRef } from '../accounts/statement-account';
import { preGenerateValidate } from '../api/calls/statements';
import { checkPreVerifyCustomer } from '../api/calls/verification';
import { forgetEarlyCalls } from '../api/early-calls';
import { fail, ok, startFakeBank } from '../../testing/fake-bank-server';
import { beginStatementEntryCalls } from './statement-entry-calls';
import { storeVerifyToken } from './verification-earned';
import { startJourney } from './verified-journey';

let bank: Awaited<ReturnType<typeof startFakeBank>> | null = null;

beforeEach(() => {
  forgetEarlyCalls();
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(async () => {
  await bank?.close();
  bank = null;
});

const answers = (request: { path: string }) =>
  request.path.startsWith('/statements/pre-generate-validate') ? ok({}) : ok({ isHaveKMA: true, maskedMobileNumber: 'XXX-XXX-4501' });
const paths = () => bank?.requests.map((request) => request.path.split('?')[0]);
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the statement entry begun with the start-up', () => {
  it('checks the account, then reads what the chooser needs, and the pages take both answers without asking again', async () => {
    bank = await startFakeBank(answers);
    beginStatementEntryCalls(new URLSearchParams('accountRef=AR-1'));
    await preGenerateValidate('AR-1');
    await settled();
    await expect(checkPreVerifyCustomer()).resolves.toEqual({ isHaveKMA: true });
    expect(paths()).toEqual(['/statements/pre-generate-validate', '/verification/check-pre-verify-customer']);
    expect(bank.requests[0]?.path).toBe('/statements/pre-generate-validate?bank_acc_id=AR-1');
  });

  it('asks the bank again once an early answer has been taken', async () => {
    bank = await startFakeBank(answers);
    beginStatementEntryCalls(new URLSearchParams('accountRef=AR-1'));
    await preGenerateValidate('AR-1');
    await preGenerateValidate('AR-1');
    expect(paths()?.filter((path) => path === '/statements/pre-generate-validate')).toHaveLength(2);
  });

  it('does not read for the chooser when the bank refuses the account', async () => {
    bank = await startFakeBank((request) => (request.path.startsWith('/statements/') ? fail('LKS1002') : answers(request)));
    beginStatementEntryCalls(new URLSearchParams('accountRef=AR-1'));
    await expect(preGenerateValidate('AR-1')).rejects.toMatchObject({ code: 'LKS1002' });
    await settled();
    expect(paths()).toEqual(['/statements/pre-generate-validate']);
  });

  it('does not read for the chooser when the customer has verified for statements in this window', async () => {
    bank = await startFakeBank(answers);
    startJourney('select-statement');
    storeVerifyToken('verify-1');
    beginStatementEntryCalls(new URLSearchParams('accountRef=AR-1'));
    await preGenerateValidate('AR-1');
    await settled();
    expect(paths()).toEqual(['/statements/pre-generate-validate']);
  });

  it('uses the account kept from an earlier step when the link has none, and begins nothing without one', async () => {
    bank = await startFakeBank(answers);
    beginStatementEntryCalls(new URLSearchParams(''));
    await settled();
    expect(paths()).toEqual([]);
    keepStatementAccountRef('AR-KEPT');
    beginStatementEntryCalls(new URLSearchParams(''));
    await preGenerateValidate('AR-KEPT');
    expect(bank.requests[0]?.path).toBe('/statements/pre-generate-validate?bank_acc_id=AR-KEPT');
  });
});
