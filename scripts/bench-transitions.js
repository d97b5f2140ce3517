// The bench's transitions section (`BENCH_ONLY=transitions npm run bench`): how long a tap takes
// to bring the next screen, in the core journeys, federated against the plain bundle, under
// Lighthouse-like throttling (150 ms round trip, 1.6 Mbps down, CPU ×4) set through Chromium's
// DevTools protocol. Each journey runs from a cold cache in a new browser context, once per build
// in turn, BENCH_RUNS times (3). A transition is timed in the browser: from the tap's click event
// to the first animation frame after the next screen's heading (its `main h1`) is in the page,
// across a full page load too (the bank app's page and back), on the browser's one clock. Both
// builds are tapped at the same moment of a screen's life, a customer's: once its heading has been
// shown for 5 s (READ_MS: what the hastiest reader of the landing takes, docs/performance.md,
// "Between screens"), a form's typing within that time, and no request has been in flight for a
// second (QUIET_MS).
// The journeys are written here rather than taken from e2e/support: those steps tap and wait in
// one call, and a timing needs the tap apart from its preparation.
const { median } = require('./median');
const { range } = require('./percentile');
const { sandboxBankApi } = require('./app-servers');
const { portsFrom } = require('./runtime-config');

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Lighthouse's mobile preset (simulated slow 4G and a mid-range phone), applied to the real browser. */
const THROTTLING = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, cpu: 4 };
const QUIET_MS = 1000;
const READ_MS = 5000;
const REGISTERED = { sub: 'U-registered-1', mobile: '0891234501' };
const NEW_WITH_KMA = { id: '1101700001016', mobile: '0812345601' };
const NEW_WITHOUT_KMA = { id: '1101700001024', mobile: '0812345602' };

/* global document, location, window, requestAnimationFrame, MutationObserver -- WATCHER and the evaluated functions run in the page */
// Runs in every document the page opens: reports each click (only once armed) and each new screen
// heading with the time of the frame after it, as milliseconds since the epoch.
const WATCHER = () => {
  let last = '';
  const check = () => {
    const h = document.querySelector('main h1') ?? document.querySelector('h1');
    const path = location.pathname;
    const text = h?.textContent?.trim() ?? '';
    const key = `${path}|${text}`;
    if (!h || key === last || h.getClientRects().length === 0) return;
    last = key;
    requestAnimationFrame(() => window.__benchHeading({ path, text, at: performance.timeOrigin + performance.now() }));
  };
  document.addEventListener(
    'click',
    (event) => {
      if (!window.__benchArmed) return;
      window.__benchArmed = false;
      window.__benchTap(performance.timeOrigin + event.timeStamp);
    },
    { capture: true },
  );
  const start = () => {
    new MutationObserver(check).observe(document.documentElement, { childList: true, subtree: true, characterData: true });
    check();
  };
  if (document.documentElement) start();
  else document.addEventListener('readystatechange', start, { once: true });
};

const button =
  (name, exact = true) =>
  (page) =>
    page.getByRole('button', { name, exact });

async function lastCodeTo(sandbox, mobile) {
  const answer = await fetch(`${sandbox}/__sandbox/outbox?to=${mobile}`);
  const { sms } = await answer.json();
  return sms.at(-1).code;
}

/** The customer's OTP typed into the host's /otp boxes. */
const typeCode =
  (mobile) =>
  async (page, { sandbox }) => {
    await page.getByRole('textbox', { name: 'รหัส OTP 6 หลัก' }).fill(await lastCodeTo(sandbox, mobile));
  };

/** A new customer's ID card and mobile typed into the registration's info form. */
const typeInfo = (customer) => async (page) => {
  await page.getByLabel('เลขบัตรประชาชน').fill(customer.id);
  await page.getByLabel('เบอร์โทรศัพท์มือถือ').fill(customer.mobile);
};

/** The host's verification by service OTP, as the statement and cancel journeys meet it. */
const SERVICE_OTP = [
  { name: 'chooser → phone entry', to: '/receive-otp', tap: button('ไม่มีแอปพลิเคชันของธนาคาร') },
  {
    name: 'phone entry → OTP',
    to: '/otp',
    prepare: (page) => page.getByRole('textbox', { name: 'เบอร์โทรศัพท์มือถือ' }).fill(REGISTERED.mobile),
    tap: button('ถัดไป'),
  },
];

