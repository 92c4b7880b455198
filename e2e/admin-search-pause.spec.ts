import { expect, type Page, test } from './support/test';
import { anotherPerson, signInAsAdmin } from './support/admin';
import { createOpportunities, runToken } from './support/fixtures';

// Issue 41: a row opened while the search box's pause is running must stay open. The next page
// is held back (its chunk arrives a moment late), as on a slow connection, so the list is still
// shown when the pause ends.
async function slowChunk(page: Page, name: string) {
  await page.route(new RegExp(`/assets/${name}-[^/]+\\.js$`), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
}

// The list's answer to the typed search is held back too: on a busy machine the pause can end
// before the click, and the row must still be there to be clicked (the list keeps its rows while
// the next answer loads). On a quick one the click lands inside the pause, the case at stake.
async function slowSearch(page: Page, typed: string) {
  await page.route(
    (url) => url.pathname.startsWith('/api/') && url.searchParams.get('search') === typed,
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue().catch(() => {});
    },
  );
}

test('issue 41: a user opened during the search pause is not left for the list', async ({ page, browser }) => {
  const token = runToken();
  const person = await anotherPerson(browser, `Pause ${token}`);
  await person.context.close();
  await signInAsAdmin(page);
  await slowChunk(page, 'admin-user-page');
  await slowSearch(page, `${token} more`);
  await page.goto(`/admin/users?search=${token}`);
  const row = page.getByRole('table', { name: 'Users' }).getByRole('link', { name: `Pause ${token}` });
  await expect(row).toBeVisible();

  await page.getByLabel('Search').fill(`${token} more`);
  await row.click();
  await expect(page.getByRole('heading', { name: `Pause ${token}`, level: 1 })).toBeVisible();
  // Well past the pause: the address is still the person's.
  await page.waitForTimeout(1_000);
  await expect(page).toHaveURL(/\/admin\/user\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: `Pause ${token}`, level: 1 })).toBeVisible();
});

test('issue 41: an opportunity opened during the search pause is not left for the list', async ({ page }) => {
  const token = runToken();
  const [opportunity] = await createOpportunities(page, [{ title: `Pause night ${token}` }]);
  await signInAsAdmin(page);
  await slowChunk(page, 'admin-opportunity-page');
  await slowSearch(page, `${token} more`);
  await page.goto(`/admin/opportunities?search=${token}`);
  const row = page.getByRole('table', { name: 'Opportunities' }).getByRole('link', { name: `Pause night ${token}` });
  await expect(row).toBeVisible();

  await page.getByLabel('Search').fill(`${token} more`);
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/admin/opportunity/${opportunity?.id}$`));
  await expect(page.getByRole('heading', { name: `Pause night ${token}`, level: 1 })).toBeVisible();
  await page.waitForTimeout(1_000);
  await expect(page).toHaveURL(new RegExp(`/admin/opportunity/${opportunity?.id}$`));
});
