import { expect, test } from './support/test';

// Issue 41: Back brings a page back where it was, the first page opened in the tab too (every
// history entry has a key of its own, decision 172), after another page opened by its address.
test('the first page of a tab, left by typing an address, comes back where it was', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/about');
  // Scrolled once the page's script runs: it is what keeps the place (before, nothing does).
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 495));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(495);
  await page.goto('/faq');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(495);
  // And Forward to the other one, at its top.
  await page.goForward();
  await expect(page).toHaveURL(/\/faq$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a reload of the first page keeps its place too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 640));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(640);
  await page.reload();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(640);
});
