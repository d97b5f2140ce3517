import path from 'node:path';

// The production builds (npm run build) served with the sandbox bank, as `npm start` does.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startAppServers } = require(path.join(__dirname, '..', '..', 'scripts', 'app-servers.js')) as {
  startAppServers: () => Promise<{ close(): Promise<void> }>;
};

export default async function globalSetup(): Promise<() => Promise<void>> {
  const app = await startAppServers();
  return () => app.close();
}
