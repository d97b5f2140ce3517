import path from 'node:path';

// The compatibility suite's servers: the composition scripts/compat/run.js names in
// LKS_COMPOSITION (JSON: the host's tree, and the static origin and release manifest it wrote).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startComposition } = require(path.join(__dirname, '..', '..', 'scripts', 'compat', 'compose.js')) as {
  startComposition: (composition: unknown) => Promise<{ close(): Promise<void> }>;
};

export default async function compatSetup(): Promise<() => Promise<void>> {
  const composition: unknown = JSON.parse(process.env.LKS_COMPOSITION ?? 'null');
  if (!composition) throw new Error('LKS_COMPOSITION names no composition (run scripts/compat/run.js)');
  const app = await startComposition(composition);
  return () => app.close();
}
