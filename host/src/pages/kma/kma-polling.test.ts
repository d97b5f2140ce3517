import type { KmaStatus } from 'shared-kernel';
import { startKmaPolling, type KmaPollAnswer, type KmaPollOutcome } from './kma-polling';

type Answer = KmaPollAnswer & { accessToken?: string };

/** The bank's answers, one per poll, and a record of when each poll happened. */
function bank(...answers: Array<Answer | Error>) {
  const calls: number[] = [];
  const poll = jest.fn(() => {
    calls.push(Date.now());
    const next = answers.shift() ?? { status: 'PPRC' as KmaStatus, httpStatus: 202 };
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  });
  return { poll, calls };
}

const pprc: Answer = { status: 'PPRC', httpStatus: 202 };
const acpt: Answer = { status: 'ACPT', httpStatus: 200 };

let visible = true;
let outcomes: Array<KmaPollOutcome<Answer>> = [];
const onDone = (outcome: KmaPollOutcome<Answer>) => outcomes.push(outcome);
const start = (poll: () => Promise<Answer>, windowMs = 300_000, extra = {}) =>
  startKmaPolling<Answer>({ poll, deadline: Date.now() + windowMs, onDone, isVisible: () => visible, ...extra });

/** Lets the answered promise settle between timer steps. */
async function advance(ms: number) {
  await jest.advanceTimersByTimeAsync(ms);
}

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-21T10:00:00+07:00') });
  visible = true;
  outcomes = [];
});
afterEach(() => jest.useRealTimers());

describe('KMA polling', () => {
  it('polls at once, then every 5 s while the bank says ACPT or PPRC', async () => {
    const { poll, calls } = bank(acpt, pprc, pprc);
    const polling = start(poll);
    await advance(0);
    expect(poll).toHaveBeenCalledTimes(1);
    await advance(4999);
    expect(poll).toHaveBeenCalledTimes(1);
    await advance(1);
    await advance(5000);
    expect(calls.map((at) => at - calls[0]!)).toEqual([0, 5000, 10000]);
    expect(polling.phase).toBe('waiting');
    expect(outcomes).toEqual([]);
    polling.stop();
  });

  it('ends approved on FNLD with the answer, and polls no more', async () => {
    const fnld: Answer = { status: 'FNLD', httpStatus: 200, accessToken: 'vt-1' };
    const { poll } = bank(acpt, fnld);
    const polling = start(poll);
    await advance(5000);
    expect(outcomes).toEqual([{ kind: 'approved', answer: fnld }]);
    expect(polling.phase).toBe('done');
    await advance(60_000);
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it('keeps polling on HTTP 202 whatever the status says', async () => {
    const { poll } = bank({ status: 'FNLD', httpStatus: 202 }, { status: 'RJCT', httpStatus: 200 });
    start(poll);
    await advance(0);
    expect(outcomes).toEqual([]);
    await advance(5000);
    expect(outcomes).toEqual([{ kind: 'rejected' }]);
  });

  it('reports EXPD as expired', async () => {
    const { poll } = bank({ status: 'EXPD', httpStatus: 200 });
    start(poll);
    await advance(0);
    expect(outcomes).toEqual([{ kind: 'expired' }]);
  });

  it('times out at the deadline, on time, without a further call', async () => {
    const { poll } = bank();
    start(poll, 12_000);
    await advance(11_999);
    expect(poll).toHaveBeenCalledTimes(3);
    expect(outcomes).toEqual([]);
    await advance(1);
    expect(outcomes).toEqual([{ kind: 'timeout' }]);
    expect(poll).toHaveBeenCalledTimes(3);
  });

  it('pauses while the page is hidden and polls at once when it is visible again', async () => {
    const { poll } = bank();
    const polling = start(poll);
    await advance(0);
    visible = false;
    await advance(5000);
    expect(polling.phase).toBe('paused');
    await advance(60_000);
    expect(poll).toHaveBeenCalledTimes(1);
    visible = true;
    polling.resume();
    await advance(0);
    expect(poll).toHaveBeenCalledTimes(2);
    polling.stop();
  });

  it('coming back after the deadline is a time-out, not another call', async () => {
    const { poll } = bank();
    const polling = start(poll, 20_000);
    await advance(0);
    visible = false;
    await advance(30_000);
    visible = true;
    polling.resume();
    expect(outcomes).toEqual([{ kind: 'timeout' }]);
    expect(poll).toHaveBeenCalledTimes(1);
  });

  it('ignores an answer that arrives after stop, and leaves no timer behind', async () => {
    let answer: (value: Answer) => void = () => undefined;
    const poll = jest.fn(() => new Promise<Answer>((resolve) => (answer = resolve)));
    const polling = start(poll);
    polling.stop();
    answer({ status: 'FNLD', httpStatus: 200 });
    await advance(60_000);
    expect(outcomes).toEqual([]);
    expect(poll).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('ends failed on a bank error, but rides over a transient one', async () => {
    const dropped = new Error('network');
    const refused = new Error('LKS0604');
    const { poll } = bank(dropped, refused);
    start(poll, 300_000, { isTransient: (error: unknown) => error === dropped });
    await advance(0);
    expect(outcomes).toEqual([]);
    await advance(5000);
    expect(outcomes).toEqual([{ kind: 'failed', error: refused }]);
  });
});
