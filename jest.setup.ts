import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { webcrypto } from 'node:crypto';

// react-router and the SHA-256 analytics hash need these; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto });
