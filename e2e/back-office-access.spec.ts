import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import { signInAsAdmin } from './support/admin';
import { signUpViaApi } from './support/accounts';

// Issue 21: admins find the back office from their signed-in navigation, and its API
// reference; people who are not on the team see neither.

test('an admin goes from the signed-in navigation to the back office', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/profile');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Back office' }).click();
  await expect(page).toHaveURL(/\/admin\/overview$/);
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
});

test('the back office link is in the phone menu too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page);
  await page.goto('/profile');
  await page.getByRole('button', { name: /menu/i }).click();
  await page.getByRole('link', { name: 'Back office' }).click();
  await expect(page).toHaveURL(/\/admin\/overview$/);
});

test('a person who is not on the team has no back office link', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/profile');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Browse opportunities' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Back office' })).toHaveCount(0);
  await page.goto('/admin/api');
  await expect(page.getByText('Access denied - Admin only')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the API reference lists the endpoints, searches them and opens one by keyboard', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/overview');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'API reference' }).click();
  await expect(page).toHaveURL(/\/admin\/api$/);
  await expect(page.getByRole('heading', { name: 'API reference', level: 1 })).toBeVisible();
  for (const section of ['Server', 'Accounts', 'People', 'Opportunities', 'Back office']) {
    await expect(page.getByRole('heading', { name: section, level: 2 })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Download OpenAPI document' })).toHaveAttribute(
    'href',
    '/api/openapi.json',
  );

  await page.getByLabel('Search endpoints').fill('team existing account');
  await expect(page.getByText(/^Showing 1 of \d+ endpoints$/)).toBeVisible();
  const endpoint = page.locator('summary', { hasText: '/api/admin/team' });
  await endpoint.focus();
  await page.keyboard.press('Enter');
  const body = page.getByRole('table', { name: 'JSON body' });
  await expect(body.getByRole('rowheader', { name: /email\s+required/ })).toBeVisible();
  await expect(body.getByRole('row', { name: /role/ })).toContainText('One of "reviewer", "admin"');
  await expect(page.getByText('Admins only')).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))).toEqual([]);

  await page.getByLabel('Search endpoints').fill('nothing like this');
  await expect(page.getByText('No endpoints match')).toBeVisible();
});