const JOURNEYS = [
  {
    name: 'registration by OTP',
    open: '/register',
    steps: [
      { name: 'landing → terms', to: '/terms-and-conditions', tap: button('ถัดไป') },
      {
        name: 'terms → info',
        to: '/info',
        prepare: async (page) => {
          await page.getByRole('document', { name: 'ข้อความข้อกำหนดและเงื่อนไข' }).evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
          await page.getByRole('checkbox', { name: 'ข้าพเจ้าได้อ่านและยอมรับข้อกำหนดและเงื่อนไข' }).check();
        },
        tap: button('ถัดไป'),
      },
      { name: 'info → OTP', to: '/otp', prepare: typeInfo(NEW_WITHOUT_KMA), tap: button('ถัดไป') },
      {
        name: 'OTP → account info (2 s success popup)',
        to: '/account-info',
        prepare: typeCode(NEW_WITHOUT_KMA.mobile),
        tap: button('ยืนยัน'),
      },
      { name: 'account info → confirm', to: '/confirm-account', tap: button('ถัดไป') },
    ],
  },
  {
    name: 'registration by KMA',
    open: '/info',
    steps: [
      { name: 'info → the bank app', to: '/__sandbox/kma', prepare: typeInfo(NEW_WITH_KMA), tap: button('ถัดไป') },
      { name: 'approve → confirm (page load)', to: '/confirm-account', tap: button('อนุมัติ') },
    ],
  },
  {
    name: 'statement',
    open: ({ accountRef }) => `/request-statement?accountRef=${accountRef}`,
    lineUser: REGISTERED.sub,
    steps: [
      ...SERVICE_OTP,
      {
        name: 'OTP → statement form (2 s success popup)',
        to: '/select-statement',
        prepare: typeCode(REGISTERED.mobile),
        tap: button('ยืนยัน'),
      },
      {
        name: 'form → sent',
        to: '/success-statement',
        prepare: (page) => page.getByLabel('อีเมลสำหรับรับรายการเดินบัญชี').waitFor(),
        tap: button('ส่งคำขอ'),
      },
    ],
  },
  {
    name: 'cancel',
    open: '/setting',
    lineUser: REGISTERED.sub,
    steps: [
      { name: 'menu → chooser', to: '/request-setting', tap: button('ยกเลิกบริการ', false) },
      ...SERVICE_OTP,
      { name: 'OTP → question (2 s success popup)', to: '/unbinding', prepare: typeCode(REGISTERED.mobile), tap: button('ยืนยัน') },
      { name: 'question → cancelled', to: '/success-unbinding', tap: button('ยืนยัน') },
    ],
  },
];
const SELECTED = JOURNEYS.filter((journey) => !process.env.BENCH_JOURNEY || journey.name.includes(process.env.BENCH_JOURNEY));

/**
 * From a moment when no request is in flight, the milliseconds until the tap: the quiet second,
 * and at least until the screen shown at `shownAt` has been read.
 */
function waitBeforeTap(now, shownAt) {
  return Math.max(QUIET_MS, shownAt + READ_MS - now);
}

const REQUEST_EVENTS = ['request', 'requestfinished', 'requestfailed'];

/** Resolves once no request of the page has been in flight for QUIET_MS, and no sooner than READ_MS after `shownAt`. */
function quiet(page, inFlight, shownAt = -Infinity) {
  return new Promise((resolve) => {
    let timer;
    const arm = () => {
      clearTimeout(timer);
      if (inFlight.size === 0) timer = setTimeout(done, waitBeforeTap(Date.now(), shownAt));
    };
    const done = () => {
      for (const event of REQUEST_EVENTS) page.off(event, arm);
      resolve();
    };
    for (const event of REQUEST_EVENTS) page.on(event, arm);
    arm();
  });
}

