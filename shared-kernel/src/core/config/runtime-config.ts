import * as v from 'valibot';

const INTEGRITY = v.optional(v.pipe(v.string(), v.regex(/^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/)));

/**
 * The host reads its runtime config before anything else (inlined by its server, else
 * /runtime-config.json), so a remote can move or be redeployed without rebuilding the host
 * (docs/behaviour.md#runtime-config).
 */
export const RuntimeConfigSchema = v.object({
  environment: v.picklist(['production', 'uat', 'sit', 'sandbox', 'dev']),
  liffId: v.string(),
  liffMock: v.boolean(),
  apiBaseUrl: v.pipe(v.string(), v.url()),
  mockIdTokenUrl: v.optional(v.pipe(v.string(), v.url())),
  remotes: v.object({
    registration: v.pipe(v.string(), v.url()),
    settings: v.pipe(v.string(), v.url()),
    statement: v.pipe(v.string(), v.url()),
  }),
  /**
   * The Subresource Integrity of a remote's entry, where the release manifest records it: the
   * page loads that entry in CORS mode and the browser refuses it if its bytes differ
   * (docs/deploying.md#integrity).
   */
  remoteIntegrity: v.optional(v.object({ registration: INTEGRITY, settings: INTEGRITY, statement: INTEGRITY })),
  /** How long one call may take before it counts as a network failure. */
  requestTimeoutMs: v.optional(v.number(), 30_000),
  retry: v.object({
    chatTokenAttempts: v.number(),
    chatTokenDelayMs: v.number(),
    expiredTokenRetries: v.number(),
  }),
  /** Origins whose pages may be framed (consent provider, captcha). */
  frameOrigins: v.array(v.string()),
  /** URL schemes of the bank app a KMA deep link may open (`kplus` for `kplus://...`); none by default. */
  kmaAppSchemes: v.optional(v.array(v.pipe(v.string(), v.regex(/^[a-z][a-z0-9+.-]*$/i))), []),
  /** Origins of the bank's own pages a KMA link may open instead of the app; none by default. */
  kmaWebOrigins: v.optional(v.array(v.pipe(v.string(), v.url())), []),
  /** Google Tag Manager container (`GTM-XXXX`); without it no tag manager loads (the sandbox). */
  gtmId: v.optional(v.pipe(v.string(), v.regex(/^GTM-[A-Z0-9]{4,12}$/))),
  /**
   * Where the page sends its error reports and Web Vitals (navigator.sendBeacon, batched, no
   * personal data: shared-kernel/src/kit/observability/client-reports.ts); without it nothing is sent.
   */
  errorReportUrl: v.optional(v.pipe(v.string(), v.url())),
  /** The captcha page the /info overlay frames; without it, the sandbox's stand-in beside the API. */
  captchaUrl: v.optional(v.pipe(v.string(), v.url())),
});

export type RuntimeConfig = v.InferOutput<typeof RuntimeConfigSchema>;
export type RemoteName = keyof RuntimeConfig['remotes'];

let current: RuntimeConfig | null = null;

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('runtime config is not loaded yet');
  return current;
}

/** A runtime config the app refuses to start with; the start-up screen says why in Thai. */
export class RefusedRuntimeConfig extends Error {
  constructor(readonly reason: 'liff-mock-in-production') {
    super(`runtime config refused: ${reason}`);
  }
}

/**
 * The mock lets anyone sign in as any LINE user through the sandbox's token signer: a
 * production deployment that says `liffMock: true` is a mistake and must not start.
 */
export function assertRuntimeConfigAllowed(config: RuntimeConfig): void {
  if (config.environment === 'production' && config.liffMock) throw new RefusedRuntimeConfig('liff-mock-in-production');
}

/**
 * The host's server inlines the config in the page (`<script type="application/json"
 * id="runtime-config">`), which saves a round trip before LIFF and the remotes can start; a page
 * without it (a dev server) fetches the file. Either way the schema checks it.
 */
export async function loadRuntimeConfig(url = '/runtime-config.json', doc: Document = document): Promise<RuntimeConfig> {
  const inlined = doc.getElementById('runtime-config')?.textContent?.trim();
  let body: unknown;
  if (inlined) {
    body = JSON.parse(inlined);
  } else {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`runtime config: HTTP ${response.status}`);
    body = await response.json();
  }
  const config = v.parse(RuntimeConfigSchema, body);
  assertRuntimeConfigAllowed(config);
  setRuntimeConfig(config);
  return config;
}

export const isProduction = (config: RuntimeConfig = getRuntimeConfig()): boolean => config.environment === 'production';
