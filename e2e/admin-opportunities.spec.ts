import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { anotherPerson, signInAsAdmin } from './support/admin';
import { grantRole } from './support/back-office';
import { createOpportunities, runToken } from './support/fixtures';
import { BASE_URL } from './support/server';

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const cards = (page: Page) => page.getByRole('list', { name: 'Opportunities' }).getByRole('listitem');
const cardOf = (page: Page, title: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });

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

test('admins create, edit, view and delete opportunities', async ({ page }) => {
  const token = runToken();
  await createOpportunities(page, [{ title: `${token} Older`, status: 'closed' }]);
  await signInAsAdmin(page);
  await page.goto('/admin/opportunities');
  await expect(page.getByRole('heading', { name: 'Opportunities', level: 1 })).toBeVisible();
  // Every status is listed, not only open ones.
  await expect(cardOf(page, `${token} Older`).getByText('Status: Closed')).toBeVisible();

  // Create: the shared schema refuses an empty form before anything is sent.
  await page.getByRole('button', { name: 'Create Opportunity' }).click();
  let dialog = page.getByRole('dialog', { name: 'Create Opportunity' });
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
  await dialog.getByLabel('City').fill('Dallas');
  await dialog.getByLabel('Venue').fill('Deep Ellum Hall');
  await dialog.getByLabel('Date', { exact: true }).fill('2031-05-17');
  await dialog.getByLabel('Total spots').fill('4');
  await dialog.getByLabel('Budget range').fill('$200 - $300');
  await dialog.getByLabel('Perks').fill('Free entry for a friend');
  await dialog.getByRole('button', { name: 'Create opportunity' }).click();
  await expect(page.getByText('Opportunity created successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Newest first: the new one sits above the one made before it.
  const titles = await cards(page).getByRole('heading').allTextContents();
  expect(titles.indexOf(title)).toBeGreaterThanOrEqual(0);
  expect(titles.indexOf(title)).toBeLessThan(titles.indexOf(`${token} Older`));
  const card = cardOf(page, title);
  await expect(card.getByText('Status: Draft')).toBeVisible();
  await expect(card.getByText('Type: Community')).toBeVisible();
  await expect(card.getByText('Dallas')).toBeVisible();
  await expect(card.getByText('0 of 4 spots filled')).toBeVisible();
  const view = card.getByRole('link', { name: /View/ });
  const href = await view.getAttribute('href');
  const id = href?.split('/').pop() ?? '';
  expect(href).toBe(`/opportunity/${id}`);

  // Edit: invalid input shows the field's error and saves nothing.
  await card.getByRole('button', { name: 'Edit' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Opportunity' });
  await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue(title);
  await expect(dialog.getByLabel('Date', { exact: true })).toHaveValue('2031-05-17');
  await expect(dialog.getByLabel('Perks')).toHaveValue('Free entry for a friend');
  await dialog.getByLabel('Title', { exact: true }).fill('');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await dialog.getByLabel('Title', { exact: true }).fill('t'.repeat(201));
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByText('Title must be at most 200 characters')).toBeVisible();
  await expect(dialog.getByLabel('Title', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  expect(await storedTitle(page, id)).toBe(title);

  // Invite only is its own choice; it turns the spots off.
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
  await expect(renamedCard.getByText('Invite Only')).toBeVisible();
  expect(await storedTitle(page, id)).toBe(renamed);

  // View opens the public page in a new tab.
  await expect(renamedCard.getByRole('link', { name: /View/ })).toHaveAttribute('rel', /noopener/);
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    renamedCard.getByRole('link', { name: /View/ }).click(),
  ]);
  await expect(tab).toHaveURL(`${BASE_URL}/opportunity/${id}`);
  await expect(tab.getByRole('heading', { name: renamed })).toBeVisible();
  await expect(tab.getByRole('button', { name: 'Invite Only' })).toBeDisabled();
  await tab.close();

  // Back from invite only to three spots.
  await renamedCard.getByRole('button', { name: 'Edit' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Opportunity' });
  await expect(dialog.getByLabel('Invite only')).toBeChecked();
  await dialog.getByLabel('Invite only').uncheck();
  await dialog.getByLabel('Total spots').fill('3');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(renamedCard.getByText('0 of 3 spots filled')).toBeVisible();

  // Delete asks first; Cancel keeps it.
  await renamedCard.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this opportunity?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(renamedCard).toBeVisible();
  await renamedCard.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Opportunity deleted')).toBeVisible();
  await expect(renamedCard).toHaveCount(0);
  expect((await page.request.get(`/api/admin/opportunities/${id}`)).status()).toBe(404);
  await expect(cardOf(page, `${token} Older`)).toBeVisible();
});

test('a save the server refuses shows its message, and the list catches up', async ({ page }) => {
  const token = runToken();
  const [gone] = await createOpportunities(page, [{ title: `${token} Vanishing` }]);
  await signInAsAdmin(page);
  await page.goto('/admin/opportunities');
  const card = cardOf(page, `${token} Vanishing`);
  await card.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Opportunity' });
  // Another admin deletes it meanwhile.
  const deleted = await page.request.delete(`/api/admin/opportunities/${gone?.id}`, { headers: { Origin: BASE_URL } });
  expect(deleted.status()).toBe(204);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Failed to update opportunity')).toBeVisible();
  await expect(page.getByText('Opportunity not found')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toHaveCount(0);
});

test('reviewers cannot open the page', async ({ page, browser }) => {
  const reviewer = await anotherPerson(browser, 'Rory Reviewer');
  await signInAsAdmin(page);
  await grantRole(page, reviewer.email, 'reviewer');
  await reviewer.page.goto('/admin/overview');
  await expect(reviewer.page.getByRole('navigation', { name: 'Admin' }).getByRole('link')).toHaveText([
    'Overview',
    'Applications',
  ]);
  await reviewer.page.goto('/admin/opportunities');
  await expect(reviewer.page.getByText('Access denied - Admin only')).toBeVisible();
  await expect(reviewer.page).toHaveURL(/\/dashboard$/);
  await reviewer.context.close();
});

test('the page and its dialogs work by keyboard and pass axe', async ({ page }) => {
  const token = runToken();
  await createOpportunities(page, [{ title: `${token} Accessible`, city: 'Austin', date: '2031-02-03' }]);
  await signInAsAdmin(page);
  await page.goto('/admin/opportunities');
  await expect(cardOf(page, `${token} Accessible`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Opportunities' })).toHaveAttribute('aria-current', 'page');
  await expectNoSeriousA11yViolations(page);

  const create = page.getByRole('button', { name: 'Create Opportunity' });
  await create.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Create Opportunity' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Create opportunity' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(create).toBeFocused();

  await cardOf(page, `${token} Accessible`).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(cardOf(page, `${token} Accessible`).getByRole('button', { name: 'Delete' })).toBeFocused();
});
