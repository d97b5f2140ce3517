// Debian's Chromium, never a downloaded browser. The background-networking flags keep it from
// calling out of this machine's closed network at every start.
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

module.exports = { CHROMIUM_PATH, CHROMIUM_ARGS };
