import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from './support/test';
import { signInViaApi, signUpViaApi, uniqueEmail } from './support/accounts';
import { emailLink } from './support/outbox';

// D25 (issue 16): /settings — password, email, devices, the data download and deleting the account.

async function anotherDevice(browser: Browser, email: string, password: string) {
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile/15E148 Safari/604.1',
  });
  const page = await context.newPage();
  await signInViaApi(page, email, password);
  return { context, page };
}

const stillSignedIn = async (page: Page) => (await page.request.get('/api/dashboard')).status() === 200;

test.describe('account settings /settings', () => {
  test('is linked from the dashboard and the navigation, and sends signed-out visitors to sign in', async ({
    page,
  }) => {
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/auth\?next=%2Fsettings$/);
    await signUpViaApi(page, { name: 'Sam Settings' });
    await page.goto('/dashboard');
    await page.getByRole('main').getByRole('link', { name: 'Account settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
    for (const section of ['Email address', 'Password', "Where you're signed in", 'Your data', 'Delete your account']) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }),
    ).toHaveAttribute('href', '/settings');
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  test('changes the password: this device stays signed in, the others are signed out', async ({ page, browser }) => {
    const account = await signUpViaApi(page);
    const phone = await anotherDevice(browser, account.email, account.password);
    await page.goto('/settings');
    const form = page.getByRole('form', { name: 'Change password' });

    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please correct the 2 highlighted fields and try again.');
    await expect(form.getByLabel('Current password')).toBeFocused();

    await form.getByLabel('Current password').fill('not-my-password');
    await form.getByLabel('New password', { exact: true }).fill('brand-new-password');
    await form.getByLabel('Repeat the new password').fill('brand-new-password');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByLabel('Current password')).toHaveAccessibleDescription(
      'Your current password is not right.',
    );
    expect(await stillSignedIn(phone.page)).toBe(true);

    await form.getByLabel('Current password').fill(account.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed. Your other devices were signed out.')).toBeVisible();
    expect(await stillSignedIn(page)).toBe(true);
    expect(await stillSignedIn(phone.page)).toBe(false);
    await phone.context.close();
    const again = await browser.newContext();
    await signInViaApi(await again.newPage(), account.email, 'brand-new-password');
    await again.close();
  });

  test('changes the email after a confirmation at the new address; the old one is told', async ({ page }) => {
    const account = await signUpViaApi(page);
    const newEmail = uniqueEmail('moved');
    await page.goto('/settings');
    const form = page.getByRole('form', { name: 'Change email' });
    await form.getByLabel('New email address').fill(newEmail);
    await form.getByLabel('Current password').fill(account.password);
    await form.getByRole('button', { name: 'Change email' }).click();
    await expect(page.getByText(`We sent a link to ${newEmail}.`, { exact: false })).toBeVisible();
    // Nothing changes until the link is opened.
    expect((await (await page.request.get('/api/session')).json()).user.email).toBe(account.email);

    // The email's link names the server's public address; this browser holds its session at
    // the address the tests use.
    const emailed = new URL(await emailLink(newEmail, 'Confirm my new email'));
    const link = `${emailed.pathname}${emailed.search}`;
    // Issue 40: the link's page says what will happen; its button does it.
    await page.goto(link);
    await expect(page.getByText(`from ${account.email} to ${newEmail}`, { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm new email' }).click();
    await expect(page).toHaveURL(/\/settings\?email=changed$/);
    await expect(page.getByText(`Your email address is now ${newEmail}. We told your old address.`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Email address' }).getByText('Confirmed')).toBeVisible();
    await emailLink(account.email, "This wasn't me");

    // The link works once.
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
  });

  test('lists the devices signed in and signs one out', async ({ page, browser }) => {
    const account = await signUpViaApi(page);
    const phone = await anotherDevice(browser, account.email, account.password);
    await page.goto('/settings');
    const devices = page.getByRole('region', { name: "Where you're signed in" });
    await expect(devices.getByRole('listitem')).toHaveCount(2);
    await expect(devices.getByText('This device')).toBeVisible();
    await devices.getByRole('button', { name: /^End session on Safari on iPhone/ }).click();
    await expect(page.getByText('Signed out Safari on iPhone')).toBeVisible();
    await expect(devices.getByRole('listitem')).toHaveCount(1);
    await expect(devices.getByText('This is the only device signed in.')).toBeVisible();
    expect(await stillSignedIn(phone.page)).toBe(false);
    expect(await stillSignedIn(page)).toBe(true);
    await phone.context.close();
  });

  test('downloads all of the person’s data as JSON', async ({ page }) => {
    const account = await signUpViaApi(page, { name: 'Dee Download' });
    await page.goto('/settings');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download my data (JSON)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^backline-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await file.path()) ?? '', 'utf8'));
    expect(data).toMatchObject({ account: { email: account.email, name: 'Dee Download' } });
    expect(data.sessions.length).toBeGreaterThan(0);
  });

  test('deletes the account after the typed confirmation and the password', async ({ page }) => {
    const account = await signUpViaApi(page);
    await page.goto('/settings');
    const form = page.getByRole('form', { name: 'Delete account' });
    await form.getByLabel('Type DELETE to confirm').fill('delete it');
    await form.getByLabel('Your password').fill(account.password);
    await form.getByRole('button', { name: 'Delete my account' }).click();
    await expect(form.getByLabel('Type DELETE to confirm')).toHaveAccessibleDescription('Type DELETE to confirm');
    expect(await stillSignedIn(page)).toBe(true);

    await form.getByLabel('Type DELETE to confirm').fill('DELETE');
    await form.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByText('Your account has been deleted.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect((await (await page.request.get('/api/session')).json()).user).toBeNull();
    const signIn = await page.request.post('/api/auth/sign-in/email', {
      data: { email: account.email, password: account.password },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(signIn.status()).toBe(401);
  });
});
