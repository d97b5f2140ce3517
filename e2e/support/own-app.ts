import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

type Server = { url: string; close(): Promise<void> };
export type RemoteName = 'registration' | 'settings' | 'statement';
/** Where an app's remotes are published and released (scripts/release/). */
export interface ReleaseFolders {
  origin: string;
  manifest: string;
}
interface AppServers {
  ports: Record<'host' | RemoteName | 'sandbox', number>;
  servers: Record<string, Server>;
  release: ReleaseFolders | null;
  restartRemote(name: RemoteName): Promise<void>;
  close(): Promise<void>;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const scripts = require(path.join(__dirname, '..', '..', 'scripts', 'app-servers.js')) as {
  startAppServers(
    env: Record<string, string>,
    options?: {
      servedRemotes?: Partial<Record<RemoteName, string>>;
      release?: ReleaseFolders;
      log?: (record: object) => void;
      adminPort?: number;
    },
  ): Promise<AppServers>;
};

/**
 * A private copy of the whole app on its own ports, for tests that stop and restart parts of it
 * without disturbing the shared one the other specs use. Its remotes are published to a static
 * origin and release manifest of its own, unless `servedRemotes` names folders to serve them from
 * (one a test deploys releases into), without a manifest. `log` takes the servers' log records.
 * `adminPort`: where the host serves its metrics and canary figures; `runtimeConfig`: keys that
 * replace the generated runtime config's (scripts/runtime-config.js).
 */
export async function startOwnApp(
  basePort: number,
  servedRemotes?: Partial<Record<RemoteName, string>>,
  log?: (record: object) => void,
  { adminPort, runtimeConfig }: { adminPort?: number; runtimeConfig?: object } = {},
) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'own-app-release-'));
  const configFile = path.join(folder, 'runtime-config.json');
  if (runtimeConfig) fs.writeFileSync(configFile, JSON.stringify(runtimeConfig));
  const env: Record<string, string> = {
    HOST_PORT: String(basePort),
    REGISTRATION_PORT: String(basePort + 1),
    SETTINGS_PORT: String(basePort + 2),
    STATEMENT_PORT: String(basePort + 3),
    SANDBOX_PORT: String(basePort + 4),
    // The suite's key, so the statement links the specs build name this sandbox's accounts too.
    SANDBOX_ACCOUNT_REF_KEY: process.env.SANDBOX_ACCOUNT_REF_KEY ?? '',
    ...(runtimeConfig && { LKS_RUNTIME_CONFIG: configFile }),
  };
  const release = { origin: path.join(folder, 'origin'), manifest: path.join(folder, 'manifest.json') };
  const app = await scripts.startAppServers(env, servedRemotes ? { servedRemotes, log, adminPort } : { release, log, adminPort });
  return {
    url: (route: string) => `http://localhost:${basePort}${route}`,
    /** The static origin's folder and the manifest, for the release commands (none with servedRemotes). */
    release: app.release,
    env,
    async stopRemote(name: RemoteName) {
      await app.servers[name]?.close();
    },
    async startRemote(name: RemoteName) {
      await app.restartRemote(name);
    },
    async close() {
      await app.close();
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
