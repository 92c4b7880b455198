import { expect, test } from './support/test';
import { signInAsAdmin } from './support/admin';
import { runStamp } from './support/back-office';
import { applicantWithTrackApplication, type TrackApplicant } from './support/track-applications';

// Issue 41: the applications list read by keyboard, as the application page is (decision 114):
// j and k move between rows (and pages), Enter opens one, x selects it.
test('issue 41: j, k, x and Enter on the applications list', async ({ page, browser }) => {
  test.slow();
  const stamp = runStamp();
  const made: TrackApplicant[] = [];
  for (const name of [`Kay ${stamp}`, `Lou ${stamp}`, `Mo ${stamp}`]) {
    made.push(await applicantWithTrackApplication(browser, { name }));
  }
  const [kay, lou, mo] = made;
  await signInAsAdmin(page);
  // Two rows a page, newest first: Mo, Lou | Kay.
  await page.goto(`/admin/applications?search=${stamp}&pageSize=2`);
  const table = page.getByRole('table', { name: 'Applications' });
  const link = (who: TrackApplicant | undefined) => table.getByRole('link', { name: who?.name ?? '' });
  await expect(link(mo)).toBeVisible();
  await expect(page.getByText('j and k move between rows')).toBeVisible();

  await page.keyboard.press('j');
  await expect(link(mo)).toBeFocused();
  await page.keyboard.press('j');
  await expect(link(lou)).toBeFocused();
  await page.keyboard.press('x');
  await expect(page.getByRole('checkbox', { name: `Select ${lou?.name}` })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Bulk actions' })).toContainText('1 application selected');
  await page.keyboard.press('x');
  await expect(page.getByRole('checkbox', { name: `Select ${lou?.name}` })).not.toBeChecked();

  // Past the page's end: the next page's first row.
  await page.keyboard.press('j');
  await expect(page).toHaveURL(/page=2/);
  await expect(link(kay)).toBeFocused();
  // And back: the previous page's last row.
  await page.keyboard.press('k');
  await expect(page).not.toHaveURL(/page=2/);
  await expect(link(lou)).toBeFocused();
  // Typing in the search box moves nothing.
  await page.getByLabel('Search').focus();
  await page.keyboard.press('j');
  await expect(page.getByLabel('Search')).toHaveValue(`${stamp}j`);
  await page.getByLabel('Search').fill(stamp);

  await link(lou).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/application/${lou?.applicationId}`));
  await expect(page.getByRole('heading', { level: 1, name: lou?.name })).toBeVisible();
});
