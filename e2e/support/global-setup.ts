import fs from 'node:fs';
import path from 'node:path';
import { ACCESS_LOG_FILE } from './access-log';
import { SUITE_RELEASE } from './released-remotes';

// The production builds (npm run build) served with the sandbox bank, as `npm start` does, with
// every server's access log in ACCESS_LOG_FILE instead of the runner's output, and the remotes
// published to the suite's own static origin and manifest (SUITE_RELEASE).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startAppServers } = require(path.join(__dirname, '..', '..', 'scripts', 'app-servers.js')) as {
  startAppServers: (
    env: NodeJS.ProcessEnv,
    options: { log: (record: object) => void; release: typeof SUITE_RELEASE },
  ) => Promise<{ close(): Promise<void> }>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { jsonLines } = require(path.join(__dirname, '..', '..', 'server', 'request-observation.js')) as {
  jsonLines: (stream: { write(text: string): void }) => (record: object) => void;
};

export default async function globalSetup(): Promise<() => Promise<void>> {
  fs.mkdirSync(path.dirname(ACCESS_LOG_FILE), { recursive: true });
  fs.writeFileSync(ACCESS_LOG_FILE, '');
  const log = jsonLines({ write: (text) => fs.appendFileSync(ACCESS_LOG_FILE, text) });
  const app = await startAppServers(process.env, { log, release: SUITE_RELEASE });
  return () => app.close();
}
