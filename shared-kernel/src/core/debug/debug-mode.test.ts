import { setRuntimeConfig } from '../config/runtime-config';
import { SESSION_KEYS } from '../storage/keys';
import { testRuntimeConfig } from '../../testing/fake-bank-server';
import { applyDebugSwitch, isDebugMode } from './debug-mode';

type BuildFlags = typeof globalThis & { __LKS_DEBUG_TOOLS__: boolean };
const flags = globalThis as BuildFlags;

function uatPageWith(search: string) {
  setRuntimeConfig({ ...testRuntimeConfig('http://bank.invalid'), environment: 'uat' });
  applyDebugSwitch(search);
}

afterEach(() => {
  flags.__LKS_DEBUG_TOOLS__ = true;
  sessionStorage.clear();
});

describe('debug mode', () => {
  it('is switched on by ?debug=on in a build with the debug tools and a test environment', () => {
    uatPageWith('?debug=on');
    expect(isDebugMode()).toBe(true);
    applyDebugSwitch('?debug=off');
    expect(isDebugMode()).toBe(false);
  });

  it('[family:token-misuse] cannot be switched on in a build without the debug tools, whatever the runtime config says', () => {
    flags.__LKS_DEBUG_TOOLS__ = false;
    sessionStorage.setItem(SESSION_KEYS.debugMode, 'on');
    uatPageWith('?debug=on');
    expect(isDebugMode()).toBe(false);
    expect(sessionStorage.getItem(SESSION_KEYS.debugMode)).toBeNull();
  });

  it('[family:token-misuse] is impossible under a production runtime config even in a build with the tools', () => {
    setRuntimeConfig({ ...testRuntimeConfig('http://bank.invalid'), environment: 'production' });
    applyDebugSwitch('?debug=on');
    expect(isDebugMode()).toBe(false);
  });
});
