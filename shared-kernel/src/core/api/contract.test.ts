import { API_ACTIONS } from '../../kit/api/contract.generated';
import { SESSION_KEYS } from '../storage/keys';
import { CALL_MODULES, EVERY_CALL } from '../../testing/every-bank-call';
import { ok, startFakeBank, type RecordedRequest } from '../../testing/fake-bank-server';
// The bank API contract (docs/api/openapi.yaml) as the sandbox reads it: the one checker of requests.
import { bankContract } from '../../../../scripts/api-contract';

type Bank = Awaited<ReturnType<typeof startFakeBank>>;
let bank: Bank | null = null;
afterEach(async () => {
  await bank?.close();
  bank = null;
});

/** What the bank received from every call of the kernel, each made once. */
async function sendEveryCall(calls = EVERY_CALL, fakeBank: typeof startFakeBank = startFakeBank): Promise<RecordedRequest[]> {
  sessionStorage.setItem(SESSION_KEYS.accessToken, 'access-1');
  sessionStorage.setItem(SESSION_KEYS.verifyToken, 'verify-1');
  bank = await fakeBank(() => ok({}));
  for (const call of calls) await call().catch(() => undefined);
  return bank.requests;
}

/** What differs from docs/api/openapi.yaml in each request, headers included. */
function contractProblems(requests: RecordedRequest[]): string[] {
  const contract = bankContract();
  return requests.flatMap((request) => {
    const [path = '', search = ''] = request.path.split('?');
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : value]),
    );
    return contract.checkRequest({ method: request.method, path, query: new URLSearchParams(search), headers, body: request.body });
  });
}

describe('the requests the app builds, against the bank API contract', () => {
  it('every call of the kernel goes out as docs/api/openapi.yaml describes it: path, method, headers and body', async () => {
    const exported = CALL_MODULES.flatMap((module) => Object.values(module).filter((value) => typeof value === 'function'));
    // preRegister covers two calls, exchangeChatIdToken lives in the client: a new call is listed here or this fails.
    expect(EVERY_CALL).toHaveLength(exported.length + 2);
    const requests = await sendEveryCall();

    expect(contractProblems(requests)).toEqual([]);
    const contract = bankContract();
    const sent = new Set(requests.map((request) => contract.operationFor(request.method, request.path.split('?')[0] ?? '')?.operationId));
    // Every operation of the contract is one the app makes: the document describes no call the app does not need.
    expect(contract.operations.map((operation) => operation.operationId).filter((id) => !sent.has(id))).toEqual([]);
    // Every action of the contract goes out with its call.
    const actions = new Set(requests.map((request) => request.headers['x-action']));
    expect(Object.values(API_ACTIONS).filter((action) => !actions.has(action))).toEqual([]);
  });

  it('every call names its own X-Action, so a remote that makes it sends it from a host whose kernel predates its operation', async () => {
    let requests: RecordedRequest[] = [];
    // A remote takes the kernel's core from the host at run time (docs/deploy-contract.md): here
    // a core whose table of actions, the client's answer for a call that names none, is empty.
    await jest.isolateModulesAsync(async () => {
      jest.doMock('./actions', () => ({ actionFor: () => undefined }));
      const calls = await import('../../testing/every-bank-call');
      const fakeBank = await import('../../testing/fake-bank-server');
      requests = await sendEveryCall(calls.EVERY_CALL, fakeBank.startFakeBank);
    });
    expect(contractProblems(requests)).toEqual([]);
  });
});
