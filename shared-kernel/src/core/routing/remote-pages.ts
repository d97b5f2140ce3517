import type { ComponentType } from 'react';

/**
 * What every remote exposes as `./pages`: route path → a loader for that page's chunk.
 * The keys are the remote's routes, its only list of them (docs/behaviour.md#route-ownership), and each page downloads
 * only when its route is opened.
 */
export type PageLoader = () => Promise<{ default: ComponentType }>;
export type RemotePages = Readonly<Record<string, PageLoader>>;

export interface RemotePagesModule {
  pages: RemotePages;
}

export function isRemotePagesModule(value: unknown): value is RemotePagesModule {
  return typeof value === 'object' && value !== null && 'pages' in value && typeof value.pages === 'object';
}
