import { expect, test } from './support/test';
import { createOpportunities, runToken } from './support/fixtures';
import { expectHomeNavigationShownPast300px } from './support/home-header';

// D28: the public pages arrive as complete HTML, read well before (or without) any script,
// and the browser takes over without a jump.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every public page reads fully and its links work', async ({ page }) => {
    const token = runToken();
    const [opportunity] = await createOpportunities(page, [
      {
        title: `${token} Rooftop Sunset Set`,
        description: 'Two hours of warm-up house on the roof.',
        city: 'Austin',
        venue: 'The Roof',
        budgetRange: '$300–$500',
        date: '2031-06-14',
      },
    ]);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Backline' })).toBeVisible();
    await expect(page.getByText('Apply once, get discovered anywhere.')).toBeVisible();

    for (const [path, heading] of [
      ['/about', 'The crew behind the crew'],
      ['/our-story', 'It started with one night'],
      ['/faq', 'Questions, answered'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
    await page.getByText('How long does it take to hear back?').click();
    await expect(page.getByText('within two weeks')).toBeVisible();

    await page.goto('/apply');
    await expect(page.getByRole('heading', { level: 1, name: 'Apply to talent' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/auth\?mode=sign-up$/);

    // The list with its filters from the address: real cards, with links that work.
    await page.goto(`/opportunities?q=${token}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Opportunities' })).toBeVisible();
    const card = page.getByRole('article', { name: `${token} Rooftop Sunset Set` });
    await expect(card).toContainText('Two hours of warm-up house on the roof.');
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/opportunity/${opportunity?.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: `${token} Rooftop Sunset Set` })).toBeVisible();
    await expect(page.getByText('Two hours of warm-up house on the roof.')).toBeVisible();
    await expect(page.getByText('The Roof').first()).toBeVisible();
    await page.getByRole('link', { name: 'Back to opportunities' }).click();
    await expect(page).toHaveURL(/\/opportunities$/);
  });

  // Decision 141: a tap on the phone menu before the page's script has run is not lost.
  test('on a phone, the menu opens and its links work', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/faq');
    const header = page.locator('header');
    await expect(header.getByRole('link', { name: 'About' })).toBeHidden();
    await header.getByRole('link', { name: 'Open menu' }).click();
    await expect(header.getByRole('link', { name: 'Opportunities' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
    // Opened at the top of the page, the page stays where it was.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await header.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(header.getByRole('link', { name: 'About' })).toBeHidden();
  });

  // Decision 141: the scroll itself shows the home page's header before the script runs.
  test("the home page's navigation shows once the page is scrolled past 300px", async ({ page }) => {
    await expectHomeNavigationShownPast300px(page);
  });
});

test('a phone menu opened before the script ran stays open once it runs, and closes', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/faq');
  const menuId = await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-controls');
  // The address the menu's link leaves before the script runs, loaded afresh.
  await page.goto('/about');
  await page.goto(`/faq#${menuId}`);
  const header = page.locator('header');
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(header.getByRole('link', { name: 'Opportunities' })).toBeVisible();
  // The address no longer names the menu: a reload shows the page with its menu closed.
  await expect(page).toHaveURL(/\/faq$/);
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(header.getByRole('link', { name: 'Opportunities' })).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  await expect(header.getByRole('link', { name: 'Opportunities' })).toBeHidden();
});

test('the opportunity page does not move when the browser takes over', async ({ page }) => {
  const [opportunity] = await createOpportunities(page, [
    {
      title: `${runToken()} Warehouse Door Host`,
      description: 'Greet the line, check the list.\n\nKeep the night moving.',
      city: 'Dallas',
      venue: 'Warehouse 9',
      budgetRange: '$150',
      date: '2031-07-04',
      responsibilities: 'Check IDs\nRun the guest list',
      perks: 'Dinner before doors',
    },
  ]);
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') consoleErrors.push(message.text());
  });
  await page.goto(`/opportunity/${opportunity?.id}`);
  const heading = page.getByRole('heading', { level: 1 });
  const before = await heading.boundingBox();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: /^Share / })).toBeEnabled();
  expect(await heading.boundingBox()).toEqual(before);
  expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.01);
  expect(consoleErrors).toEqual([]);
});

test('a page opened after scrolling another starts at its top; Back returns to the place', async ({ page }) => {
  await page.goto('/faq');
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  // By its address.
  await page.goto('/about');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // By a link inside the app, after scrolling (once the page's script runs: before, the link is
  // the server's, a whole new page).
  await page.waitForLoadState('networkidle');
  await page.mouse.wheel(0, 800);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('text is sent compressed, built assets precompressed with a long cache', async ({ page }) => {
  const html = await page.request.get('/opportunities', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(html.status()).toBe(200);
  expect(html.headers()['content-encoding']).toBe('br');
  const script = /<script type="module" crossorigin src="([^"]+)"/.exec(await html.text())?.[1];
  expect(script).toMatch(/^\/assets\/.+\.js$/);

  const brotli = await page.request.get(script ?? '', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(brotli.headers()['cache-control']).toContain('immutable');
  const gzip = await page.request.get(script ?? '', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');

  const gzipped = await page.request.get('/faq', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzipped.headers()['content-encoding']).toBe('gzip');
  expect(await gzipped.text()).toContain('<div id="root"><');
});
