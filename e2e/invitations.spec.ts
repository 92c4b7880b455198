import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import { expect, type Page, request, test } from './support/test';
import { anotherPerson, adminOpportunityCard, signInAsAdmin } from './support/admin';
import { createOpportunities, giveProfile, runToken } from './support/fixtures';

async function expectNoSeriousA11yViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('an admin finds a person and invites them; the person accepts from the dashboard and the spot is taken (D23)', async ({
  page,
  browser,
}) => {
  test.slow();
  const token = runToken();
  const title = `Secret set ${token}`;
  const [opportunity] = await createOpportunities(page, [
    { title, slotsTotal: 2, city: 'Austin', venue: 'Dock 9', date: '2031-09-12' },
  ]);
  if (!opportunity) throw new Error('no opportunity');
  const name = `Ivy ${token}`;
  const person = await anotherPerson(browser, name);
  await giveProfile(person.page);

  // The admin finds the person and invites them from their user page.
  await signInAsAdmin(page);
  await page.goto('/admin/users');
  await page.getByLabel('Search').fill(token);
  await expect(page).toHaveURL(new RegExp(`search=${token}`));
  const users = page.getByRole('table', { name: 'Users' }).locator('tbody tr');
  await expect(users).toHaveCount(1);
  await users.filter({ hasText: name }).getByRole('link').click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await page.getByRole('button', { name: 'Invite to an opportunity' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite to an opportunity' });
  await dialog.getByLabel('Find an opportunity').fill(token);
  await expect(dialog.getByLabel('Opportunity', { exact: true }).locator('option', { hasText: title })).toHaveCount(1);
  await dialog.getByLabel('Opportunity', { exact: true }).selectOption(opportunity.id);
  await dialog.getByLabel('Message (optional)').fill('We loved your last set.');
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Invitation sent' })).toBeVisible();
  await expect(dialog).toBeHidden();

  // The person sees it on the dashboard with the details, and accepts.
  await person.page.goto('/dashboard');
  const invitation = person.page.getByRole('listitem', { name: `Invitation to ${title}` });
  await expect(invitation).toContainText('We loved your last set.');
  await expect(invitation).toContainText('Dock 9, Austin');
  await expect(invitation).toContainText('Invited');
  await expectNoSeriousA11yViolations(person.page, 'main');
  await invitation.getByRole('button', { name: `Accept the invitation to ${title}` }).click();
  await expect(person.page.locator('[data-sonner-toast]').filter({ hasText: "You're in" })).toBeVisible();
  await expect(invitation).toContainText('Accepted');
  await expect(invitation.getByRole('button', { name: /Accept/ })).toHaveCount(0);
  const applications = person.page.getByRole('region', { name: 'My applications' }).getByRole('listitem');
  await expect(applications.filter({ hasText: title }).locator('[data-status]')).toHaveText('accepted');

  // Accepted: the event goes in a calendar, as a file and in the person's private feed.
  const downloading = person.page.waitForEvent('download');
  await invitation.getByRole('link', { name: `Add to calendar: ${title}` }).click();
  const file = await readFile((await (await downloading).path()) ?? '', 'utf8');
  expect(file).toContain('BEGIN:VCALENDAR');
  // Issue 42 (D36): the real start, in UTC (the evening of a day without times: 6 PM in Chicago).
  expect(file).toContain('DTSTART:20310912T230000Z');
  expect(file).toContain('LOCATION:Dock 9\\, Austin');
  await person.page.goto('/settings#calendar');
  const calendar = person.page.getByRole('region', { name: 'Calendar feed' });
  await calendar.getByRole('button', { name: 'Make my calendar feed' }).click();
  const feedUrl = await calendar.getByLabel(/Your calendar feed address/).inputValue();
  const calendarApp = await request.newContext();
  const feed = await calendarApp.get(feedUrl);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain(`SUMMARY:${title}`);
  await calendarApp.dispose();

  // The admin's participants widget counts the spot and lists the person.
  await page.goto('/admin/opportunities');
  // Issue 41: the page shows its participants and invitations at once.
  const card = await adminOpportunityCard(page, title);
  await expect(card.getByTestId('spots-filled')).toHaveText('1 of 2 spots filled');
  await expect(card.getByRole('list', { name: `Applicants to ${title}` })).toContainText(name);
  await expect(card.getByRole('region', { name: 'Invitations' })).toContainText('Accepted');
});
