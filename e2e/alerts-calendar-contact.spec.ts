import { expect, test } from './support/test';
import { signUpViaApi } from './support/accounts';
import { axeFindings, WIDTHS } from './support/axe';
import { runToken } from './support/fixtures';

// Issue 41: "Save as alert" names itself after the search and says its errors on the form; the
// calendar feed has Copy and links to the calendar apps; the unsubscribe page has the app's
// look; the contact form's fields line up.

test('Save as alert starts named after the search, and says a refused name on the form', async ({ page }) => {
  await signUpViaApi(page);
  const city = `Alertcity${runToken()}`;
  await page.goto(`/opportunities?type=event&city=${city}`);
  await expect(page.getByRole('heading', { name: 'Opportunities', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Save as alert' }).click();
  const name = page.getByLabel('Alert name');
  await expect(name).toHaveValue(`Event · ${city}`);

  await name.fill('');
  await page.getByRole('button', { name: 'Save as alert' }).click();
  await expect(name).toHaveAccessibleDescription('Name your alert');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();
  // The server said it, not a browser bubble: the field is not `required` and the form does not validate.
  expect(await name.evaluate((input: HTMLInputElement) => input.required || !input.form?.noValidate)).toBe(false);
  expect(await axeFindings(page, 'main')).toEqual([]);

  await name.fill('Nights in town');
  await page.getByRole('button', { name: 'Save as alert' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Alert saved' })).toBeVisible();
  const saved = await (await page.request.get('/api/alerts')).json();
  expect(saved.items.map((item: { name: string }) => item.name)).toEqual(['Nights in town']);
});

test('the calendar feed copies with one click and opens in Google and Apple Calendar', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpViaApi(page);
  await page.goto('/settings#calendar');
  const section = page.getByRole('region', { name: 'Calendar feed' });
  await section.getByRole('button', { name: 'Make my calendar feed' }).click();
  const address = section.getByLabel('Your calendar feed address (copy it now: it is shown once)');
  await expect(address).toHaveValue(/\/api\/calendar\/feed\/[\w-]+$/);
  const url = await address.inputValue();

  await section.getByRole('button', { name: 'Copy' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Calendar feed address copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  const webcal = url.replace(/^https?:/, 'webcal:');
  await expect(section.getByRole('link', { name: 'Add to Apple Calendar' })).toHaveAttribute('href', webcal);
  const google = section.getByRole('link', { name: /^Add to Google Calendar/ });
  await expect(google).toHaveAttribute(
    'href',
    `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
  );
  await expect(google).toHaveAttribute('target', '_blank');
  // The feed itself answers calendar apps.
  const feed = await page.request.get(new URL(url).pathname);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    expect(await axeFindings(page)).toEqual([]);
  }
});

test('the unsubscribe page has the app’s fonts, logo and card, at 390 and 1366 px', async ({ page }) => {
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    const response = await page.goto('/alerts/unsubscribe?token=garbage');
    expect(response?.status()).toBe(400);
    await expect(page.getByRole('heading', { level: 1, name: 'Link not valid' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Backline home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Manage your alerts' })).toHaveAttribute('href', '/settings#alerts');
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Inter Variable"/);
    expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
    expect(await page.evaluate(() => document.querySelectorAll('script').length)).toBe(0);
    expect(await axeFindings(page)).toEqual([]);
  }
});

test('the contact form’s name and email line up, and the page has no axe finding at 390 and 1366 px', async ({
  page,
}) => {
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Message the team' });
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('alert')).toBeVisible();
    if (viewport.width === 1366) {
      const name = await form.getByLabel('Your name (optional)').boundingBox();
      const email = await form.getByLabel('Your email').boundingBox();
      expect(name?.y).toBe(email?.y);
      expect(name?.height).toBe(email?.height);
    }
    expect(await axeFindings(page)).toEqual([]);
  }
});
