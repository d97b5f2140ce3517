import { preGenerateValidate } from '../api/calls/statements';
import { forgetEarlyCalls } from '../api/early-calls';
import { ok, startFakeBank } from '../../testing/fake-bank-server';
import { beginFirstCalls, readRouteStarts } from './route-start';

let bank: Awaited<ReturnType<typeof startFakeBank>> | null = null;

beforeEach(() => {
  forgetEarlyCalls();
  sessionStorage.clear();
  document.body.innerHTML = '';
});
afterEach(async () => {
  await bank?.close();
  bank = null;
});

/** The element the host's server writes the remotes' route-start entries into. */
function serverWrote(text: string): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'route-start';
  script.textContent = text;
  document.body.appendChild(script);
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the route-start entries the remotes publish', () => {
  it('are read by route, with only the fields the start-up knows', () => {
    serverWrote('{"/request-statement":{"firstCalls":"statement-entry","nextHostRoute":"/request-setting","other":1}}');
    expect(readRouteStarts()).toEqual({ '/request-statement': { firstCalls: 'statement-entry', nextHostRoute: '/request-setting' } });
  });

  it('read as none where the page has none, or something that is not entries by route', () => {
    expect(readRouteStarts()).toEqual({});
    for (const text of ['not json', '[]', '{"request-statement":{}}', '{"/a":"x"}', '{"/a":{"firstCalls":7}}']) {
      document.body.innerHTML = '';
      serverWrote(text);
      expect(Object.values(readRouteStarts()).filter((start) => start.firstCalls || start.nextHostRoute)).toEqual([]);
    }
  });

  it('a plan the kernel has begins its calls, which the page then takes (the statement entry checks the account at once)', async () => {
    bank = await startFakeBank(() => ok({}));
    beginFirstCalls({ firstCalls: 'statement-entry' }, new URLSearchParams('accountRef=AR-1'));
    await preGenerateValidate('AR-1');
    expect(bank.requests.map((request) => request.path)).toEqual(['/statements/pre-generate-validate?bank_acc_id=AR-1']);
  });

  it('a plan the kernel does not have, or none, calls nothing', async () => {
    bank = await startFakeBank(() => ok({}));
    beginFirstCalls({ firstCalls: 'toString' }, new URLSearchParams('accountRef=AR-1'));
    beginFirstCalls({ firstCalls: 'transfer-everything' }, new URLSearchParams('accountRef=AR-1'));
    beginFirstCalls(undefined, new URLSearchParams('accountRef=AR-1'));
    await settled();
    expect(bank.requests).toEqual([]);
    // The page's own call goes to the bank: nothing was begun for it to take.
    await preGenerateValidate('AR-1');
    expect(bank.requests).toHaveLength(1);
  });
});
