import { expect, test } from './support/test';
import { signInAsAdmin } from './support/admin';
import { axeFindings, WIDTHS } from './support/axe';
import { createOpportunities, runToken } from './support/fixtures';

// Issue 41: the create and edit dialog takes the opportunity's tags, and its City is the public
// filter's list (shared/markets.ts).
test('issue 41: tags and the city in the opportunity dialog', async ({ page }) => {
  test.slow();
  const token = runToken();
  const existingTag = `Rooftop ${token}`;
  const newTag = `Vinyl ${token}`;
  // A tag that exists already (made with another opportunity).
  await createOpportunities(page, [{ title: `Tagged ${token}`, tags: [existingTag] }]);
  await signInAsAdmin(page);

  // The public filter's cities.
  await page.goto('/opportunities');
  const publicCities = (await page.getByLabel('City').first().locator('option').allTextContents()).filter(
    (city) => city !== 'All cities',
  );
  expect(publicCities.length).toBeGreaterThan(3);

  await page.goto('/admin/opportunities');
  await page.getByRole('button', { name: 'Create Opportunity' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Opportunity' });
  const cities = (await dialog.getByLabel('City').locator('option').allTextContents()).filter(
    (city) => city !== 'No city',
  );
  expect(cities).toEqual(publicCities);
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    expect(await axeFindings(page, '[role="dialog"]')).toEqual([]);
  }

  const title = `Dialog night ${token}`;
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('A night for the dialog.');
  await dialog.getByLabel('Status').selectOption('open');
  await dialog.getByLabel('City').selectOption('Houston');
  await dialog.getByRole('group', { name: 'Tags' }).getByLabel(existingTag).check();
  // Enter in "New tag" makes the tag, chosen, without sending the form.
  await dialog.getByLabel('New tag').fill(newTag);
  await dialog.getByLabel('New tag').press('Enter');
  await expect(dialog.getByRole('group', { name: 'Tags' }).getByLabel(newTag)).toBeChecked();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Create opportunity' }).click();
  await expect(page.getByText('Opportunity created successfully!')).toBeVisible();

  await page.goto(`/admin/opportunities?search=${encodeURIComponent(title)}`);
  await page.getByRole('table', { name: 'Opportunities' }).getByRole('link', { name: title }).click();
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details).toContainText(existingTag);
  await expect(details).toContainText(newTag);
  await expect(page.getByRole('article', { name: title })).toContainText('City: Houston');

  // Edit: take one tag away.
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit opportunity' });
  await expect(edit.getByLabel('City')).toHaveValue('Houston');
  await expect(edit.getByRole('group', { name: 'Tags' }).getByLabel(existingTag)).toBeChecked();
  await edit.getByRole('group', { name: 'Tags' }).getByLabel(existingTag).uncheck();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Opportunity updated successfully!')).toBeVisible();
  await expect(details).not.toContainText(existingTag);
  await expect(details).toContainText(newTag);
});