/** One walk of a journey on a cold cache; the milliseconds of each transition, and what crossed the wire during it. */
async function walk(browser, journey, env, context) {
  const ports = portsFrom(env);
  const origin = `http://localhost:${ports.host}`;
  const sandbox = `http://localhost:${ports.sandbox}`;
  const bank = sandboxBankApi(ports);
  await fetch(`${sandbox}/__sandbox/reset`, { method: 'POST' });
  const browserContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'th-TH', baseURL: origin });
  try {
    const page = await browserContext.newPage();
    const lineUser = journey.lineUser ?? `U-bench-${Date.now()}-${Math.random().toString(16).slice(2)}`;
    await page.addInitScript((user) => window.localStorage.setItem('sandboxLineUserId', user), lineUser);
    const headings = [];
    let tapAt = null;
    let headingSeen = () => {};
    await page.exposeBinding('__benchHeading', (_source, report) => {
      headings.push(report);
      headingSeen();
    });
    await page.exposeBinding('__benchTap', (_source, at) => {
      tapAt = at;
    });
    await page.addInitScript(WATCHER);
    const inFlight = new Set();
    const requests = [];
    page.on('request', (request) => inFlight.add(request));
    const finished = (request) => {
      inFlight.delete(request);
      const timing = request.timing();
      requests.push({
        url: request.url(),
        type: request.resourceType(),
        start: timing.startTime,
        end: timing.startTime + timing.responseEnd,
      });
    };
    page.on('requestfinished', finished);
    page.on('requestfailed', (request) => inFlight.delete(request));
    const cdp = await browserContext.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...THROTTLING });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpu });

    await page.goto(typeof journey.open === 'function' ? journey.open(context) : journey.open);
    const results = [];
    for (const step of journey.steps) {
      const shownAt = headings.at(-1)?.at ?? Date.now();
      if (step.prepare) await step.prepare(page, { sandbox });
      await quiet(page, inFlight, shownAt);
      const tap = step.tap(page);
      await tap.waitFor().catch(async (error) => {
        const buttons = await page.getByRole('button').allTextContents();
        throw new Error(`${step.name}: on ${page.url()} (buttons: ${buttons.join(', ')}): ${error.message}`);
      });
      const from = headings.length;
      // Where the router keeps the last screen up while the next one's code arrives, the new
      // path shows the old heading first: the next screen is there once the heading changes.
      const before = headings.at(-1)?.text;
      tapAt = null;
      await page.evaluate(() => {
        window.__benchArmed = true;
      });
      await tap.click();
      const arrived = await new Promise((resolve, reject) => {
        const timeout = setTimeout(
          () => reject(new Error(`${journey.name}: ${step.name}: no heading on ${step.to} (${JSON.stringify(headings.slice(from))})`)),
          60_000,
        );
        headingSeen = () => {
          const since = headings.slice(from);
          // A page load may show a screen of its own first (the bank app's return: the waiting
          // screen), whose heading then stays up under the new path while the next screen's code arrives.
          const shownElsewhere = (h) => since.some((o) => o.path !== step.to && o.text === h.text);
          const report = since.find(
            (h) => h.path === step.to && h.text !== before && !shownElsewhere(h) && tapAt !== null && h.at >= tapAt,
          );
          if (report) {
            clearTimeout(timeout);
            resolve(report);
          }
        };
        headingSeen();
      });
      await quiet(page, inFlight);
      const during = requests.filter((r) => r.start >= tapAt && r.start <= arrived.at);
      results.push({
        step: step.name,
        ms: arrived.at - tapAt,
        bankCalls: during.filter((r) => new URL(r.url).pathname.startsWith(bank.prefix)),
        scripts: during.filter((r) => r.type === 'script'),
      });
    }
    return results;
  } finally {
    await browserContext.close();
  }
}

/** The time the bank's answers took, their intervals merged: what a tap must wait for at least. */
function bankTime(calls) {
  const spans = calls.map((c) => [c.start, c.end]).sort((a, b) => a[0] - b[0]);
  let total = 0;
  let until = -Infinity;
  for (const [start, end] of spans) {
    if (end <= until) continue;
    total += end - Math.max(start, until);
    until = end;
  }
  return total;
}

const ms = (value) => `${Math.round(value)}`;
const spread = (values) => range(values, ms);

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {Record<string, NodeJS.ProcessEnv>} builds  build name → the environment (ports) it is served on
 * @param {{ accountRef: string }} context
 */
async function benchTransitions(browser, builds, context) {
  const results = {};
  for (let run = 1; run <= RUNS; run += 1) {
    for (const journey of SELECTED) {
      for (const [build, env] of Object.entries(builds)) {
        let steps;
        try {
          steps = await walk(browser, journey, env, context);
        } catch (error) {
          console.log(`  run ${run} ${journey.name} ${build}: could not finish (${error.message.split('\n')[0]})`);
          continue;
        }
        for (const step of steps) {
          ((results[`${journey.name}|${step.step}`] ??= {})[build] ??= []).push(step);
          const names = step.scripts.map((s) => new URL(s.url).pathname.split('/').pop()).join(' ');
          console.log(
            `  run ${run} ${journey.name.padEnd(20)} ${build.padEnd(9)} ${step.step.padEnd(42)} ${ms(step.ms).padStart(5)} ms  bank ${step.bankCalls.length} (${ms(bankTime(step.bankCalls))} ms)  scripts ${step.scripts.length} ${names}`,
          );
        }
      }
    }
  }
  console.log(
    `\nTransitions, tap to the next screen's heading, ms: medians (lowest–highest) of ${RUNS} runs, each on a cold cache, 150 ms round trip, 1.6 Mbps, CPU ×4:\n`,
  );
  console.log('| journey | transition | federated | plain | federated − plain | bank calls (time) | scripts fetched federated / plain |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [key, byBuild] of Object.entries(results)) {
    const [journey, step] = key.split('|');
    const { federated, plain } = byBuild;
    if (!federated || !plain) continue;
    const fed = federated.map((r) => r.ms);
    const pla = plain.map((r) => r.ms);
    const calls = median(federated.map((r) => r.bankCalls.length));
    const time = median(federated.map((r) => bankTime(r.bankCalls)));
    const scripts = (list) => median(list.map((r) => r.scripts.length));
    console.log(
      `| ${journey} | ${step} | ${spread(fed)} | ${spread(pla)} | ${ms(median(fed) - median(pla))} | ${calls} (${ms(time)}) | ${scripts(federated)} / ${scripts(plain)} |`,
    );
  }
}

module.exports = { benchTransitions, bankTime, waitBeforeTap };
