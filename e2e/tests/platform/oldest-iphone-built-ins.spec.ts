import { expect, test } from '../../support/fixtures';
import { CUSTOMERS, finishSurvey, registerByOtpFromInfo, sandboxState } from '../../support/registration-flow';

interface ShippedFeature {
  name: string;
  removes?: string[];
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { FEATURES, lackingIn } = require('../../../scripts/browsers/check-shipped-apis.js') as {
  FEATURES: ShippedFeature[];
  lackingIn: (feature: ShippedFeature, browsers: string[]) => string[];
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { supportedBrowsers } = require('../../../scripts/browsers/targets.js') as { supportedBrowsers: () => string[] };

/**
 * No engine here is as old as the oldest supported iPhone (docs/browsers.md), so Chromium plays
 * one: every script API of the shipped-features list that the oldest iOS of .browserslistrc lacks
 * is taken out of the page before the app starts, and a customer registers all the way through.
 */
const oldestIphone = supportedBrowsers()
  .filter((entry) => entry.startsWith('ios_saf '))
  .sort((a, b) => Number.parseFloat(a.split(' ')[1] ?? '') - Number.parseFloat(b.split(' ')[1] ?? ''))
  .slice(0, 1);
const missing = FEATURES.filter((feature) => feature.removes && lackingIn(feature, oldestIphone).length > 0).flatMap(
  (feature) => feature.removes ?? [],
);

test(`a customer registers by OTP, consent and survey included, on ${oldestIphone.join('')}'s built-ins`, async ({
  page,
  request,
  lineUser,
}) => {
  expect(missing).toContain('Crypto.prototype.randomUUID');
  await page.addInitScript((paths) => {
    for (const path of paths) {
      const names = path.split('.');
      const last = names.pop() ?? '';
      const owner = names.reduce<Record<string, unknown> | undefined>(
        (object, name) => object?.[name] as Record<string, unknown> | undefined,
        globalThis as unknown as Record<string, unknown>,
      );
      if (owner) delete owner[last];
    }
  }, missing);
  await registerByOtpFromInfo(page, request, CUSTOMERS.withoutKma);
  await page.frameLocator('iframe[title="แบบฟอร์มการให้ความยินยอม"]').getByRole('link', { name: 'ยินยอม', exact: true }).click();
  await finishSurvey(page, ['บัตรเครดิต']);

  const state = await sandboxState(request, lineUser);
  expect(state.registered).toBe(true);
  expect(state.consentTransactions[0]).toMatchObject({ providerStatus: 'ACCEPTED', resultStatus: 'ACCEPTED' });
  expect(state.survey?.answers).toEqual(['3']);
});
