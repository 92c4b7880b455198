import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import { signUpViaApi } from './support/accounts';
import { submitTrackApplicationViaApi } from './support/onboarding';

test.describe('dashboard /dashboard', () => {
  test('sends signed-out visitors to /auth, which brings them back (D27)', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard$/);
  });

  test('shows a new person every section', async ({ page }) => {
    await signUpViaApi(page, { name: 'Riley Quinn' });
    await page.goto('/dashboard');
    const main = page.getByRole('main');

    await expect(main.getByRole('heading', { level: 1, name: 'Riley Quinn' })).toBeVisible();
    await expect(main.getByText("you're part of backline")).toBeVisible();
    await expect(page.getByRole('list', { name: 'About you' })).toHaveCount(0);

    // Completeness: only the name of the six checks is filled (1/6 = 17%): the words say so.
    await expect(page.getByTestId('profile-completeness')).toHaveText('17%');
    await expect(main.getByText('just getting started')).toBeVisible();
    await expect(main.getByText('almost there')).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'complete profile' })).toHaveAttribute('href', '/profile');

    // Issue 16: the next step is the primary action, the track application.
    await expect(main.getByRole('heading', { name: 'Get on the right track' })).toBeVisible();
    // The next step's card and the track card both lead into the wizard.
    await expect(main.getByRole('link', { name: 'Start your application', exact: true }).first()).toHaveAttribute(
      'href',
      '/application',
    );
    // The next step's card and the track card both lead into the wizard.
    await expect(main.getByRole('link', { name: 'Start your application', exact: true }).first()).toHaveAttribute(
      'href',
      '/application',
    );
    await expect(main.getByRole('link', { name: 'Account settings' })).toHaveAttribute('href', '/settings');
    await expect(main.getByRole('link', { name: 'contact the team' })).toHaveAttribute('href', '/contact');

    await expect(page.getByTestId('applications-count')).toHaveText('0');
    await expect(main.getByRole('link', { name: 'start by browsing open roles' })).toHaveAttribute(
      'href',
      '/opportunities',
    );

    const mine = main.getByRole('region', { name: 'my applications' });
    await expect(mine.getByText('no applications yet')).toBeVisible();
    await expect(mine.getByRole('link', { name: 'Browse opportunities' })).toHaveAttribute('href', '/opportunities');

    const positions = main.getByRole('region', { name: 'available positions' });
    await expect(positions.getByRole('link', { name: 'view all' })).toHaveAttribute('href', '/opportunities');

    await expect(main.getByRole('link', { name: 'learn more about backline' })).toHaveAttribute('href', '/about');

    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Backline home' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Browse opportunities' })).toHaveAttribute('href', '/opportunities');
    await expect(nav.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    await expect(page.getByRole('banner')).toHaveCSS('position', 'sticky');

    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  test('after the wizard: name, city, two markets, role types and the track application', async ({ page }) => {
    await signUpViaApi(page, { name: 'Andre Ruiz' });
    await submitTrackApplicationViaApi(page);
    await page.goto('/dashboard');
    // Three target markets were chosen; the header shows two, and not the city again (D29).
    await expect(page.getByRole('list', { name: 'About you' }).getByRole('listitem')).toHaveText([
      'City: Austin',
      'Market: Houston',
      'Market: Dallas',
      'Track: Ops',
    ]);
    await expect(page.getByRole('main').getByText('Ops', { exact: true })).toBeVisible();
    await expect(page.locator('[data-status="submitted"]')).toHaveText('submitted');
    // D11: submitted is blue.
    await expect(page.locator('[data-status="submitted"]')).toHaveClass(/bg-blue-500/);
    // Age, city, state, markets are in; phone and skills are not: 4/6.
    await expect(page.getByTestId('profile-completeness')).toHaveText('67%');
  });

  test("on a phone, 'My applications' comes before the figures; the next step comes first", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpViaApi(page);
    await page.goto('/dashboard');
    const main = page.getByRole('main');
    const top = async (name: string) => (await main.getByRole('heading', { name, exact: true }).boundingBox())?.y ?? 0;
    await expect(main.getByRole('heading', { name: 'My applications' })).toBeVisible();
    expect(await top('Get on the right track')).toBeLessThan(await top('My applications'));
    expect(await top('My applications')).toBeLessThan(await top('Profile'));
    expect(await top('Profile')).toBeLessThan(await top('Available positions'));
    // On a wide screen the figures sit above the list.
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await top('Profile')).toBeLessThan(await top('My applications'));
  });

  test('the mobile menu holds the links and Sign out returns to /', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpViaApi(page);
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Browse opportunities' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard$/);
  });

  test('goes to /auth when the session ends while the page is open', async ({ page, context }) => {
    await signUpViaApi(page);
    await page.goto('/dashboard');
    await expect(page.getByTestId('profile-completeness')).toBeVisible();

    const otherTab = await context.newPage();
    await otherTab.goto('/about');
    // Its script has taken over, so its Sign out tells the other tabs at once (before that, the
    // form signs out without telling them: decision 136).
    await otherTab.waitForLoadState('networkidle');
    await otherTab.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign out' }).click();
    await expect(otherTab).toHaveURL(/\/$/);

    await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard$/);
  });

  test('goes to /auth when the server no longer honours the session', async ({ page, context }) => {
    await signUpViaApi(page);
    await page.goto('/dashboard');
    await expect(page.getByTestId('profile-completeness')).toBeVisible();
    // The session is revoked elsewhere (same cookie, signed out through the API).
    const cookies = await context.cookies();
    const revoker = await context.browser()?.newContext();
    if (!revoker) throw new Error('no browser');
    await revoker.addCookies(cookies);
    const revokePage = await revoker.newPage();
    const response = await revokePage.request.post('/api/auth/sign-out', {
      data: {},
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(response.status()).toBe(200);
    await revoker.close();

    // The next call (here: coming back to the tab) is refused and the page leaves.
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?next=%2Fdashboard$/);
  });
});
