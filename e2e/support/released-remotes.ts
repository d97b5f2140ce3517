import fs from 'node:fs';
import path from 'node:path';
import { APP_PORTS } from './app-ports';

type RemoteName = 'registration' | 'settings' | 'statement';

// The suite's own static origin and release manifest (scripts/release/), apart from `npm start`'s
// dist-release/: global-setup.ts publishes the current builds there and makes them live.
const FOLDER = path.join(__dirname, '..', '..', 'test-results', 'e2e-release');
export const SUITE_RELEASE = { origin: path.join(FOLDER, 'origin'), manifest: path.join(FOLDER, 'manifest.json') };

/**
 * Where the suite's app serves the live version of a remote: its folder on the static origin,
 * ending in `/`. Read when asked, after the set-up has written the manifest.
 */
export function liveBase(remote: RemoteName): string {
  const manifest = JSON.parse(fs.readFileSync(SUITE_RELEASE.manifest, 'utf8')) as {
    remotes: Record<string, { live: string }>;
  };
  return `http://localhost:${APP_PORTS[remote]}/${remote}/${manifest.remotes[remote]?.live}/`;
}

/** The live version's remoteEntry.js URL. */
export const liveEntry = (remote: RemoteName): string => `${liveBase(remote)}remoteEntry.js`;
