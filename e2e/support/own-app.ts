import path from 'node:path';

type Server = { url: string; close(): Promise<void> };
type RemoteName = 'registration' | 'settings' | 'statement';
interface AppServers {
  ports: Record<'host' | RemoteName | 'sandbox', number>;
  servers: Record<string, Server>;
  close(): Promise<void>;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const scripts = require(path.join(__dirname, '..', '..', 'scripts', 'app-servers.js')) as {
  startAppServers(env: Record<string, string>, options?: { servedRemotes?: Partial<Record<RemoteName, string>> }): Promise<AppServers>;
  startRemote(name: RemoteName, port: number, served?: string): Promise<Server>;
};

/**
 * A private copy of the whole app on its own ports, for tests that stop and restart parts of it
 * without disturbing the shared one the other specs use. `servedRemotes`: a remote served from
 * that folder (one a test deploys releases into) rather than from its build.
 */
export async function startOwnApp(basePort: number, servedRemotes: Partial<Record<RemoteName, string>> = {}) {
  const env = {
    HOST_PORT: String(basePort),
    REGISTRATION_PORT: String(basePort + 1),
    SETTINGS_PORT: String(basePort + 2),
    STATEMENT_PORT: String(basePort + 3),
    SANDBOX_PORT: String(basePort + 4),
    // The suite's key, so the statement links the specs build name this sandbox's accounts too.
    SANDBOX_ACCOUNT_REF_KEY: process.env.SANDBOX_ACCOUNT_REF_KEY ?? '',
  };
  const app = await scripts.startAppServers(env, { servedRemotes });
  return {
    url: (route: string) => `http://localhost:${basePort}${route}`,
    async stopRemote(name: RemoteName) {
      await app.servers[name]?.close();
    },
    async startRemote(name: RemoteName) {
      app.servers[name] = await scripts.startRemote(name, app.ports[name], servedRemotes[name]);
    },
    close: () => app.close(),
  };
}
