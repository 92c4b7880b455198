import { expect, test } from './support/test';
import { signUpViaApi } from './support/accounts';
import { signInAsAdmin } from './support/admin';

test.describe('admin guard', () => {
  test('sends a visitor without a session to /auth, which brings them back (D27)', async ({ page }) => {
    await page.goto('/admin/overview');
    await expect(page).toHaveURL(/\/auth\?next=%2Fadmin%2Foverview$/);
  });

  test('refuses a signed-in person without a team role', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/admin/overview');
    await expect(page.getByText('Access denied - Admin only')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('lets an admin in; /admin goes to the overview with its four cards', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/overview$/);
    await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
    for (const label of ['Total Opportunities', 'Total Applications', 'Pending Review', 'Accepted This Month']) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
  });
});

test.describe('admin sidebar', () => {
  test('is collapsed by default, toggles with Ctrl+B and keeps its state after a reload', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/overview');
    const sidebar = page.getByTestId('admin-sidebar');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    expect((await sidebar.boundingBox())?.width).toBe(48);
    const nav = page.getByRole('navigation', { name: 'Admin' });
    for (const name of ['Overview', 'Opportunities', 'Applications', 'Users', 'Team', 'Settings']) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }
    await expect(nav.getByRole('button', { name: 'Sign out' })).toBeVisible();

    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(256);
    await page.reload();
    await expect(page.getByTestId('admin-sidebar')).toHaveAttribute('data-state', 'expanded');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('true');
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 60 * 60);

    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(page.getByTestId('admin-sidebar')).toHaveAttribute('data-state', 'collapsed');
  });

  test('is an 18rem sheet on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsAdmin(page);
    await page.goto('/admin/overview');
    await expect(page.getByTestId('admin-sidebar')).toHaveCount(0);
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    const sheet = page.getByTestId('admin-sidebar-sheet');
    await expect(sheet).toBeVisible();
    expect((await sheet.boundingBox())?.width).toBe(288);
    await sheet.getByRole('link', { name: 'Overview' }).click();
    await expect(sheet).toBeHidden();
  });

  test('signs out to the home page', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/overview');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('public pages never download the admin code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  for (const path of ['/', '/about', '/faq', '/auth', '/apply']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => /admin/i.test(url))).toEqual([]);
});

test('Meta+B toggles the sidebar too (spec §2: Ctrl or Meta plus b)', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/overview');
  const sidebar = page.getByTestId('admin-sidebar');
  const before = await sidebar.getAttribute('data-state');
  await page.keyboard.press('Meta+b');
  await expect(sidebar).not.toHaveAttribute('data-state', before ?? '');
  await page.keyboard.press('Meta+b');
  await expect(sidebar).toHaveAttribute('data-state', before ?? '');
});
