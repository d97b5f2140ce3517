import type { RuntimeConfig } from 'shared-kernel';
import { testRuntimeConfig } from 'shared-kernel/testing';
import { entryIntegrityPlugin } from './entry-integrity-plugin';

// The real Module Federation runtime adds the entry's <script>; the browser's part (fetching it,
// checking its bytes, running it) is played here by putting the container where a loaded
// remoteEntry.js puts it and firing the script's load event.
type Runtime = typeof import('@module-federation/enhanced/runtime');
const runtime: Runtime = jest.requireActual('@module-federation/enhanced/runtime');

const CONTAINER = 'remote_registration';
const INTEGRITY = `sha384-${'A'.repeat(64)}`;
const ENTRY = 'https://static.bank.example/registration/0.1.0-aaaaaaaaaa/remoteEntry.js';

function hostWith(config: RuntimeConfig, entry = config.remotes.registration) {
  return runtime.createInstance({
    name: `host_${Math.random().toString(36).slice(2)}`,
    remotes: [{ name: CONTAINER, alias: 'registration', entry }],
    plugins: [entryIntegrityPlugin(config)],
  });
}

/** The <script> for `url`, once the runtime adds it to the page. */
function scriptAdded(url: string): Promise<HTMLScriptElement> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const script = [...document.head.querySelectorAll('script')].find((element) => element.src === url);
      if (!script) return;
      observer.disconnect();
      resolve(script);
    });
    observer.observe(document.head, { childList: true });
  });
}

/** The <script> the runtime added for `url`, once it is loaded as a browser would load it. */
async function loadedEntry(host: ReturnType<typeof hostWith>, url: string): Promise<HTMLScriptElement> {
  const added = scriptAdded(url);
  const load = host.loadRemote('registration/pages');
  const script = await added;
  (globalThis as Record<string, unknown>)[CONTAINER] = { init: () => undefined, get: () => Promise.resolve(() => ({ pages: {} })) };
  script.dispatchEvent(new Event('load'));
  await load;
  return script;
}

const config = (remoteIntegrity?: RuntimeConfig['remoteIntegrity'], entry = ENTRY): RuntimeConfig => ({
  ...testRuntimeConfig('http://localhost:1'),
  remotes: { ...testRuntimeConfig('http://localhost:1').remotes, registration: entry },
  ...(remoteIntegrity ? { remoteIntegrity } : {}),
});

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[CONTAINER];
  document.head.innerHTML = '';
});

test('[family:static-origin-integrity] the entry script carries the integrity the release manifest records, in CORS mode, so the browser refuses changed bytes', async () => {
  const host = hostWith(config({ registration: INTEGRITY }));
  const script = await loadedEntry(host, ENTRY);
  expect(script.integrity).toBe(INTEGRITY);
  expect(script.crossOrigin).toBe('anonymous');
  expect(script.getAttribute('fetchpriority')).toBe('high');
});

test('a fresh entry asked for by ลองใหม่ (a query on the same file) is checked the same way', async () => {
  const fresh = `${ENTRY}?fresh=k3x1`;
  const host = hostWith(config({ registration: INTEGRITY }), fresh);
  const script = await loadedEntry(host, fresh);
  expect(script.integrity).toBe(INTEGRITY);
});

test('an entry the manifest records no integrity for loads as a plain script, as before', async () => {
  // Another version: the runtime keeps an entry it loaded once for the page's life.
  const unrecorded = ENTRY.replace('0.1.0-aaaaaaaaaa', '0.1.1-bbbbbbbbbb');
  const script = await loadedEntry(hostWith(config(undefined, unrecorded)), unrecorded);
  expect(script.hasAttribute('integrity')).toBe(false);
  expect(script.hasAttribute('crossorigin')).toBe(false);
});
