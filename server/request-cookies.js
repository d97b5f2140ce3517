// The cookies a request carries, as the host's server reads them: the language switch's pick
// (./page-language.js), the device's cohort (./cohort.js) and a tester's pins (./tester-pins.js).

/** `[name, value]` of each cookie in a `Cookie` header, in order (a value is '' when it has none). */
function cookiePairs(cookieHeader = '') {
  return cookieHeader.split(';').map((part) => {
    const [name = '', value = ''] = part.trim().split('=');
    return [name, value];
  });
}

module.exports = { cookiePairs };
