// Fills the host's index.html for one response: the CSP nonce the UI kit gives its <style>
// elements, and the runtime config inlined as JSON so the app need not fetch it (one hop less
// before LIFF and the remote entry can start).
const NONCE_PLACEHOLDER = /__CSP_NONCE__/g;
// The empty <script type="application/json" id="runtime-config"> of the template (minified).
const CONFIG_SLOT = /(<script[^>]*\bid=["']?runtime-config["']?[^>]*>)(<\/script>)/;

/** JSON inside <script>: `<` is escaped so no value can close the element. */
const inlineJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

function renderHostPage(template, { nonce, runtimeConfig }) {
  return template
    .replace(NONCE_PLACEHOLDER, nonce)
    .replace(CONFIG_SLOT, (_slot, open, close) => `${open}${inlineJson(runtimeConfig)}${close}`);
}

/** A build whose index.html lost a slot would silently fall back to slower or blocked paths. */
function assertHostTemplate(template) {
  if (!CONFIG_SLOT.test(template) || !NONCE_PLACEHOLDER.test(template)) {
    throw new Error('host index.html has no runtime-config slot or CSP nonce placeholder');
  }
  NONCE_PLACEHOLDER.lastIndex = 0;
}

module.exports = { renderHostPage, assertHostTemplate };
