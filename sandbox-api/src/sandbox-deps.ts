import type { LineIdTokens } from './line/id-token';
import type { Store } from './state/store';

/** What every handler may reach: state, the LINE signer, and where the app lives. */
export interface SandboxDeps {
  store: Store;
  lineTokens: LineIdTokens;
  /** Where the simulated pages send the person back to (the host shell). */
  hostOrigin: string;
  allowedOrigins: readonly string[];
  /** Known only once the server listens (port 0 in tests). */
  sandboxUrl(): string;
}
