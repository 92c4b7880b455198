import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './support/test';
import { signInViaApi, signUpViaApi, uniqueEmail } from './support/accounts';
import { emailLink } from './support/outbox';

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function askForResetLink(page: Page, email: string) {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeFocused();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
}

test.describe('forgot password', () => {
  test('answers the same whether or not the address has an account', async ({ page, browser }) => {
    const other = await browser.newPage();
    const account = await signUpViaApi(other);
    await other.close();

    await askForResetLink(page, account.email);
    const known = (await page.getByRole('main').textContent()) ?? '';
    expect(known).toContain(
      `If an account exists for ${account.email}, a link to choose a new password is on its way.`,
    );
    await expectNoSeriousA11yViolations(page);

    const nobody = uniqueEmail('nobody');
    await askForResetLink(page, nobody);
    expect(await page.getByRole('main').textContent()).toBe(known.replace(account.email, nobody));
  });

  test('checks the address before sending anything', async ({ page }) => {
    let requests = 0;
    await page.route('**/api/auth/request-password-reset', (route) => {
      requests += 1;
      return route.continue();
    });
    await page.goto('/auth?mode=forgot-password');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    expect(requests).toBe(0);
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  });
});

test.describe('reset password', () => {
  test('the emailed link sets a new password once and signs out every session', async ({ page, browser }) => {
    const elsewhere = await browser.newPage();
    const account = await signUpViaApi(elsewhere, { password: 'old-password' });
    await signInViaApi(elsewhere, account.email, 'old-password');

    await askForResetLink(page, account.email);
    const link = await emailLink(account.email, 'Choose a new password');
    await page.goto(link);
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The sign-up rules apply.
    await page.getByLabel('New password').fill('12345');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

    await page.getByLabel('New password').fill('brand-new-password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Password updated. Sign in with your new password.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?mode=sign-in$/);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

    // D2: the other session is gone.
    const session = await elsewhere.request.get('/api/session');
    expect((await session.json()).user).toBeNull();
    await elsewhere.close();

    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('old-password');
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    // Said under the form too, not only in a toast (issue 16).
    await expect(page.getByRole('form', { name: 'Sign in' }).getByText('Invalid email or password')).toBeVisible();

    // Single use: the same link now says it has expired and offers a new one.
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(page).toHaveURL(/\/auth\?mode=forgot-password$/);
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();

    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('brand-new-password');
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a link that stopped working while the page was open says so', async ({ page }) => {
    await page.goto('/reset-password?token=no-such-token');
    await page.getByLabel('New password').fill('brand-new-password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

// The e2e server runs without EMAIL_VERIFICATION (the API suite covers it); here the browser
// is shown the answers such a server gives.
test.describe('email confirmation screens', () => {
  test('a sign-up that must confirm its email shows "check your inbox" and can send the link again', async ({
    page,
  }) => {
    const email = uniqueEmail('confirm');
    await page.route('**/api/auth/sign-up/email', (route) =>
      route.fulfill({ json: { signedIn: false, user: { email, emailVerified: false } } }),
    );
    let resent = 0;
    await page.route('**/api/auth/send-verification-email', (route) => {
      resent += 1;
      expect(route.request().postDataJSON()).toEqual({ email });
      return route.fulfill({ json: { status: true } });
    });
    await page.goto('/auth');
    await page.getByLabel('Name').fill('Quinn Ray');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret-password');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    await expect(page.getByText(`We sent a confirmation link to ${email}.`)).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    await page.getByRole('button', { name: 'Send the link again' }).click();
    await expect(page.getByText('We sent a new link. Check your inbox.')).toBeVisible();
    expect(resent).toBe(1);
    await expectNoSeriousA11yViolations(page);
  });

  test('a sign-in refused until the email is confirmed explains it and offers a new link', async ({ page }) => {
    const email = uniqueEmail('unconfirmed');
    await page.route('**/api/auth/sign-in/email', (route) =>
      route.fulfill({
        status: 403,
        json: {
          error: {
            code: 'EMAIL_NOT_VERIFIED',
            message: 'Please confirm your email address first: open the link we sent you, or send a new one.',
          },
        },
      }),
    );
    await page.route('**/api/auth/send-verification-email', (route) => route.fulfill({ json: { status: true } }));
    await page.goto('/auth?mode=sign-in');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret-password');
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();

    const alert = page.getByRole('alert').filter({ hasText: 'Confirm your email' });
    await expect(alert).toContainText('Please confirm your email address first');
    await alert.getByRole('button', { name: 'Send the link again' }).click();
    await expect(page.getByText('We sent a new link. Check your inbox.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?mode=sign-in$/);
  });

  test('an expired confirmation link lands on sign-in with an explanation', async ({ page }) => {
    await page.goto('/auth?mode=sign-in&confirmation=expired');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page.getByText('That confirmation link has expired.')).toBeVisible();
  });
});
