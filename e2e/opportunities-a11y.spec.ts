import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './support/test';
import { signUpViaApi } from './support/accounts';
import { createOpportunities, giveProfile, runToken } from './support/fixtures';

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the list, the detail page and the apply modal have no serious accessibility problems', async ({ page }) => {
  const token = runToken();
  const [gig] = await createOpportunities(page, [
    { title: `${token} DJ Night`, city: 'Austin', date: '2031-06-10', perks: 'Paid', tags: [`${token}-dj`] },
    { title: `${token} Host`, inviteOnly: true, tags: [`${token}-dj`] },
    // Similar opportunities never list invite-only ones (issue 17): this one is listed.
    { title: `${token} Crew`, city: 'Austin', tags: [`${token}-dj`] },
  ]);
  await page.goto(`/opportunities?q=${token}`);
  await expect(page.getByRole('article')).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);

  await signUpViaApi(page);
  await giveProfile(page);
  await page.goto(`/opportunity/${gig?.id}`);
  await expect(page.getByRole('heading', { name: 'Similar Opportunities' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Apply now' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Please fill in all required fields');
  await expectNoSeriousA11yViolations(page);
});
