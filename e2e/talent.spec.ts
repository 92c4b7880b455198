import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import { anotherPerson, signInAsAdmin } from './support/admin';
import { createOpportunities, giveProfile, runToken } from './support/fixtures';

test('an admin finds people on the talent page by filters in the address and invites the ones selected (issue 20)', async ({
  page,
  browser,
}) => {
  test.slow();
  const token = runToken();
  const title = `Talent night ${token}`;
  await createOpportunities(page, [{ title, slotsTotal: 3 }]);
  const first = await anotherPerson(browser, `Ana ${token}`);
  const second = await anotherPerson(browser, `Ben ${token}`);
  await Promise.all([giveProfile(first.page), giveProfile(second.page)]);

  await signInAsAdmin(page);
  await page.goto('/admin/overview');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Talent' }).click();
  await expect(page.getByRole('heading', { name: 'Talent', level: 1 })).toBeVisible();
  await page.getByLabel('Search').fill(token);
  await expect(page).toHaveURL(new RegExp(`q=${token}`));
  const results = page.getByRole('list', { name: 'Talent results' }).getByRole('listitem');
  await expect(results).toHaveCount(2);
  await page.getByLabel('Sort by').selectOption('name');
  await page.getByLabel('Age').selectOption('21-24');
  await expect(page).toHaveURL(/age=21-24/);
  await expect(results.first()).toContainText(`Ana ${token}`);
  await page.getByLabel('Rank').selectOption('legend');
  await expect(page.getByText('Nobody matches')).toBeVisible();
  // The filters live in the address: going back restores the results.
  await page.goBack();
  await expect(results).toHaveCount(2);
  await expect(page.getByLabel('Rank')).toHaveValue('');
  await expect(
    (await new AxeBuilder({ page }).include('main').analyze()).violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    ),
  ).toEqual([]);

  await page.getByRole('checkbox', { name: `Select Ana ${token}` }).check();
  await page.getByRole('checkbox', { name: `Select Ben ${token}` }).check();
  await page.getByRole('button', { name: 'Invite selected (2)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite to an opportunity' });
  await expect(dialog).toContainText(`Ana ${token}, Ben ${token}`);
  await dialog.getByLabel('Find an opportunity').fill(token);
  await expect(dialog.getByLabel('Opportunity', { exact: true }).locator('option', { hasText: title })).toHaveCount(1);
  await dialog.getByLabel('Opportunity', { exact: true }).selectOption({ label: title });
  await dialog.getByRole('button', { name: 'Send invitations' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: '2 invitations sent' })).toBeVisible();

  // Each result links to the person's user page.
  await results
    .filter({ hasText: `Ben ${token}` })
    .getByRole('link', { name: `Ben ${token}` })
    .click();
  await expect(page.getByRole('heading', { name: `Ben ${token}`, level: 1 })).toBeVisible();

  await second.page.goto('/dashboard');
  await expect(second.page.getByRole('listitem', { name: `Invitation to ${title}` })).toContainText('Invited');
});
