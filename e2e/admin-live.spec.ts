import { expect, test } from '@playwright/test';
import { anotherPerson, signInAsAdmin } from './support/admin';
import { grantRole, runStamp } from './support/back-office';
import { applicantWithTrackApplication } from './support/track-applications';

// D17: "within a second" of a change, with a little room for a busy test machine.
const LIVE = { timeout: 1_500 };

test('notes, the communication log, the status and the activity feed update live on every open page', async ({
  page,
  browser,
}) => {
  const applicant = await applicantWithTrackApplication(browser, { name: `Lumi ${runStamp()}` });
  await signInAsAdmin(page);
  const reviewer = await anotherPerson(browser, 'Rory Reviewer');
  await grantRole(page, reviewer.email, 'reviewer');
  const path = `/admin/application/${applicant.applicationId}`;

  await page.goto(path);
  await reviewer.page.goto(path);
  const overview = await page.context().newPage();
  await overview.goto('/admin/overview');
  for (const open of [page, reviewer.page, overview]) {
    await expect(open.getByTestId('live-status')).toHaveAttribute('data-status', 'live');
  }

  // A note by the reviewer appears on the admin's page, in its activity and on the overview.
  await reviewer.page.getByLabel('Add a note').fill('Seen live by everyone');
  await reviewer.page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('list', { name: 'Internal notes' }).getByText('Seen live by everyone')).toBeVisible(LIVE);
  await expect(page.getByRole('list', { name: 'Recent activity' }).getByText('Rory Reviewer')).toBeVisible(LIVE);
  await expect(overview.getByRole('list', { name: 'Recent activity' }).getByText(applicant.name).first()).toBeVisible(
    LIVE,
  );

  // An interaction logged by the admin appears on the reviewer's page.
  await page.getByLabel('Details', { exact: true }).fill('Called about the showcase');
  await page.getByRole('button', { name: 'Log interaction' }).click();
  await expect(
    reviewer.page.getByRole('list', { name: 'Communication log' }).getByText('Called about the showcase'),
  ).toBeVisible(LIVE);

  // A status change reaches the reviewer's page.
  await page.getByRole('button', { name: 'Book' }).click();
  await expect(reviewer.page.getByRole('main').getByTestId('application-status')).toHaveText('booked', LIVE);

  // A deleted note disappears there too.
  await reviewer.page
    .getByRole('list', { name: 'Internal notes' })
    .getByRole('listitem')
    .filter({ hasText: 'Seen live by everyone' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await reviewer.page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('list', { name: 'Internal notes' }).getByText('Seen live by everyone')).toHaveCount(
    0,
    LIVE,
  );
  await reviewer.context.close();
});

// Reconnecting after a dropped connection (a server restart) is tested with real processes in
// server/realtime/live-two-processes.test.ts.
