import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import { expectHomeNavigationShownPast300px } from './support/home-header';

async function expectNoSeriousA11yViolations(page: import('@playwright/test').Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('home', () => {
  test('shows the hero, categories, how it works, stats and the closing call to action', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Backline' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Join Backline' })).toHaveAttribute('href', '/auth?mode=sign-up');
    await expect(page.getByRole('link', { name: 'View Public Opportunities' })).toHaveAttribute(
      'href',
      '/opportunities',
    );
    await expect(page.getByText('Apply once, get discovered anywhere.')).toBeVisible();

    // Issue 41: each card opens the list searched for its kinds of role (e2e/home-and-layout.spec.ts).
    for (const [title, detail] of [
      ['Join the Team', 'Operations, booking, production'],
      ['Perform', 'Artists, DJs, hosts'],
      ['Create', 'Photo, video, design, edit'],
      ['Partner', 'Frats, venues, brands, charities'],
    ]) {
      const card = page.getByRole('link', { name: `${title} ${detail}` });
      await expect(card).toHaveAttribute('href', /^\/opportunities\?q=.+/);
    }

    const steps = page.getByRole('region', { name: 'How it works' }).getByRole('listitem');
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(0)).toContainText('Create your profile');
    await expect(steps.nth(1)).toContainText('Get reviewed');
    await expect(steps.nth(2)).toContainText('Get booked');

    for (const figure of ['5M+', '500K+', '15+']) await expect(page.getByText(figure, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create your profile' })).toHaveAttribute('href', '/auth?mode=sign-up');
    await expectNoSeriousA11yViolations(page);
  });

  test('hides the navigation until the page is scrolled past 300px', async ({ page }) => {
    await expectHomeNavigationShownPast300px(page);
  });

  test('the join call to action leads to the sign-up form', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Join Backline' }).click();
    await expect(page).toHaveURL(/\/auth\?mode=sign-up$/);
    await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
  });
});

test.describe('shared layout', () => {
  test('shows the navigation at once on other pages, and the footer', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    for (const name of ['About', 'FAQ', 'Opportunities', 'Sign in']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    const footer = page.getByRole('contentinfo');
    for (const name of ['About', 'FAQ', 'Opportunities', 'Contact']) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Backline`);
    await nav.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
  });

  test('on a phone, the menu toggle repeats the links', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/faq');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator('header [id]').filter({ has: page.getByRole('link', { name: 'About' }) });
    await expect(menu.getByRole('link', { name: 'Opportunities' })).toBeVisible();
    await menu.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  });
});

test.describe('about and our story', () => {
  test('about tells the mission, belief and promise and leads on', async ({ page }) => {
    await page.goto('/about');
    for (const heading of ['Our mission', 'What we believe', 'Our promise']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'create your profile' })).toHaveAttribute('href', '/auth?mode=sign-up');
    await page.getByRole('link', { name: 'Read our story' }).click();
    await expect(page).toHaveURL(/\/our-story$/);
    await expect(page.getByText('about three thousand people')).toBeVisible();
    await expect(page.getByText('$62,000')).toBeVisible();
    await expect(page.getByText('sixty-two thousand dollars for charity')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('faq', () => {
  test('has six questions and keeps one open at a time', async ({ page }) => {
    await page.goto('/faq');
    const questions = page.getByRole('main').locator('summary');
    await expect(questions).toHaveCount(6);

    await questions.nth(0).click();
    await expect(page.getByText('within two weeks')).toBeVisible();
    await questions.nth(1).click();
    await expect(page.getByText('reapply 30 days after')).toBeVisible();
    await expect(page.getByText('within two weeks')).toBeHidden();
    await expect(page.getByRole('main').locator('details').nth(0)).not.toHaveAttribute('open');

    await questions.nth(2).click();
    await expect(page.getByText(/Roles are nationwide.*fully remote/)).toBeVisible();
    await questions.nth(3).click();
    await expect(page.getByText('Each application is reviewed individually')).toBeVisible();
    await questions.nth(4).click();
    await expect(page.getByText('Status updates appear in your dashboard')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('apply landing', () => {
  test('signed out: create an account or sign in', async ({ page }) => {
    await page.goto('/apply');
    await expect(page.getByRole('heading', { name: 'Apply to talent' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      '/auth?mode=sign-up',
    );
    await expect(page.getByRole('link', { name: 'Already have an account? Sign in' })).toHaveAttribute(
      'href',
      '/auth?mode=sign-in',
    );
    await expect(page.getByRole('link', { name: 'Start application' })).toHaveCount(0);
  });
});

test.describe('unknown pages', () => {
  test('show the 404 page with a link home, with status 404', async ({ page }) => {
    const response = await page.goto('/this/does/not/exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
