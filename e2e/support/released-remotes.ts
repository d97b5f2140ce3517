import fs from 'node:fs';
import path from 'node:path';
import { APP_PORTS } from './app-ports';

type RemoteName = 'registration' | 'settings' | 'statement';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { settingFrom } = require(path.join(__dirname, '..', '..', 'scripts', 'release', 'release.js')) as {
  settingFrom(env: NodeJS.ProcessEnv): { manifest: string };
};

/**
 * Where the suite's app serves the live version of a remote: its folder on the static origin
 * the global set-up published it to (scripts/release/), ending in `/`. Read when asked, after the
 * set-up has written the manifest.
 */
export function liveBase(remote: RemoteName): string {
  const manifest = JSON.parse(fs.readFileSync(settingFrom(process.env).manifest, 'utf8')) as {
    remotes: Record<string, { live: string }>;
  };
  return `http://localhost:${APP_PORTS[remote]}/${remote}/${manifest.remotes[remote]?.live}/`;
}

/** The live version's remoteEntry.js URL. */
export const liveEntry = (remote: RemoteName): string => `${liveBase(remote)}remoteEntry.js`;
