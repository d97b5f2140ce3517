import type { RemoteName } from 'shared-kernel';

/** Container names each remote's build declares (its webpack.config.js `name`). */
export const REMOTE_CONTAINERS: Record<RemoteName, string> = {
  registration: 'remote_registration',
  settings: 'remote_settings',
  statement: 'remote_statement',
};

/** How long a remote may take to arrive before its routes say it is unavailable (docs/behaviour.md#remote-failures). */
export const REMOTE_LOAD_TIMEOUT_MS = 120_000;
