import { act, render, screen } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { isLoadingAtom } from './popups';
import { useVisitLoad, type VisitLoadHandlers } from './use-visit-load';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Visit({ load, handlers }: { load: (() => Promise<string>) | null; handlers?: VisitLoadHandlers<string> }) {
  const { data, failed, retry } = useVisitLoad(load, handlers);
  return (
    <>
      <p>{data ?? 'ยังไม่มีข้อมูล'}</p>
      {failed ? (
        <button type="button" onClick={retry}>
          ลองใหม่
        </button>
      ) : null}
    </>
  );
}

const settle = () => act(async () => undefined);

describe('useVisitLoad', () => {
  it('reads under the spinner when the page is shown and hands the answer over', async () => {
    const answer = deferred<string>();
    const onLoaded = jest.fn();
    render(<Visit load={() => answer.promise} handlers={{ onLoaded }} />);
    expect(getDefaultStore().get(isLoadingAtom)).toBe(true);
    await act(async () => answer.resolve('บัญชีออมทรัพย์'));
    expect(screen.getByText('บัญชีออมทรัพย์')).toBeInTheDocument();
    expect(onLoaded).toHaveBeenCalledWith('บัญชีออมทรัพย์');
    expect(getDefaultStore().get(isLoadingAtom)).toBe(false);
  });

  it('offers a retry after a failure, and the retry reads again', async () => {
    const onFailed = jest.fn();
    const load = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('ข้อมูลใหม่');
    render(<Visit load={load} handlers={{ onFailed }} />);
    await settle();
    expect(onFailed).toHaveBeenCalledWith(new Error('down'));
    await act(async () => screen.getByRole('button', { name: 'ลองใหม่' }).click());
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByText('ข้อมูลใหม่')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ลองใหม่' })).not.toBeInTheDocument();
  });

  it('after the page has gone, neither an answer nor a failure updates state or runs a handler (so nothing navigates)', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = deferred<string>();
    const failure = deferred<string>();
    const onLoaded = jest.fn();
    const onFailed = jest.fn();
    const first = render(<Visit load={() => answer.promise} handlers={{ onLoaded, onFailed }} />);
    const second = render(<Visit load={() => failure.promise} handlers={{ onLoaded, onFailed }} />);
    first.unmount();
    second.unmount();
    await act(async () => {
      answer.resolve('มาช้า');
      failure.reject(new Error('late'));
    });
    expect(onLoaded).not.toHaveBeenCalled();
    expect(onFailed).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(getDefaultStore().get(isLoadingAtom)).toBe(false);
    errors.mockRestore();
  });

  it('takes its spinner away with the page: the screen the customer went back to is not held under a read they left', async () => {
    const answer = deferred<string>();
    const page = render(<Visit load={() => answer.promise} />);
    expect(getDefaultStore().get(isLoadingAtom)).toBe(true);
    // The phone's back while a slow bank is still answering the read.
    page.unmount();
    expect(getDefaultStore().get(isLoadingAtom)).toBe(false);
    await act(async () => answer.resolve('มาช้า'));
    expect(getDefaultStore().get(isLoadingAtom)).toBe(false);
  });

  it('keeps one spinner for two reads and takes it down only when both are done', async () => {
    const left = deferred<string>();
    const staying = deferred<string>();
    const first = render(<Visit load={() => left.promise} />);
    render(<Visit load={() => staying.promise} />);
    first.unmount();
    expect(getDefaultStore().get(isLoadingAtom)).toBe(true);
    await act(async () => left.resolve('มาช้า'));
    expect(getDefaultStore().get(isLoadingAtom)).toBe(true);
    await act(async () => staying.resolve('บัญชีออมทรัพย์'));
    expect(getDefaultStore().get(isLoadingAtom)).toBe(false);
  });

  it('drops the answer of an attempt a newer read has replaced', async () => {
    const stale = deferred<string>();
    const onLoaded = jest.fn();
    const { rerender } = render(<Visit load={() => stale.promise} handlers={{ onLoaded }} />);
    rerender(<Visit load={() => Promise.resolve('บัญชีที่สอง')} handlers={{ onLoaded }} />);
    await settle();
    await act(async () => stale.resolve('บัญชีแรก'));
    expect(onLoaded).toHaveBeenCalledTimes(1);
    expect(screen.getByText('บัญชีที่สอง')).toBeInTheDocument();
  });

  it('reads nothing without what the read needs', async () => {
    render(<Visit load={null} />);
    await settle();
    expect(getDefaultStore().get(isLoadingAtom)).toBe(false);
    expect(screen.getByText('ยังไม่มีข้อมูล')).toBeInTheDocument();
  });
});
