import { expect, test } from './support/test';
import { E2E_ADMIN, signInViaApi, signUpViaApi } from './support/accounts';
import { createOpportunities, runToken } from './support/fixtures';

test.describe('the tag manager (admins)', () => {
  test('creates a tag, adds an existing one and removes one', async ({ page }) => {
    const token = runToken();
    const [gig] = await createOpportunities(page, [{ title: `${token} Rooftop`, tags: [`${token}-sunset`] }]);
    await createOpportunities(page, [{ title: `${token} Other`, tags: [`${token}-house`] }]);
    await signInViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto(`/opportunity/${gig?.id}`);

    const manager = page.getByRole('region', { name: 'Manage tags' });
    const onOpportunity = manager.getByRole('list', { name: 'Tags on this opportunity' });
    await expect(onOpportunity).toContainText(`${token}-sunset`);

    await manager.getByRole('button', { name: 'Create tag' }).click();
    await expect(manager.getByText('Tag name is required')).toBeVisible();
    await manager.getByLabel('New tag').fill(`  ${token}-rooftop  `);
    await manager.getByRole('button', { name: 'Create tag' }).click();
    await expect(page.getByText('Tag added')).toBeVisible();
    await expect(onOpportunity).toContainText(`${token}-rooftop`);
    await expect(page.getByRole('list', { name: 'Tags', exact: true })).toContainText(`${token}-rooftop`);

    await manager.getByLabel('Add an existing tag').selectOption({ label: `${token}-house` });
    await manager.getByRole('button', { name: 'Add tag' }).click();
    await expect(onOpportunity).toContainText(`${token}-house`);

    await manager.getByRole('button', { name: `Remove tag ${token}-sunset` }).click();
    await expect(page.getByText('Tag removed')).toBeVisible();
    await expect(onOpportunity).not.toContainText(`${token}-sunset`);

    // A label that exists already cannot be created again.
    await manager.getByLabel('New tag').fill(`${token}-HOUSE`);
    await manager.getByRole('button', { name: 'Create tag' }).click();
    await expect(page.getByText('Failed to create tag')).toBeVisible();

    await page.reload();
    await expect(onOpportunity).toContainText(`${token}-rooftop`);
    await expect(onOpportunity).toContainText(`${token}-house`);
    await expect(onOpportunity).not.toContainText(`${token}-sunset`);
  });

  test("shows 'Failed to add tag' and 'Failed to remove tag' when the server refuses", async ({ page }) => {
    const token = runToken();
    const [gig] = await createOpportunities(page, [{ title: `${token} Refused`, tags: [`${token}-a`] }]);
    await createOpportunities(page, [{ title: `${token} Holder`, tags: [`${token}-b`] }]);
    await signInViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.goto(`/opportunity/${gig?.id}`);
    await page.route('**/api/admin/opportunities/*/tags/*', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'INTERNAL_ERROR', message: 'x' } } }),
    );
    const manager = page.getByRole('region', { name: 'Manage tags' });
    await manager.getByLabel('Add an existing tag').selectOption({ label: `${token}-b` });
    await manager.getByRole('button', { name: 'Add tag' }).click();
    await expect(page.getByText('Failed to add tag')).toBeVisible();
    await manager.getByRole('button', { name: `Remove tag ${token}-a` }).click();
    await expect(page.getByText('Failed to remove tag')).toBeVisible();
  });

  test('people who are not admins see no tag manager', async ({ page }) => {
    const [gig] = await createOpportunities(page, [{ title: `${runToken()} Public` }]);
    await page.goto(`/opportunity/${gig?.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Manage tags' })).toHaveCount(0);
    await signUpViaApi(page);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Apply now' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Manage tags' })).toHaveCount(0);
  });

  test('comes with the page script, never before it', async ({ browser, page }) => {
    // An admin's opportunity page is rendered on the server (D28): before its script runs, a
    // click would submit the form to the page's own address and be lost. Issue 41: the manager
    // (loaded apart) is drawn once the script runs, never by the server, whose render could not
    // wait for it (React error #419).
    const [gig] = await createOpportunities(page, [{ title: `${runToken()} Early Tags` }]);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const early = await context.newPage();
    await signInViaApi(early, E2E_ADMIN.email, E2E_ADMIN.password);
    await early.goto(`/opportunity/${gig?.id}`);
    await expect(early.getByRole('heading', { level: 1, name: gig?.title })).toBeVisible();
    await expect(early.getByRole('region', { name: 'Manage tags' })).toHaveCount(0);
    await context.close();
  });
});
