import { expect, REGISTERED_LINE_USER, test } from '../../support/fixtures';
import { verifyThroughHostOtp } from '../../support/settings-verification';
import { onSelectStatement, REGISTERED_CUSTOMER, requestStatementUrl } from '../../support/statement-journey';

test.use({ lineUser: REGISTERED_LINE_USER });

test('a statement link opened in a second window meanwhile does not turn the first window’s form to the other account', async ({
  page,
  context,
  request,
}) => {
  const { savings, current } = REGISTERED_CUSTOMER;
  await page.goto(requestStatementUrl(savings.accountRef));
  await expect(page).toHaveURL(/\/request-setting$/);

  // The customer opens the current account's statement link too (a second tab, another LINE window), and leaves it.
  const second = await context.newPage();
  await second.goto(requestStatementUrl(current.accountRef));
  await expect(second).toHaveURL(/\/request-setting$/);
  await second.close();

  await page.bringToFront();
  await verifyThroughHostOtp(page, request, REGISTERED_CUSTOMER.mobile);
  await expect(page).toHaveURL(onSelectStatement(savings.accountRef));
  await expect(page.getByRole('region', { name: 'บัญชี' })).toContainText('200-0-00001-1');
});
