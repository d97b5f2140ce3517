import fs from 'node:fs';
import path from 'node:path';
import { SANDBOX_URL } from '../support/sandbox';
import { REAL_LIFF_ID, TAG_MANAGER_ID } from './line-platform';

// The production builds with the real LIFF SDK (runtime config liffMock: false) and the bank's
// tag manager (played by the specs), the sandbox bank, and the sandbox's simulated LINE platform serving this LIFF app. The start scripts refuse
// this pairing; the harness asks for it explicitly (scripts/runtime-config.js).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startAppServers } = require(path.join(__dirname, '..', '..', 'scripts', 'app-servers.js')) as {
  startAppServers: (env: NodeJS.ProcessEnv, options: { simulatedLinePlatform: boolean }) => Promise<{ close(): Promise<void> }>;
};

export default async function globalSetup(): Promise<() => Promise<void>> {
  const configFile = path.join(__dirname, '..', '..', 'test-results', 'real-liff-runtime-config.json');
  fs.mkdirSync(path.dirname(configFile), { recursive: true });
  fs.writeFileSync(configFile, JSON.stringify({ liffMock: false, liffId: REAL_LIFF_ID, gtmId: TAG_MANAGER_ID }));
  const app = await startAppServers({ ...process.env, LKS_RUNTIME_CONFIG: configFile }, { simulatedLinePlatform: true });
  const endpointUrl = `http://localhost:${process.env.HOST_PORT ?? 3000}/`;
  const answer = await fetch(`${SANDBOX_URL}/__sandbox/line-platform/app`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ liffId: REAL_LIFF_ID, endpointUrl }),
  });
  if (!answer.ok) throw new Error(`the simulated LINE platform refused the LIFF app: HTTP ${answer.status}`);
  return () => app.close();
}
