// Build-time stand-in for axios's cookie reader, which sends an XSRF-TOKEN cookie back as a header
// on same-origin calls. The bank authenticates every call by bearer token and sets no cookie, and
// the client says so (`withXSRFToken: false`); this is what axios itself uses where there are no
// cookies (scripts/omissions/library-omissions.js).
export default {
  write() {},
  read() {
    return null;
  },
  async readAsync() {
    return null;
  },
  remove() {},
};
