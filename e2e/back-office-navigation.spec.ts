import { expect, test } from './support/test';
import { anotherPerson, signInAsAdmin } from './support/admin';
import { signUpViaApi } from './support/accounts';
import { grantRole, runStamp } from './support/back-office';
import { applicantWithTrackApplication } from './support/track-applications';

// Issue 41: staff land in the back office (D27) and find it from every page; D12's
// reviewers as much as admins.

test('issue 41: a reviewer signing in without a target lands on /admin', async ({ page, browser }) => {
  const reviewer = await anotherPerson(browser, 'Reva Reviewer');
  await signInAsAdmin(page);
  await grantRole(page, reviewer, 'reviewer');
  await reviewer.context.close();

  const context = await browser.newContext();
  const fresh = await context.newPage();
  await fresh.goto('/auth?mode=sign-in');
  const form = fresh.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(reviewer.email);
  await form.getByLabel('Password', { exact: true }).fill(reviewer.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(fresh).toHaveURL(/\/admin\/overview$/);
  await expect(fresh.getByRole('navigation', { name: 'Admin' })).toBeVisible();

  // "Back office" on the public pages too, at both widths.
  for (const path of ['/opportunities', '/about', '/faq', '/dashboard']) {
    await fresh.goto(path);
    await expect(
      fresh.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Back office' }),
    ).toBeVisible();
  }
  await fresh.setViewportSize({ width: 390, height: 844 });
  await fresh.goto('/faq');
  await fresh.getByRole('button', { name: /menu/i }).click();
  await fresh.getByRole('link', { name: 'Back office' }).click();
  await expect(fresh).toHaveURL(/\/admin\/overview$/);
  await context.close();
});

test('issue 41: an admin finds "Back office" on public pages; a person does not', async ({ page, browser }) => {
  await signInAsAdmin(page);
  await page.goto('/opportunities');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Back office' }).click();
  await expect(page).toHaveURL(/\/admin\/overview$/);

  const context = await browser.newContext();
  const person = await context.newPage();
  await signUpViaApi(person);
  await person.goto('/opportunities');
  await expect(person.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(person.getByRole('link', { name: 'Back office' })).toHaveCount(0);
  await context.close();
});

test('issue 41: the collapsed sidebar names each icon, in a tooltip on hover and focus; record pages mark their section', async ({
  page,
  browser,
}) => {
  const applicant = await applicantWithTrackApplication(browser, { name: `Side ${runStamp()}` });
  await signInAsAdmin(page);
  await page.goto(`/admin/application/${applicant.applicationId}`);
  await expect(page.getByTestId('admin-sidebar')).toHaveAttribute('data-state', 'collapsed');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  const names = ['Overview', 'Opportunities', 'Applications', 'Analytics', 'Users', 'Talent', 'Team', 'Settings'];
  for (const name of [...names, 'API reference'])
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();

  // The application's page is in Applications.
  await expect(nav.getByRole('link', { name: 'Applications' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);

  await nav.getByRole('link', { name: 'Users' }).hover();
  await expect(page.getByRole('tooltip', { name: 'Users' })).toBeVisible();
  await page.mouse.move(600, 400);
  await nav.getByRole('link', { name: 'Team' }).focus();
  await expect(page.getByRole('tooltip', { name: 'Team' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tooltip', { name: 'Settings' })).toBeVisible();

  // A person's page is in Users, an opportunity's in Opportunities.
  await page.getByRole('link', { name: /user page/ }).click();
  await expect(nav.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/overview$/);
  await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
});
