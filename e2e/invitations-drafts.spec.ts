import { expect, test } from './support/test';
import { anotherPerson, signInAsAdmin } from './support/admin';
import { axeFindings } from './support/axe';
import { apiPost } from './support/accounts';
import { createOpportunities, giveProfile, runToken } from './support/fixtures';

// Issue 41 (D32, docs/decisions/161): a draft's page is a 404 to the invitee, so drafts are not
// offered; the invitation card keeps its badge beside the title.
test('issue 41: drafts are not offered for invitations, and the invitation card keeps its badge in place', async ({
  page,
  browser,
}) => {
  test.slow();
  const token = runToken();
  const open = `Harbour night with a rather long title to wrap ${token}`;
  const draft = `Harbour draft ${token}`;
  const [opened, drafted] = await createOpportunities(page, [
    { title: open, city: 'Austin', venue: 'Pier 4', date: '2031-06-06' },
    { title: draft, status: 'draft' },
  ]);
  const name = `Ines ${token}`;
  const person = await anotherPerson(browser, name);
  await giveProfile(person.page);

  await signInAsAdmin(page);
  // The server refuses a draft whatever the page offers.
  const refused = await apiPost(page, '/api/admin/invitations', {
    opportunityId: drafted?.id,
    personIds: [(await (await person.page.request.get('/api/session')).json()).person.id],
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).error.message).toBe('Nobody can be invited to a draft: open the opportunity first');

  await page.goto(`/admin/users?search=${token}`);
  await page.getByRole('table', { name: 'Users' }).getByRole('link', { name }).click();
  await page.getByRole('button', { name: 'Invite to an opportunity' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite to an opportunity' });
  await dialog.getByLabel('Find an opportunity').fill(token);
  const options = dialog.getByLabel('Opportunity', { exact: true }).locator('option');
  await expect(options.filter({ hasText: open })).toHaveCount(1);
  await expect(options.filter({ hasText: draft })).toHaveCount(0);
  await dialog.getByLabel('Opportunity', { exact: true }).selectOption(opened?.id ?? '');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Invitation sent' })).toBeVisible();

  // A draft's own page says why it takes no invitations.
  await page.goto(`/admin/opportunity/${drafted?.id}`);
  await expect(page.getByText('Open this opportunity to invite people')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invite people' })).toHaveCount(0);

  // On a phone, the badge stays in the card's top corner, beside the title, not under the date.
  await person.page.setViewportSize({ width: 390, height: 844 });
  await person.page.goto('/dashboard');
  const card = person.page.getByRole('listitem', { name: `Invitation to ${open}` });
  const badge = card.getByText('Invited', { exact: true });
  const title = card.getByRole('link', { name: open });
  const date = card.locator('p').filter({ hasText: 'Pier 4' });
  await expect(badge).toBeVisible();
  const [badgeBox, titleBox, dateBox] = [
    await badge.boundingBox(),
    await title.boundingBox(),
    await date.boundingBox(),
  ];
  expect(badgeBox?.y ?? 0).toBeLessThan(dateBox?.y ?? 0);
  expect(Math.abs((badgeBox?.y ?? 0) - (titleBox?.y ?? 0))).toBeLessThan(12);
  expect(badgeBox?.x ?? 0).toBeGreaterThan((titleBox?.x ?? 0) + (titleBox?.width ?? 0) - 1);
  expect(await axeFindings(person.page, 'main')).toEqual([]);
  await person.context.close();
});
