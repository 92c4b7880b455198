import { expect, type Page, test } from './support/test';
import { apiPost, signUpViaApi, uniqueEmail } from './support/accounts';
import { axeFindings, WIDTHS } from './support/axe';
import { emailLink } from './support/outbox';
import { BASE_URL } from './support/server';

// Issue 41 (docs/decisions/155): /auth starts on "Create account" for a newcomer (spec §2) and
// on "Sign in" for someone a return path or this browser says has an account.

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const CREATE = 'Create your profile';
const SIGN_IN = 'Welcome back';

test.describe('/auth opens where the person is', () => {
  test('a newcomer meets Create account; a bookmark of a signed-in page meets Sign in', async ({ page }) => {
    await page.goto('/auth');
    await expect(heading(page, CREATE)).toBeVisible();
    // "Sign up to apply" on an opportunity is a newcomer's way in: still Create account.
    await page.goto(`/auth?next=${encodeURIComponent('/opportunity/anything?apply=1')}`);
    await expect(heading(page, CREATE)).toBeVisible();

    // A bookmark of /dashboard, an emailed link to the settings, a deep link into the back office.
    for (const path of ['/dashboard', '/settings#alerts', '/admin/applications']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth\?next=/);
      await expect(heading(page, SIGN_IN)).toBeVisible();
    }
    // The toggle still leads to the other.
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(heading(page, CREATE)).toBeVisible();
  });

  test('a browser that has signed in before opens on Sign in at /auth itself', async ({ page, browser }) => {
    const account = await signUpViaApi(page);
    expect((await apiPost(page, '/api/auth/sign-out', {})).status()).toBe(200);
    await page.goto('/auth');
    await expect(heading(page, SIGN_IN)).toBeVisible();
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // A link that names its step still wins.
    await apiPost(page, '/api/auth/sign-out', {});
    await page.goto('/auth?mode=sign-up');
    await expect(heading(page, CREATE)).toBeVisible();

    // Another browser of the same person knows nothing of it.
    const elsewhere = await browser.newContext();
    const fresh = await elsewhere.newPage();
    await fresh.goto('/auth');
    await expect(heading(fresh, CREATE)).toBeVisible();
    await elsewhere.close();
  });

  test('an email-change link opened signed out says "Email confirmed", then offers Sign in', async ({ browser }) => {
    const owner = await browser.newContext();
    const ownerPage = await owner.newPage();
    const account = await signUpViaApi(ownerPage);
    const newEmail = uniqueEmail('moved');
    const asked = await apiPost(ownerPage, '/api/auth/change-email', {
      newEmail,
      currentPassword: account.password,
    });
    expect(asked.status(), await asked.text()).toBe(200);
    const emailed = new URL(await emailLink(newEmail, 'Confirm my new email'));
    await owner.close();

    for (const viewport of WIDTHS) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto('/auth');
      await expect(heading(page, CREATE)).toBeVisible();
      expect(await axeFindings(page)).toEqual([]);
      await page.goto(`/dashboard`);
      await expect(heading(page, SIGN_IN)).toBeVisible();
      expect(await axeFindings(page)).toEqual([]);
      if (viewport.width === 1366) {
        await page.goto(`${emailed.pathname}${emailed.search}`);
        await expect(heading(page, 'Confirm your new email')).toBeVisible();
        expect(await axeFindings(page)).toEqual([]);
        await page.getByRole('button', { name: 'Confirm new email' }).click();
        await expect(heading(page, 'Email confirmed')).toBeVisible();
        await expect(
          page.getByText(`Your account's email is now ${newEmail}. Sign in with it to continue.`),
        ).toBeVisible();
        expect(await axeFindings(page)).toEqual([]);
        await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
        await expect(heading(page, SIGN_IN)).toBeVisible();
      }
      await context.close();
    }
    const signIn = await (await browser.newContext()).request.post(`${BASE_URL}/api/auth/sign-in/email`, {
      data: { email: newEmail, password: account.password },
      headers: { Origin: BASE_URL },
    });
    expect(signIn.status()).toBe(200);
  });
});
