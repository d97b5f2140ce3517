/**
 * There is no CSS loader: a feature's few rules travel as a string and are added to the page
 * once, under an id, the first time a screen that needs them renders.
 */
export function ensureFeatureStyles(id: string, css: string, doc: Document = document): void {
  if (doc.getElementById(id)) return;
  const style = doc.createElement('style');
  style.id = id;
  style.textContent = css;
  doc.head.appendChild(style);
}
