import { expect, test } from './support/test';
import { signInViaApi, signUpViaApi } from './support/accounts';
import { axeFindings, WIDTHS } from './support/axe';
import { emailLink } from './support/outbox';

// Issue 41 on /settings: "Not confirmed" comes with the way to confirm; each refusal is said
// once; "End session" is named by what it says; the toasts stay clear of the navigation.

test('"Not confirmed" offers a confirmation link, which confirms the address', async ({ page }) => {
  const account = await signUpViaApi(page);
  await page.goto('/settings');
  const email = page.getByRole('region', { name: 'Email address' });
  await expect(email.getByText('Not confirmed', { exact: true })).toBeVisible();
  await email.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(email.getByText(`We sent a link to ${account.email}.`, { exact: false })).toBeVisible();

  const emailed = new URL(await emailLink(account.email, 'Confirm my email'));
  await page.goto(`${emailed.pathname}${emailed.search}`);
  await page.getByRole('button', { name: 'Confirm email' }).click();
  await expect(page).toHaveURL(/\/application/);
  await page.goto('/settings');
  await expect(email.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(email.getByRole('button', { name: 'Send confirmation link' })).toHaveCount(0);
});

test('a refusal is said once: under its field, with what to do beside the button', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/settings');
  const main = page.getByRole('main');

  const password = page.getByRole('form', { name: 'Change password' });
  await password.getByLabel('Current password').fill('not-my-password');
  await password.getByLabel('New password', { exact: true }).fill('brand-new-password');
  await password.getByLabel('Repeat the new password').fill('brand-new-password');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByLabel('Current password')).toHaveAccessibleDescription(
    'Your current password is not right.',
  );
  await expect(password.getByRole('alert')).toHaveText('Please correct the highlighted field and try again.');
  await expect(main.getByText('Your current password is not right.', { exact: true })).toHaveCount(1);

  const remove = page.getByRole('form', { name: 'Delete account' });
  await remove.getByLabel('Type DELETE to confirm').fill('DELETE');
  await remove.getByLabel('Your password').fill('not-my-password');
  await remove.getByRole('button', { name: 'Delete my account' }).click();
  await expect(remove.getByLabel('Your password')).toHaveAccessibleDescription('Your current password is not right.');
  await expect(remove.getByRole('alert')).toHaveText('Please correct the highlighted field and try again.');
  await expect(main.getByText('Your current password is not right.', { exact: true })).toHaveCount(2);
});

test('at 390 and 1366 px: no serious or moderate axe finding; End session named by its text; toasts below the navigation', async ({
  page,
  browser,
}) => {
  const account = await signUpViaApi(page);
  const phone = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
  });
  await signInViaApi(await phone.newPage(), account.email, account.password);

  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    await page.goto('/settings');
    const end = page
      .getByRole('region', { name: "Where you're signed in" })
      .getByRole('button', { name: /^End session on / });
    await expect(end).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Email address' }).getByRole('button', { name: 'Send confirmation link' }),
    ).toBeVisible();
    expect(await axeFindings(page)).toEqual([]);
    await page.goto('/dashboard');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeFindings(page)).toEqual([]);
  }

  // Desktop: a toast appears under the top bar, never over it.
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Make my calendar feed' }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'New calendar feed address made' });
  await expect(toast).toBeVisible();
  await page.waitForTimeout(500);
  const header = await page.locator('header').first().boundingBox();
  const shown = await toast.boundingBox();
  expect(shown && header && shown.y >= header.y + header.height).toBe(true);
  await phone.close();
});
