import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from './support/test';
import { apiPost, signUpViaApi } from './support/accounts';
import { adminOpportunityCard, signInAsAdmin } from './support/admin';
import { createOpportunities, runToken } from './support/fixtures';
import { submitTrackApplicationViaApi } from './support/onboarding';

// A person with a profile (D3) who applied to the opportunity, in a browser context of their own.
async function applicant(browser: Browser, name: string, opportunityId: string) {
  const page = await (await browser.newContext()).newPage();
  await signUpViaApi(page, { name });
  await submitTrackApplicationViaApi(page);
  const applied = await apiPost(page, `/api/opportunities/${opportunityId}/applications`, {
    coverLetter: `${name} has run doors for three seasons. `.repeat(8),
  });
  expect(applied.status(), await applied.text()).toBe(201);
  return page;
}

async function expectNoSeriousA11yViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function expectToast(page: Page, title: string, description: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: description });
  await expect(toast).toContainText(title);
}

test('admins move applications through D11 in the participants widget; the last spot is taken once', async ({
  page,
  browser,
}) => {
  // Several people and sessions in one flow: more than a page's usual time on a busy machine.
  test.slow();
  const token = runToken();
  const title = `Rooftop door ${token}`;
  const [opportunity] = await createOpportunities(page, [{ title, slotsTotal: 1 }]);
  if (!opportunity) throw new Error('no opportunity');
  const nia = `Nia ${token}`;
  const ben = `Ben ${token}`;
  const niaPage = await applicant(browser, nia, opportunity.id);
  const benPage = await applicant(browser, ben, opportunity.id);

  await signInAsAdmin(page);
  const card = await adminOpportunityCard(page, title);
  await expect(card.getByTestId('spots-filled')).toHaveText('0 of 1 spots filled');
  const applicants = card.getByRole('list', { name: `Applicants to ${title}` }).getByRole('listitem');
  await expect(applicants).toHaveCount(2);
  const niaRow = applicants.filter({ hasText: nia });
  const benRow = applicants.filter({ hasText: ben });
  await expect(niaRow.locator('[data-status]')).toHaveText('pending');
  // A long cover letter starts folded.
  await niaRow.getByRole('button', { name: `Show more of ${nia}'s application` }).click();
  await expect(niaRow.getByRole('button', { name: `Show less of ${nia}'s application` })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expectNoSeriousA11yViolations(page, 'main');
  // Only the moves D11 allows from pending.
  await expect(niaRow.getByRole('button', { name: `Accept ${nia}` })).toHaveCount(0);

  await niaRow.getByRole('button', { name: `Review ${nia}` }).click();
  await expectToast(page, 'Application status updated', `${nia} is now under review`);
  await expect(niaRow.locator('[data-status]')).toHaveText('under review');

  await niaRow.getByRole('button', { name: `Accept ${nia}` }).click();
  await expectToast(page, 'Application status updated', `${nia} is now accepted`);
  await expect(niaRow.locator('[data-status]')).toHaveText('accepted');
  await expect(card.getByTestId('spots-filled')).toHaveText('1 of 1 spots filled');
  // The card around the widget reloads too: the opportunity is now filled.
  await expect(card.getByText('Status: Filled', { exact: true })).toBeVisible();

  await niaPage.goto('/dashboard');
  const niaApplication = niaPage
    .getByRole('main')
    .getByRole('region', { name: 'my applications' })
    .getByRole('listitem');
  await expect(niaApplication.filter({ hasText: title }).locator('[data-status]')).toHaveText('accepted');

  // The last spot is gone: Ben's acceptance is refused with the server's reason.
  await benRow.getByRole('button', { name: `Review ${ben}` }).click();
  await expect(benRow.locator('[data-status]')).toHaveText('under review');
  await benRow.getByRole('button', { name: `Accept ${ben}` }).click();
  await expectToast(page, 'Failed to update status', 'No spots left: 1 of 1 spot is filled');
  await expect(benRow.locator('[data-status]')).toHaveText('under review');
  await benRow.getByRole('button', { name: `Waitlist ${ben}` }).click();
  await expect(benRow.locator('[data-status]')).toHaveText('waitlisted');

  await niaRow.getByRole('button', { name: `Complete ${nia}` }).click();
  await expectToast(page, 'Application status updated', `${nia} is now completed`);
  await expect(niaRow.locator('[data-status]')).toHaveText('completed');
  await expect(niaRow.getByRole('button')).toHaveCount(1); // only Show less: no moves are left

  await niaPage.reload();
  await expect(niaApplication.filter({ hasText: title }).locator('[data-status]')).toHaveText('completed');

  // D11: one mission and 100 XP, on the person's admin page.
  await niaRow.getByRole('link', { name: nia }).click();
  await expect(page.getByRole('heading', { name: nia })).toBeVisible();
  const facts = page.getByRole('main');
  await expect(facts.locator('dt', { hasText: /^XP$/ }).locator('xpath=following-sibling::dd')).toHaveText('100');
  await expect(
    facts.locator('dt', { hasText: /^Missions completed$/ }).locator('xpath=following-sibling::dd'),
  ).toHaveText('1');

  await niaPage.context().close();
  await benPage.context().close();
});
