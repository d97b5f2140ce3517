/**
 * What a build without debug tools gets instead of debug-panel.tsx (webpack.shared.js swaps the
 * module), so no token-copy code or tester wording is in the bundle at all.
 */
export function DebugPanel() {
  return null;
}
