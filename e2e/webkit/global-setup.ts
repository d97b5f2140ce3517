import appGlobalSetup from '../support/global-setup';
import { startWebKitDriver } from './webkit-driver';

// The production builds with the sandbox bank (as the Chromium suite), and WebKit's driver.
export default async function globalSetup(): Promise<() => Promise<void>> {
  const closeApp = await appGlobalSetup();
  const stopDriver = await startWebKitDriver();
  return async () => {
    await stopDriver();
    await closeApp();
  };
}
