import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { isRemotePagesModule, type RemoteName, type RemotePages } from 'shared-kernel';
import { routeMatching } from '../app/remote-routes';
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

/** `promise`, or the remote unavailable once REMOTE_LOAD_TIMEOUT_MS have passed without it. */
function withTimeout<T>(promise: Promise<T>, remote: RemoteName): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteUnavailableError(remote, 'timed out')), REMOTE_LOAD_TIMEOUT_MS);
  });
  return Promise.race([promise, timedOut]).finally(() => clearTimeout(timer));
}

/** Why the entry did not load, as the fallback plugin kept it. */
function failureOf(module: unknown): string {
  const reason = typeof module === 'object' && module !== null && 'reason' in module ? module.reason : undefined;
  return typeof reason === 'string' ? `entry failed to load: ${reason}` : 'entry failed to load';
}

type LoadedPage = { default: ComponentType };

/** The remote's `./pages` module: its route → page loader map. */
async function pagesOf(remote: RemoteName): Promise<RemotePages> {
  const module = await withTimeout(loadRemote<unknown>(`${remote}/pages`), remote);
  if (!isRemotePagesModule(module)) throw new RemoteUnavailableError(remote, failureOf(module));
  return module.pages;
}

/** Loads `<remote>/pages` and then the one page chunk the route needs. */
export async function loadRemotePage(remote: RemoteName, path: string): Promise<LoadedPage> {
  const load = (await pagesOf(remote))[path];
  if (!load) throw new RemoteUnavailableError(remote, `no page for ${path}`);
  return withTimeout(load(), remote);
}

const Blank = () => null;

/**
 * The page of a path no known route is, from the remotes whose routes the page could not learn
 * (docs/behaviour.md#route-ownership): the first of them, in order, whose pages have it draws it.
 * None that answered has it: the blank page of an unknown path; one of them did not answer: it
 * may be its, so the route is unavailable (the same page and retry as a known route's).
 */
export async function findRemotePage(remotes: readonly RemoteName[], pathname: string): Promise<LoadedPage> {
  const answers = await Promise.allSettled(remotes.map(pagesOf));
  for (const [index, answer] of answers.entries()) {
    const remote = remotes[index];
    if (answer.status !== 'fulfilled' || !remote) continue;
    const path = routeMatching(Object.keys(answer.value), pathname);
    const load = path ? answer.value[path] : undefined;
    if (load) return withTimeout(load(), remote);
  }
  const failed = answers.find((answer) => answer.status === 'rejected');
  if (failed) throw failed.reason;
  return { default: Blank };
}
