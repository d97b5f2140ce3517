import { createSandbox, type RunningSandbox } from './server';

// Ports follow scripts/runtime-config.js so the sandbox, host and remotes agree without
// extra configuration.

function port(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) throw new Error(`${name} must be a port number, got ${raw}`);
  return value;
}

async function main(): Promise<void> {
  const origin = (value: number) => `http://localhost:${value}`;
  const hostPort = port('HOST_PORT', 3000);
  let sandbox: RunningSandbox | undefined;
  // Registered before listening so a stop during start-up still ends the process cleanly.
  const stop = () => {
    if (!sandbox) process.exit(0);
    sandbox.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  sandbox = await createSandbox({
    port: port('SANDBOX_PORT', 4000),
    hostOrigin: origin(hostPort),
    liffId: process.env.LIFF_ID || undefined,
    allowedOrigins: [hostPort, port('REGISTRATION_PORT', 3001), port('SETTINGS_PORT', 3002), port('STATEMENT_PORT', 3003)].map(origin),
  });
  console.log(`sandbox bank listening on ${sandbox.url}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
