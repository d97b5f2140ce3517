import { TextDecoder, TextEncoder } from 'node:util';
import { webcrypto } from 'node:crypto';

// react-router and the SHA-256 analytics hash need these; jsdom does not provide them. A setup
// file of its own, because it must run before any module of the app or its test support loads.
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto });

// Unit tests run as a development build does: with the debug tools compiled in (types/build-flags.d.ts).
Object.assign(globalThis, { __LKS_DEBUG_TOOLS__: true });
// ...and stamped as every build is (scripts/federation/build-version.js), here as the host.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { buildInfo } = require('./scripts/federation/build-version') as { buildInfo: (dir: string) => unknown };
Object.assign(globalThis, { __LKS_BUILD__: buildInfo(`${__dirname}/host`) });
