import { useInsertionEffect } from 'react';

/**
 * There is no CSS loader: a feature's few rules travel as a string and are added to the page
 * once, under an id, the first time a screen that needs them renders.
 */
export function ensureFeatureStyles(id: string, css: string, doc: Document = document): void {
  if (doc.getElementById(id)) return;
  const style = doc.createElement('style');
  style.id = id;
  const nonce = cspNonce(doc);
  if (nonce) style.nonce = nonce;
  style.textContent = css;
  doc.head.appendChild(style);
}

/**
 * The one way a screen asks for its feature's stylesheet: in an insertion effect, so the rules are
 * in place before the first paint (the build's prerender included) without a side effect in render.
 */
export function useFeatureStyles(id: string, css: string): void {
  useInsertionEffect(() => ensureFeatureStyles(id, css), [id, css]);
}

/**
 * The page's Content-Security-Policy allows only the <style> elements that carry the nonce the
 * server wrote into `<meta property="csp-nonce">` for this response. The browser hides the
 * attribute once the page is parsed; the `nonce` property keeps it.
 */
function cspNonce(doc: Document): string {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || '';
}
