import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { apiPost, signUpViaApi, uniqueEmail } from './support/accounts';
import { emailLink } from './support/outbox';

// Issue 18, finding 3 (decision 100): someone registered the owner's address with their own
// password. The owner's confirmation link, opened in the owner's browser, hands the account
// over: the owner chooses the password, the registrant's session and password stop working.
test('the owner of a squatted address confirms it and takes the account over', async ({ page, browser }) => {
  const squatterPage = await browser.newPage();
  const owner = { email: uniqueEmail('squatted') };
  await signUpViaApi(squatterPage, { email: owner.email, password: 'squatter-password', name: 'Not The Owner' });
  // Anyone may ask for the link to be sent.
  expect((await apiPost(squatterPage, '/api/auth/send-verification-email', { email: owner.email })).status()).toBe(200);

  await page.goto(await emailLink(owner.email, 'Confirm my email'));
  await expect(page).toHaveURL(/\/reset-password\?token=[\w-]+&confirmed=1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your email is confirmed' })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  await page.getByLabel('New password').fill('owners-own-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Password updated. Sign in with your new password.')).toBeVisible();
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill('owners-own-password');
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The squatter is out, and their password opens nothing.
  expect((await (await squatterPage.request.get('/api/session')).json()).user).toBeNull();
  const squatterSignIn = await apiPost(squatterPage, '/api/auth/sign-in/email', {
    email: owner.email,
    password: 'squatter-password',
  });
  expect(squatterSignIn.status()).toBe(401);
  await squatterPage.close();
});

// Issue 18, finding 8: a broken percent-encoding in an opportunity's address is a page that
// does not exist, not a server error.
test('an opportunity address with broken percent-encoding answers the 404 page', async ({ page }) => {
  for (const path of ['/opportunity/%E0%A4%A', '/opportunity/%']) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text()).toContain('Oops! Page not found');
  }
});
