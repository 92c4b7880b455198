import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import { apiPost, signUpViaApi, uniqueEmail } from './support/accounts';
import { emailLink } from './support/outbox';

// Issue 18, finding 3 (decision 100): someone registered the owner's address with their own
// password. The owner's confirmation link, opened in the owner's browser, hands the account
// over: the owner chooses the password, the registrant's session and password stop working.
// Issue 40: the link opens a page that says so; a mail scanner's GET of it changes nothing.
test('the owner of a squatted address confirms it and takes the account over', async ({ page, browser }) => {
  const squatterPage = await browser.newPage();
  const owner = { email: uniqueEmail('squatted') };
  await signUpViaApi(squatterPage, { email: owner.email, password: 'squatter-password', name: 'Not The Owner' });
  // Anyone may ask for the link to be sent.
  expect((await apiPost(squatterPage, '/api/auth/send-verification-email', { email: owner.email })).status()).toBe(200);
  const emailed = new URL(await emailLink(owner.email, 'Confirm my email'));
  const link = `${emailed.pathname}${emailed.search}`;

  // A mail gateway fetches the link first: it gets the page, and nothing happens.
  const scanned = await browser.newContext();
  expect((await scanned.request.get(link)).status()).toBe(200);
  await scanned.close();
  expect((await (await squatterPage.request.get('/api/session')).json()).user.email).toBe(owner.email);

  await page.goto(link);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'This address was registered by someone else: choose a password to take it over',
    }),
  ).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  await page.getByLabel('New password').fill('owners-own-password');
  await page.getByRole('button', { name: 'Choose password and confirm' }).click();
  await expect(page.getByText('Password set. The account is yours.')).toBeVisible();
  await expect(page).toHaveURL(/\/application(\/1)?$/);
  expect((await (await page.request.get('/api/session')).json()).user).toMatchObject({
    email: owner.email,
    emailVerified: true,
  });

  // The squatter is out, and their password opens nothing.
  expect((await (await squatterPage.request.get('/api/session')).json()).user).toBeNull();
  const squatterSignIn = await apiPost(squatterPage, '/api/auth/sign-in/email', {
    email: owner.email,
    password: 'squatter-password',
  });
  expect(squatterSignIn.status()).toBe(401);
  await squatterPage.close();

  // The link worked once.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
  await expect(page.getByText('This link has expired or has already been used. Ask for a new one.')).toBeVisible();
});

// Issue 18, finding 8: a broken percent-encoding in an opportunity's address is a page that
// does not exist, not a server error.
test('an opportunity address with broken percent-encoding answers the 404 page', async ({ page }) => {
  for (const path of ['/opportunity/%E0%A4%A', '/opportunity/%']) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(404);
    // Issue 41: an opportunity's address not found says so in the spec's words.
    expect(await response.text()).toContain('Opportunity not found');
  }
});
