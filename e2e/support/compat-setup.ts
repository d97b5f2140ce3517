import path from 'node:path';

// The compatibility suite's servers: the composition scripts/compat/run.js names in
// LKS_COMPOSITION (JSON: the host's tree and release, and the static origin and release manifest it wrote).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startComposition } = require(path.join(__dirname, '..', '..', 'scripts', 'compat', 'compose.js')) as {
  startComposition: (composition: object) => Promise<{ close(): Promise<void> }>;
};

/** The composition this run serves, read once here for the config and the servers. */
export function namedComposition(): { hostRelease?: unknown } {
  const composition: unknown = JSON.parse(process.env.LKS_COMPOSITION ?? 'null');
  if (typeof composition !== 'object' || composition === null) {
    throw new Error('LKS_COMPOSITION names no composition (run scripts/compat/run.js)');
  }
  return composition;
}

export default async function compatSetup(): Promise<() => Promise<void>> {
  const app = await startComposition(namedComposition());
  return () => app.close();
}
