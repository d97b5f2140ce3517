import path from 'node:path';

// The ports the suite's app runs on (HOST_PORT … SANDBOX_PORT), as strings for comparing with URL ports.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { portsFrom } = require(path.join(__dirname, '..', '..', 'scripts', 'runtime-config.js')) as {
  portsFrom(): Record<'host' | 'registration' | 'settings' | 'statement' | 'sandbox', number>;
};

export const APP_PORTS = Object.fromEntries(Object.entries(portsFrom()).map(([name, port]) => [name, String(port)])) as Record<
  'host' | 'registration' | 'settings' | 'statement' | 'sandbox',
  string
>;
