import { beginEarlyCall, forgetEarlyCalls, takeEarlyCall } from './early-calls';
import { runPendingMicrotasks } from '../../testing/microtasks';

afterEach(() => {
  forgetEarlyCalls();
  jest.restoreAllMocks();
});

const counting = () => {
  let calls = 0;
  return { call: () => Promise.resolve(++calls), calls: () => calls };
};

describe('a bank call begun before its page', () => {
  it('is taken once by the page, which then asks again itself', async () => {
    const bank = counting();
    void beginEarlyCall('check', bank.call);
    await expect(takeEarlyCall('check', bank.call)).resolves.toBe(1);
    await expect(takeEarlyCall('check', bank.call)).resolves.toBe(2);
    expect(bank.calls()).toBe(2);
  });

  it('is not reused once it is older than half a minute', async () => {
    const bank = counting();
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    void beginEarlyCall('check', bank.call);
    now.mockReturnValue(1_000_000 + 30_001);
    await expect(takeEarlyCall('check', bank.call)).resolves.toBe(2);
  });

  it('hands its failure to the page like the failure of its own call', async () => {
    const refused = new Error('refused');
    void beginEarlyCall('check', () => Promise.reject(refused));
    await expect(takeEarlyCall('check', () => Promise.resolve('asked again'))).rejects.toBe(refused);
  });

  it('only answers the call it was begun for', async () => {
    void beginEarlyCall('check AR-1', () => Promise.resolve('AR-1'));
    await expect(takeEarlyCall('check AR-2', () => Promise.resolve('AR-2'))).resolves.toBe('AR-2');
  });

  it('reaches the page in a task after the one its answer arrived in, once the calls the start-up chains on it have left', async () => {
    let answer: (value: string) => void = () => undefined;
    const begun = beginEarlyCall('check', () => new Promise<string>((resolve) => (answer = resolve)));
    const order: string[] = [];
    // The start-up's next call, chained on this answer (session/statement-entry-calls.ts).
    void begun.then(() => order.push('start-up sends the next call'));
    void takeEarlyCall('check', () => Promise.resolve('asked again')).then(() => order.push('page'));
    answer('checked');
    await runPendingMicrotasks();
    expect(order).toEqual(['start-up sends the next call']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(['start-up sends the next call', 'page']);
  });
});
