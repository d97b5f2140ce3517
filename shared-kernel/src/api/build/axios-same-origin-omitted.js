// Build-time stand-in for axios's same-origin test (axios 1.21, scripts/omissions/library-omissions.js).
// axios asks it only to decide whether to send the XSRF cookie, which the client turns off
// (`withXSRFToken: false`) and whose reader is left out too: no request is same-origin for it.
export default function isURLSameOrigin() {
  return false;
}
