import { expect, test } from '../../support/fixtures';
import {
  acceptTermsFromLanding,
  continueFromAccountInfo,
  CUSTOMERS,
  fillInfo,
  finishSurvey,
  registerAndPassSuccessPopup,
  verifyRegistrationOtp,
} from '../../support/registration-flow';
import { SANDBOX_URL } from '../../support/sandbox';

interface ActionSeen {
  method: string;
  path: string;
  action: string | null;
}

test('every bank call of a registration carries its X-Action, as the sandbox recorded them', async ({ page, request }) => {
  await acceptTermsFromLanding(page);
  await fillInfo(page, CUSTOMERS.withoutKma);
  await verifyRegistrationOtp(page, request, CUSTOMERS.withoutKma);
  await continueFromAccountInfo(page, 'บัญชีออมทรัพย์ 100-0-00002-1');
  await registerAndPassSuccessPopup(page);
  await expect(page).toHaveURL(/\/consent-collection$/);
  await page.frameLocator('iframe[title="แบบฟอร์มการให้ความยินยอม"]').getByRole('link', { name: 'ยินยอม', exact: true }).click();
  await finishSurvey(page, ['บัตรเครดิต']);

  const scenarioId = await page.evaluate(() => localStorage.getItem('scenarioId'));
  expect(scenarioId).toBeTruthy();
  const reply = await request.get(`${SANDBOX_URL}/__sandbox/actions?scenarioId=${encodeURIComponent(scenarioId ?? '')}`);
  const { actions } = (await reply.json()) as { actions: ActionSeen[] };

  expect(actions.filter((seen) => seen.action === null)).toEqual([]);
  // One name per call, whatever the journey asked of it.
  const names = new Map<string, Set<string | null>>();
  for (const seen of actions)
    names.set(`${seen.method} ${seen.path}`, (names.get(`${seen.method} ${seen.path}`) ?? new Set()).add(seen.action));
  for (const [call, actionNames] of names) expect({ call, names: actionNames.size }).toEqual({ call, names: 1 });

  const journey = [
    'VERIFY_CHAT_TOKEN',
    'GET_TERMS',
    'ACCEPT_TERMS',
    'CHECK_CUSTOMER',
    'PRE_REGISTER_OTP',
    'REQUEST_REGISTER_OTP',
    'VERIFY_REGISTER_OTP',
    'SUBMIT_REGISTER',
    'GET_CONSENT_COLLECTION_FORM',
    'SEND_CONSENT_RESULT',
    'GET_SURVEY',
  ];
  const seenInOrder = actions.map((seen) => seen.action);
  const positions = journey.map((name) => seenInOrder.indexOf(name));
  expect(Object.fromEntries(journey.map((name, i) => [name, positions[i]! >= 0]))).toEqual(
    Object.fromEntries(journey.map((name) => [name, true])),
  );
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
});
