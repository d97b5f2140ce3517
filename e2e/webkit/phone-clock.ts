import fs from 'node:fs';
import type { Phone } from './webkit-fixtures';

// Playwright's clock (page.clock) works only in browsers Playwright itself launches; WebKit here is
// driven through WebDriver (docs/browsers.md, "The journeys in WebKit"). So the phone's clock is
// taken over with @sinonjs/fake-timers, the library Playwright's clock grew from, put into the page
// as it is: its one import (the global object) answered by the page, Node's timer modules absent.
const FAKE_TIMERS = fs.readFileSync(require.resolve('@sinonjs/fake-timers'), 'utf8');

// The clock starts at the phone's own time (fake-timers would start it at 1970), moved by the
// offset the test gives (executeScript's first argument).
const INSTALL = `
var offsetMs = arguments[0];
(function () {
  var module = { exports: {} };
  var exports = module.exports;
  function require(name) {
    if (name === '@sinonjs/commons') return { global: globalThis };
    throw new Error('not in a page: ' + name);
  }
  ${FAKE_TIMERS}
  // Time goes on as it does on a real phone until a test moves it; a timer the page set before
  // is still cleared when the page asks.
  window.__phoneClock = module.exports.install({
    now: Date.now() + offsetMs,
    shouldAdvanceTime: true,
    shouldClearNativeTimers: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
})();
`;

// WebDriver times each script with the page's own setTimeout, which the clock now answers: a jump
// longer than that limit would fire it and fail the script that jumps. So the limit is set past
// any jump a test makes (a script that truly hangs still meets the test's own timeout).
const SCRIPT_LIMIT_MS = 60 * 60_000;

/**
 * The phone's clock from now on in this page (a reload gives the page its own clock back): timers
 * and dates move with real time from the phone's time now (moved by `offsetMs`), and `forward`
 * jumps, firing every timer due on the way.
 */
export async function takeOverPhoneClock(phone: Phone, { offsetMs = 0 } = {}): Promise<{ forward: (ms: number) => Promise<void> }> {
  await phone.driver.manage().setTimeouts({ script: SCRIPT_LIMIT_MS });
  await phone.driver.executeScript(INSTALL, offsetMs);
  return {
    forward: async (ms: number) => {
      if (ms >= SCRIPT_LIMIT_MS) throw new Error(`a jump of ${ms} ms would end WebDriver's own wait`);
      await phone.driver.executeScript('window.__phoneClock.tick(arguments[0]);', ms);
    },
  };
}
