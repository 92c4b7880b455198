import { expect, type Page, test } from './support/test';
import { apiPost, signUpViaApi } from './support/accounts';
import { anotherPerson, signInAsAdmin } from './support/admin';
import { axeFindings, WIDTHS } from './support/axe';
import { apiPut, runStamp } from './support/back-office';
import { createOpportunities, giveProfile, runToken } from './support/fixtures';
import { applicantWithTrackApplication } from './support/track-applications';

// Issue 41: the back office's pages as people meet them, at a phone's width and a laptop's,
// with no serious or moderate axe finding.

async function headingLevels(page: Page): Promise<number[]> {
  return page
    .locator('main')
    .evaluate((main) =>
      [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName.slice(1))),
    );
}

// The outline starts at h1 and never skips a level on the way down.
function expectOrderedOutline(levels: number[]) {
  expect(levels[0]).toBe(1);
  levels.forEach((level, index) => {
    if (index > 0) expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 0) + 1);
  });
}

async function expectAccessibleAtBothWidths(page: Page, path: string, ready: () => Promise<void>) {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto(path);
    await ready();
    await page.waitForLoadState('networkidle');
    expect(await axeFindings(page), `${path} at ${size.width} px`).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${path} at ${size.width} px`,
    ).toBeLessThanOrEqual(size.width);
  }
}

test('issue 41: an opportunity’s page has its title as h1, its participants shown and linked to them', async ({
  page,
  browser,
}) => {
  test.slow();
  const token = runToken();
  const title = `Open Air ${token}`;
  const [opportunity] = await createOpportunities(page, [{ title, city: 'Austin', budgetRange: '$250 a night' }]);
  const name = `Pia ${token}`;
  const person = await anotherPerson(browser, name);
  await giveProfile(person.page);
  const applied = await apiPost(person.page, `/api/opportunities/${opportunity?.id}/applications`, {
    coverLetter: 'I know the crowd.',
  });
  expect(applied.status(), await applied.text()).toBe(201);
  await person.context.close();

  await signInAsAdmin(page);
  await page.goto(`/admin/opportunity/${opportunity?.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const participants = page.getByRole('region', { name: 'Participants' });
  await expect(participants.getByRole('button', { name: /Participants/ })).toHaveCount(0);
  await expect(participants.getByRole('list', { name: `Applicants to ${title}` })).toContainText('I know the crowd.');
  await expect(page.getByRole('region', { name: 'Details' })).toContainText('$250 a night');
  expectOrderedOutline(await headingLevels(page));
  await expectAccessibleAtBothWidths(page, `/admin/opportunity/${opportunity?.id}`, () =>
    expect(participants.getByTestId('participant')).toHaveCount(1),
  );

  await participants.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/admin\/user\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expectOrderedOutline(await headingLevels(page));
  const userPath = new URL(page.url()).pathname;
  await expectAccessibleAtBothWidths(page, userPath, () =>
    expect(page.getByRole('heading', { level: 2, name: 'Opportunity applications (1)' })).toBeVisible(),
  );

  // A record that is not there still has a page heading.
  await page.goto('/admin/user/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'User not found' })).toBeVisible();
});

test('issue 41: the outbox fits a phone, its addresses readable', async ({ page, browser }) => {
  const context = await browser.newContext();
  const someone = await signUpViaApi(await context.newPage(), {
    email: `alexandra.montgomery-featherstone.${runStamp()}@a-rather-long-domain-example.com`,
  });
  await context.close();
  await signInAsAdmin(page);
  const asked = await apiPost(page, '/api/auth/request-password-reset', { email: someone.email, redirectTo: '/' });
  expect(asked.status()).toBe(200);
  const path = `/admin/settings?search=${encodeURIComponent(someone.email)}`;
  const outbox = page.getByRole('table', { name: 'Outbox' });
  await expectAccessibleAtBothWidths(page, path, () => expect(outbox.locator('tbody tr')).toHaveCount(1));
  // At 390 px (the last width was 1366: look again on a phone).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path);
  const to = outbox.locator('tbody tr td').filter({ hasText: someone.email.slice(0, 12) });
  await expect(to).toBeVisible();
  expect((await to.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(200);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('issue 41: booked and shortlisted have colours of their own, with their words', async ({ page, browser }) => {
  const stamp = runStamp();
  const made = [];
  for (const name of [`Bo ${stamp}`, `Sy ${stamp}`, `Ax ${stamp}`]) {
    made.push(await applicantWithTrackApplication(browser, { name }));
  }
  await signInAsAdmin(page);
  for (const [index, status] of ['booked', 'shortlisted', 'archived'].entries()) {
    const response = await apiPut(page, `/api/admin/applications/${made[index]?.applicationId}/status`, { status });
    expect(response.status()).toBe(200);
  }
  await page.goto(`/admin/applications?search=${stamp}`);
  const badge = (name: string) =>
    page
      .getByRole('table', { name: 'Applications' })
      .locator('tbody tr')
      .filter({ hasText: name })
      .getByTestId('application-status');
  await expect(badge(`Bo ${stamp}`)).toHaveText('booked');
  await expect(badge(`Sy ${stamp}`)).toHaveText('shortlisted');
  const colour = (name: string) => badge(name).evaluate((element) => getComputedStyle(element).backgroundColor);
  const [booked, shortlisted, archived] = [
    await colour(`Bo ${stamp}`),
    await colour(`Sy ${stamp}`),
    await colour(`Ax ${stamp}`),
  ];
  expect(new Set([booked, shortlisted, archived]).size).toBe(3);
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    expect(await axeFindings(page, 'table')).toEqual([]);
  }
});

test('issue 41: analytics explains itself, names every row beside its bar, and its tables scroll by keyboard', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await expectAccessibleAtBothWidths(page, '/admin/analytics', () =>
    expect(page.getByRole('heading', { level: 2, name: 'By track' })).toBeVisible(),
  );
  await expect(page.getByText('How applications move from arriving to a decision.')).toBeVisible();
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto('/admin/analytics');
    const track = page.getByRole('region', { name: 'By track', exact: true });
    const rows = await track.locator('table tbody tr').count();
    const labels = track.locator('.recharts-yAxis .recharts-cartesian-axis-tick-value');
    await expect(labels).toHaveCount(rows);
    for (const label of await labels.all()) {
      const box = await label.boundingBox();
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(size.width);
    }
    // The legend reads in the pipeline's order.
    await expect(track.locator('.recharts-legend-item-text')).toHaveText([
      'submitted',
      'under review',
      'shortlisted',
      'booked',
      'archived',
    ]);
    const numbers = page.getByRole('region', { name: 'By track: the numbers' });
    await numbers.focus();
    await expect(numbers).toBeFocused();
  }
});

test('issue 41: the other back-office pages it touched pass axe at both widths, and fit a phone', async ({
  page,
  browser,
}) => {
  test.slow();
  const applicant = await applicantWithTrackApplication(browser, { name: `Axe ${runStamp()}` });
  await createOpportunities(page, [{ title: `Axe night ${runToken()}` }]);
  await signInAsAdmin(page);
  const pages: [string, () => Promise<void>][] = [
    ['/admin/overview', () => expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible()],
    [
      '/admin/applications',
      () => expect(page.getByRole('table', { name: 'Applications' }).locator('tbody tr').first()).toBeVisible(),
    ],
    [
      `/admin/application/${applicant.applicationId}`,
      () => expect(page.getByRole('heading', { level: 2, name: 'Internal notes' })).toBeVisible(),
    ],
    [
      '/admin/opportunities',
      () => expect(page.getByRole('table', { name: 'Opportunities' }).locator('tbody tr').first()).toBeVisible(),
    ],
    [
      '/admin/users',
      () => expect(page.getByRole('table', { name: 'Users' }).locator('tbody tr').first()).toBeVisible(),
    ],
    ['/admin/team', () => expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible()],
  ];
  for (const [path, ready] of pages) {
    await expectAccessibleAtBothWidths(page, path, ready);
    expectOrderedOutline(await headingLevels(page));
  }
  // The public header with "Back office" (the rest of the public pages is another issue's).
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto('/opportunities');
    await expect(page.getByTestId('site-header')).toBeVisible();
    expect(await axeFindings(page, '[data-testid="site-header"]')).toEqual([]);
  }
});
