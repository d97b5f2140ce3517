import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { isRemotePagesModule, type RemoteName } from 'shared-kernel';
import { REMOTE_LOAD_TIMEOUT_MS } from './remote-containers';

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly reason: string,
  ) {
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

/** Why the entry did not load, as the fallback plugin kept it. */
function failureOf(module: unknown): string {
  const reason = typeof module === 'object' && module !== null && 'reason' in module ? module.reason : undefined;
  return typeof reason === 'string' ? `entry failed to load: ${reason}` : 'entry failed to load';
}

/** Loads `<remote>/pages` and then the one page chunk the route needs. */
export async function loadRemotePage(remote: RemoteName, path: string): Promise<{ default: ComponentType }> {
  const timeout = () => new RemoteUnavailableError(remote, 'timed out');
  const module = await withTimeout(loadRemote<unknown>(`${remote}/pages`), REMOTE_LOAD_TIMEOUT_MS, timeout);
  if (!isRemotePagesModule(module)) throw new RemoteUnavailableError(remote, failureOf(module));
  const load = module.pages[path];
  if (!load) throw new RemoteUnavailableError(remote, `no page for ${path}`);
  return withTimeout(load(), REMOTE_LOAD_TIMEOUT_MS, timeout);
}
