import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './support/test';
import { anotherPerson, signInAsAdmin } from './support/admin';
import { grantRole } from './support/back-office';
import { createOpportunities, type OpportunityInput, runToken } from './support/fixtures';
import { BASE_URL } from './support/server';

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

// Issue 19: the list is a table; each row's link opens the opportunity's page, where its card is.
const table = (page: Page) => page.getByRole('table', { name: 'Opportunities' });
const rowLink = (page: Page, title: string) => table(page).getByRole('link', { name: title, exact: true });
const rowOf = (page: Page, title: string) =>
  table(page)
    .locator('tbody tr')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });
const cardOf = (page: Page, title: string) => page.getByRole('article', { name: title });

async function openPage(page: Page, title: string) {
  await rowLink(page, title).click();
  await expect(cardOf(page, title)).toBeVisible();
  return cardOf(page, title);
}

async function storedTitle(page: Page, id: string): Promise<string> {
  const response = await page.request.get(`/api/admin/opportunities/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()).title;
}

test('with no opportunities at all, the page says so and offers to create the first', async ({ page }) => {
  // Every test shares one database, so the empty product is the API's answer for it.
  await page.route('**/api/admin/opportunities?*', (route) =>
    route.fulfill({ json: { items: [], page: 1, pageSize: 20, total: 0 } }),
  );
  await signInAsAdmin(page);
  await page.goto('/admin/opportunities');
  await expect(page.getByText('No opportunities posted yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Create the first opportunity' }).click();
  await expect(page.getByRole('dialog', { name: 'Create Opportunity' })).toBeVisible();
});

// An opportunity made through the API, and the admin list open on it (searched for, as other
// tests add opportunities at the same time).
async function openOnFixture(page: Page, input: OpportunityInput, search = input.title) {
  const [created] = await createOpportunities(page, [input]);
  if (!created) throw new Error('not created');
  await signInAsAdmin(page);
  await page.goto(`/admin/opportunities?search=${encodeURIComponent(search)}`);
  await expect(rowLink(page, input.title)).toBeVisible();
  return created;
}

test('admins create an opportunity: it is checked, saved and shown first', async ({ page }) => {
  const token = runToken();
  await openOnFixture(page, { title: `${token} Older`, status: 'closed' }, token);
  await expect(page.getByRole('heading', { name: 'Opportunities', level: 1 })).toBeVisible();
  // Every status is listed, not only open ones.
  await expect(rowOf(page, `${token} Older`).getByText('Status: Closed')).toBeVisible();

  // The shared schema refuses an empty form before anything is sent.
  await page.getByRole('button', { name: 'Create Opportunity' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Opportunity' });
  await expect(dialog.getByLabel('Type')).toHaveValue('event');
  await expect(dialog.getByLabel('Status')).toHaveValue('draft');
  await expect(dialog.getByLabel('Total spots')).toHaveValue('1');
  await dialog.getByRole('button', { name: 'Create opportunity' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText('Description is required')).toBeVisible();

  const title = `${token} Door Host`;
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByLabel('Description').fill('Run the door at the Saturday show.');
  await dialog.getByLabel('Type').selectOption('community');
  // Issue 41: the public filter's cities (shared/markets.ts).
  await dialog.getByLabel('City').selectOption('Dallas');
  await dialog.getByLabel('Venue').fill('Deep Ellum Hall');
  await dialog.getByLabel('Date', { exact: true }).fill('2031-05-17');
  await dialog.getByLabel('Total spots').fill('4');
  await dialog.getByLabel('Budget range').fill('$200 - $300');
  await dialog.getByLabel('Perks').fill('Free entry for a friend');
  await dialog.getByRole('button', { name: 'Create opportunity' }).click();
  await expect(page.getByText('Opportunity created successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Newest first: the new one sits above the one made before it.
  await expect(rowLink(page, title)).toBeVisible();
  const titles = await table(page).getByRole('link').allTextContents();
  expect(titles.indexOf(title)).toBeGreaterThanOrEqual(0);
  expect(titles.indexOf(title)).toBeLessThan(titles.indexOf(`${token} Older`));
  await expect(rowOf(page, title).getByText('4', { exact: true })).toBeVisible();
  const card = await openPage(page, title);
  await expect(card.getByText('Status: Draft')).toBeVisible();
  await expect(card.getByText('Type: Community')).toBeVisible();
  await expect(card.getByText('Dallas')).toBeVisible();
  await expect(card.getByText('0 of 4 spots filled').first()).toBeVisible();

  // Everything typed was stored.
  await card.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit opportunity' });
  await expect(edit.getByLabel('Title', { exact: true })).toHaveValue(title);
  await expect(edit.getByLabel('Date', { exact: true })).toHaveValue('2031-05-17');
  await expect(edit.getByLabel('Venue')).toHaveValue('Deep Ellum Hall');
  await expect(edit.getByLabel('Perks')).toHaveValue('Free entry for a friend');
});

test('editing refuses invalid input, and invite only is an explicit choice', async ({ page }) => {
  const token = runToken();
  const title = `${token} Door Host`;
  const { id } = await openOnFixture(page, { title, status: 'draft', slotsTotal: 4 });
  const card = await openPage(page, title);

  // Invalid input shows the field's error and saves nothing.
  await card.getByRole('button', { name: 'Edit' }).click();
  let dialog = page.getByRole('dialog', { name: 'Edit opportunity' });
  await dialog.getByLabel('Title', { exact: true }).fill('');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await dialog.getByLabel('Title', { exact: true }).fill('t'.repeat(201));
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByText('Title must be at most 200 characters')).toBeVisible();
  await expect(dialog.getByLabel('Title', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  expect(await storedTitle(page, id)).toBe(title);

  // Invite only turns the spots off.
  const renamed = `${token} Door Lead`;
  await dialog.getByLabel('Title', { exact: true }).fill(renamed);
  await dialog.getByLabel('Status').selectOption('open');
  await dialog.getByLabel('Invite only').check();
  await expect(dialog.getByLabel('Total spots')).toBeDisabled();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Opportunity updated successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  const renamedCard = cardOf(page, renamed);
  await expect(renamedCard.getByText('Status: Open')).toBeVisible();
  // Issue 41: in the facts under the title (the participants' meter says it too).
  await expect(renamedCard.getByText('Invite Only').first()).toBeVisible();
  expect(await storedTitle(page, id)).toBe(renamed);

  // And back to three spots.
  await renamedCard.getByRole('button', { name: 'Edit' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit opportunity' });
  await expect(dialog.getByLabel('Invite only')).toBeChecked();
  await dialog.getByLabel('Invite only').uncheck();
  await dialog.getByLabel('Total spots').fill('3');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(renamedCard.getByText('0 of 3 spots filled').first()).toBeVisible();
});

test('View opens the public page in a new tab', async ({ page }) => {
  const title = `${runToken()} VIP Host`;
  const { id } = await openOnFixture(page, { title, inviteOnly: true });
  const view = (await openPage(page, title)).getByRole('link', { name: /View/ });
  await expect(view).toHaveAttribute('target', '_blank');
  await expect(view).toHaveAttribute('rel', /noopener/);
  const [tab] = await Promise.all([page.context().waitForEvent('page'), view.click()]);
  await expect(tab).toHaveURL(`${BASE_URL}/opportunity/${id}`);
  await expect(tab.getByRole('heading', { name: title })).toBeVisible();
  // Issue 16: an invite-only page says so and offers no way to apply (issue 41: a disabled
  // "Invite Only", spec §2).
  await expect(tab.getByRole('complementary', { name: 'Apply' }).getByText('Invite Only')).toBeVisible();
  await expect(tab.getByRole('button', { name: 'Invite Only' })).toBeDisabled();
  await expect(page).toHaveURL(`/admin/opportunity/${id}`);
});

test('Delete asks first; Cancel keeps the opportunity', async ({ page }) => {
  const token = runToken();
  await createOpportunities(page, [{ title: `${token} Survivor` }]);
  const title = `${token} Doomed`;
  const { id } = await openOnFixture(page, { title });
  const card = await openPage(page, title);

  await card.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this opportunity?' });
  await expect(confirm).toContainText(`'${title}' and every application to it will be deleted.`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toBeVisible();
  expect((await page.request.get(`/api/admin/opportunities/${id}`)).status()).toBe(200);

  await card.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Opportunity deleted')).toBeVisible();
  await expect(card).toHaveCount(0);
  expect((await page.request.get(`/api/admin/opportunities/${id}`)).status()).toBe(404);
  // Back on the list, which no longer has it.
  await expect(page).toHaveURL(/\/admin\/opportunities$/);
  await page.goto(`/admin/opportunities?search=${token}`);
  await expect(rowLink(page, `${token} Survivor`)).toBeVisible();
  await expect(rowLink(page, title)).toHaveCount(0);
});

test('a save the server refuses shows its message, and the list catches up', async ({ page }) => {
  const token = runToken();
  const [gone] = await createOpportunities(page, [{ title: `${token} Vanishing` }]);
  await signInAsAdmin(page);
  await page.goto(`/admin/opportunities?search=${token}`);
  const card = await openPage(page, `${token} Vanishing`);
  await card.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit opportunity' });
  // Another admin deletes it meanwhile.
  const deleted = await page.request.delete(`/api/admin/opportunities/${gone?.id}`, { headers: { Origin: BASE_URL } });
  expect(deleted.status()).toBe(204);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Failed to update opportunity')).toBeVisible();
  await expect(page.getByText('Opportunity not found').first()).toBeVisible();
  // Its page catches up: the opportunity is gone, and so is the form that edited it.
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('main').getByText('Opportunity not found')).toBeVisible();
});

test('reviewers cannot open the page', async ({ page, browser }) => {
  const reviewer = await anotherPerson(browser, 'Rory Reviewer');
  await signInAsAdmin(page);
  await grantRole(page, reviewer, 'reviewer');
  await reviewer.page.goto('/admin/overview');
  await expect(reviewer.page.getByRole('navigation', { name: 'Admin' }).getByRole('link')).toHaveText([
    'Overview',
    'Applications',
    // Issue 45 (D35): the threads of the track applications they review.
    'Messages',
    // Issue 19: the funnel of the tracks (D12).
    'Analytics',
  ]);
  await reviewer.page.goto('/admin/opportunities');
  await expect(reviewer.page.getByText('Access denied - Admin only')).toBeVisible();
  await expect(reviewer.page).toHaveURL(/\/dashboard$/);
  await reviewer.context.close();
});

test('the page, its form and its delete question pass axe', async ({ page }) => {
  // Three whole-page analyses: on a busy machine they alone come near the default timeout.
  test.slow();
  const title = `${runToken()} Accessible`;
  await openOnFixture(page, { title, city: 'Austin', date: '2031-02-03' });
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Create Opportunity' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Opportunity' });
  await dialog.getByRole('button', { name: 'Create opportunity' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await (await openPage(page, title)).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('works by keyboard: dialogs open with Enter, close with Escape and give focus back', async ({ page }) => {
  const title = `${runToken()} Keyboard`;
  await openOnFixture(page, { title });
  await expect(page.getByRole('link', { name: 'Opportunities' })).toHaveAttribute('aria-current', 'page');

  const create = page.getByRole('button', { name: 'Create Opportunity' });
  await create.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Create Opportunity' });
  await expect(dialog.getByLabel('Title', { exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(create).toBeFocused();

  const edit = (await openPage(page, title)).getByRole('button', { name: 'Edit' });
  await edit.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Edit opportunity' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(edit).toBeFocused();

  const remove = cardOf(page, title).getByRole('button', { name: 'Delete' });
  await remove.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this opportunity?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();
});
