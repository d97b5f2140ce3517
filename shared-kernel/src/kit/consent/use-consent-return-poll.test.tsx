import { act, render } from '@testing-library/react';
import { openConsentForm, recordConsentReturn, type ConsentReturn } from '../../core/consent/consent-return';
import { useConsentReturnPoll } from './use-consent-return-poll';

function Poller({ active, onReturn }: { active: boolean; onReturn: (result: ConsentReturn) => void }) {
  useConsentReturnPoll(active, onReturn);
  return null;
}

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('useConsentReturnPoll', () => {
  it('looks for the marker every 5 s and hands the result over once', () => {
    const onReturn = jest.fn();
    openConsentForm();
    render(<Poller active onReturn={onReturn} />);
    act(() => jest.advanceTimersByTime(5000));
    expect(onReturn).not.toHaveBeenCalled();
    recordConsentReturn('?transactionReference=TX-1&status=ACCEPTED');
    act(() => jest.advanceTimersByTime(4999));
    expect(onReturn).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onReturn).toHaveBeenCalledWith({ transactionReference: 'TX-1', status: 'ACCEPTED' });
    act(() => jest.advanceTimersByTime(20_000));
    expect(onReturn).toHaveBeenCalledTimes(1);
  });

  it('does not look while inactive, and stops when the page goes', () => {
    const onReturn = jest.fn();
    openConsentForm();
    recordConsentReturn('?transactionReference=TX-2&status=REJECTED');
    const { rerender, unmount } = render(<Poller active={false} onReturn={onReturn} />);
    act(() => jest.advanceTimersByTime(10_000));
    expect(onReturn).not.toHaveBeenCalled();
    rerender(<Poller active onReturn={onReturn} />);
    unmount();
    act(() => jest.advanceTimersByTime(10_000));
    expect(onReturn).not.toHaveBeenCalled();
  });
});
