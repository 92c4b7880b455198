import { expect, type Page } from '@playwright/test';

// spec §2: on the home page the navigation stays hidden until the page is scrolled past 300px,
// and hides again back at the top (with the script, and before it runs: decision 141).
export async function expectHomeNavigationShownPast300px(page: Page): Promise<void> {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 250));
  await expect(nav).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 420));
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(nav).toBeHidden();
}
