// CI's bundle budget: the JavaScript a cold visit to /register downloads, counted in gzip
// bytes (which do not vary from run to run), must stay within 200 KiB.
const { startAppServers } = require('./app-servers');
const { launchChromium, measureFirstLoad } = require('./measure-first-load');

const BUDGET_BYTES = 200 * 1024;
const DIST = process.env.LKS_DIST ?? 'dist';
const PORTS = { HOST_PORT: '3700', REGISTRATION_PORT: '3701', SETTINGS_PORT: '3702', STATEMENT_PORT: '3703', SANDBOX_PORT: '3704' };

async function firstLoadOfRegister() {
  const app = await startAppServers({ ...process.env, ...PORTS });
  const browser = await launchChromium();
  try {
    return await measureFirstLoad(browser, {
      url: `http://localhost:${PORTS.HOST_PORT}/register`,
      ready: (page) => page.getByRole('button', { name: 'ถัดไป' }).waitFor(),
      packages: {
        [PORTS.HOST_PORT]: `host/${DIST}`,
        [PORTS.REGISTRATION_PORT]: `remote-registration/${DIST}`,
        [PORTS.SETTINGS_PORT]: `remote-settings/${DIST}`,
        [PORTS.STATEMENT_PORT]: `remote-statement/${DIST}`,
      },
    });
  } finally {
    await browser.close();
    await app.close();
  }
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

if (require.main === module) {
  firstLoadOfRegister().then(
    (scripts) => {
      const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
      for (const s of scripts.sort((a, b) => b.bytes - a.bytes)) {
        console.log(`${kib(s.bytes).padStart(10)}  ${s.owner.padEnd(20)} ${s.kind.padEnd(8)} ${new URL(s.url).pathname}`);
      }
      const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
      console.log(`/register first-load JS: ${kib(total)} gzip (${total} bytes), ${verdict} the ${kib(BUDGET_BYTES)} budget`);
      process.exit(total <= BUDGET_BYTES ? 0 : 1);
    },
    (error) => {
      console.error('budget check could not run:', error);
      process.exit(1);
    },
  );
}

module.exports = { firstLoadOfRegister, BUDGET_BYTES };
