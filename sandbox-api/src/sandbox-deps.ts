import type { LineIdTokens } from './line/id-token';
import type { Store } from './state/store';

/** What every handler may reach: state, the LINE signer, and where the app lives. */
export interface SandboxDeps {
  store: Store;
  lineTokens: LineIdTokens;
  /** Where the simulated pages send the person back to (the host shell). */
  hostOrigin: string;
  allowedOrigins: readonly string[];
  /** The LIFF app the bank app may send a customer back to (https://liff.line.me/{liffId}/...). */
  liffId: string;
  /** Known only once the server listens (port 0 in tests). */
  sandboxUrl(): string;
}
