import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { isRemotePagesModule, type RemoteName } from 'shared-kernel';
import { REMOTE_LOAD_TIMEOUT_MS } from './remote-containers';

export class RemoteUnavailableError extends Error {
  constructor(readonly remote: RemoteName, reason: string) {
    super(`remote ${remote} unavailable: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Loads `<remote>/pages` and then the one page chunk the route needs. */
export async function loadRemotePage(remote: RemoteName, path: string): Promise<{ default: ComponentType }> {
  const timeout = () => new RemoteUnavailableError(remote, 'timed out');
  const module = await withTimeout(loadRemote<unknown>(`${remote}/pages`), REMOTE_LOAD_TIMEOUT_MS, timeout);
  if (!isRemotePagesModule(module)) throw new RemoteUnavailableError(remote, 'entry failed to load');
  const load = module.pages[path];
  if (!load) throw new RemoteUnavailableError(remote, `no page for ${path}`);
  return withTimeout(load(), REMOTE_LOAD_TIMEOUT_MS, timeout);
}
