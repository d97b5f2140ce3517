/**
 * @jest-environment jsdom
 */
// The start code every production remote's remoteEntry.js begins with: it starts the container on
// the runtime-core the page offers under the container's exact version, and otherwise fetches the
// remote's own copy from the remote's folder and holds a container that waits for it.
const { containerStart } = require('./container-start');
const { PAGE_GLOBALS } = require('./offered-runtime-core');

const NEEDS = ['ModuleFederation', 'loadScript'];
const ENTRY = 'https://remotes.example/registration/remoteEntry.js?fresh=17';
const OWN_FILE = 'https://remotes.example/registration/own-runtime-core.0123abcd.js';

function settings(overrides = {}) {
  return {
    container: 'remote_probe',
    version: '2.9.2',
    needs: NEEDS,
    runtimeFile: 'own-runtime-core.0123abcd.js',
    ...PAGE_GLOBALS,
    ...overrides,
  };
}
const page = globalThis;
const core = (names = NEEDS) => Object.fromEntries(names.map((name) => [name, () => name]));
const realContainer = () => ({ init: jest.fn(async () => 'inited'), get: jest.fn(async (module) => () => `module ${module}`) });

/** Runs the start code as remoteEntry.js would, then the container's `define` webpack wrote. */
function runEntry(options, factory) {
  Object.defineProperty(document, 'currentScript', { value: { src: ENTRY }, configurable: true });
  containerStart(settings(options));
  page[PAGE_GLOBALS.starter].define(['@module-federation/runtime-core@2.9.2'], factory);
  Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
}
const appendedScripts = () => [...document.head.querySelectorAll('script')].map((script) => script.src);

afterEach(() => {
  for (const name of [...Object.values(PAGE_GLOBALS), 'remote_probe']) delete page[name];
  document.head.innerHTML = '';
});

test('on a page offering runtime-core of its version, the container starts at once on it and nothing is fetched', () => {
  const offered = core();
  page[PAGE_GLOBALS.cores] = { '2.9.2': offered };
  const container = realContainer();
  const factory = jest.fn(() => container);
  runEntry({}, factory);
  expect(factory).toHaveBeenCalledWith(offered);
  expect(page.remote_probe).toBe(container);
  expect(appendedScripts()).toEqual([]);
});

test.each([
  ['offers nothing', undefined],
  ['offers only another Module Federation version', { '2.9.3': core() }],
  ['offers its version without a name the container reads', { '2.9.2': core(['ModuleFederation']) }],
])('on a page that %s, the remote fetches its own copy from its own folder and its container waits for it', async (_case, offers) => {
  if (offers) page[PAGE_GLOBALS.cores] = offers;
  const container = realContainer();
  const factory = jest.fn(() => container);
  runEntry({}, factory);
  expect(factory).not.toHaveBeenCalled();
  expect(appendedScripts()).toEqual([OWN_FILE]);

  const inited = page.remote_probe.init({ react: {} }, []);
  const got = page.remote_probe.get('./pages');
  const own = core();
  for (const arrive of page[PAGE_GLOBALS.arrivals][OWN_FILE]) arrive(own);

  expect(factory).toHaveBeenCalledWith(own);
  await expect(inited).resolves.toBe('inited');
  expect(container.init).toHaveBeenCalledWith({ react: {} }, []);
  expect((await got)()).toBe('module ./pages');
});

test('when its own copy cannot be fetched, the container rejects init and get, naming the file, so the host shows its unavailable page', async () => {
  runEntry({}, jest.fn());
  const script = document.head.querySelector('script');
  script.dispatchEvent(new Event('error'));
  await expect(page.remote_probe.init({}, [])).rejects.toThrow(`failed to load: ${OWN_FILE}`);
  await expect(page.remote_probe.get('./pages')).rejects.toThrow(OWN_FILE);
});

test('a file that ran without starting the container (not the runtime the remote was built with) is an error, not a wait forever', async () => {
  runEntry({}, jest.fn());
  document.head.querySelector('script').dispatchEvent(new Event('load'));
  await expect(page.remote_probe.init({}, [])).rejects.toThrow(`did not start it: ${OWN_FILE}`);
});

test('a copy that lacks a name the container reads is refused with the reason', async () => {
  const factory = jest.fn();
  runEntry({}, factory);
  for (const arrive of page[PAGE_GLOBALS.arrivals][OWN_FILE]) arrive(core(['loadScript']));
  expect(factory).not.toHaveBeenCalled();
  await expect(page.remote_probe.init({}, [])).rejects.toThrow('lacks what remote_probe reads');
});
