import { expect, test } from './support/test';
import { apiPost } from './support/accounts';
import { anotherPerson, signInAsAdmin } from './support/admin';
import { grantRole, runStamp } from './support/back-office';
import { applicantWithTrackApplication } from './support/track-applications';

test('internal notes: add, edit (edited), delete with confirmation; only the author may change a note', async ({
  page,
  browser,
}) => {
  const applicant = await applicantWithTrackApplication(browser, { name: `Noor ${runStamp()}` });
  await signInAsAdmin(page);
  const reviewer = await anotherPerson(browser, 'Remy Reviewer');
  await grantRole(page, reviewer, 'reviewer');
  const written = await apiPost(reviewer.page, `/api/admin/applications/${applicant.applicationId}/notes`, {
    content: 'Reviewer first look',
  });
  expect(written.status()).toBe(201);

  await page.goto(`/admin/application/${applicant.applicationId}`);
  const notes = page.getByRole('list', { name: 'Internal notes' }).getByRole('listitem');
  const theirs = notes.filter({ hasText: 'Reviewer first look' });
  await expect(theirs).toContainText('Remy Reviewer');
  await expect(theirs.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(theirs.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  // spec §5: a blank note cannot be added.
  await page.getByLabel('Add a note').fill('   ');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Note cannot be empty')).toBeVisible();

  await page.getByLabel('Add a note').fill('  Great crowd work at the Austin showcase.  ');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Note added')).toBeVisible();
  await expect(page.getByLabel('Add a note')).toHaveValue('');
  // Newest first, with the author.
  await expect(notes.first()).toContainText('Great crowd work at the Austin showcase.');
  await expect(notes.first()).toContainText('Admin');
  const mine = notes.filter({ hasText: 'Great crowd work' });
  await expect(mine).not.toContainText('(edited)');

  await mine.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Edit note').fill('Great crowd work; book for the spring tour.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Note updated')).toBeVisible();
  const edited = notes.filter({ hasText: 'book for the spring tour' });
  await expect(edited).toContainText('(edited)');

  // Delete asks first; Cancel keeps the note.
  await edited.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this note?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(edited).toBeVisible();
  await edited.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Note deleted')).toBeVisible();
  await expect(edited).toHaveCount(0);
  await expect(theirs).toBeVisible();

  // The activity of the application shows the notes added, with a preview.
  await expect(
    page
      .getByRole('list', { name: 'Recent activity' })
      .getByText('added a note: “Great crowd work at the Austin showcase.”'),
  ).toBeVisible();
  await reviewer.context.close();
});

test('communication log: log with a type, subject and details, delete with confirmation', async ({ page, browser }) => {
  const applicant = await applicantWithTrackApplication(browser, { name: `Indie ${runStamp()}` });
  await signInAsAdmin(page);
  await page.goto(`/admin/application/${applicant.applicationId}`);
  const entries = page.getByRole('list', { name: 'Communication log' }).getByRole('listitem');

  await expect(page.getByLabel('Type')).toHaveValue('note');
  await page.getByRole('button', { name: 'Log interaction' }).click();
  await expect(page.getByText('Details are required')).toBeVisible();

  await page.getByLabel('Type').selectOption('call');
  await page.getByLabel('Subject (optional)').fill('Booking call');
  await page.getByLabel('Details', { exact: true }).fill('Confirmed the March dates.');
  await page.getByRole('button', { name: 'Log interaction' }).click();
  await expect(page.getByText('Interaction logged')).toBeVisible();
  await expect(entries.first()).toContainText('Phone Call');
  await expect(entries.first()).toContainText('Booking call');
  await expect(entries.first()).toContainText('Confirmed the March dates.');
  await expect(entries.first()).toContainText('Admin');
  // The form is ready for the next one, as a note again.
  await expect(page.getByLabel('Type')).toHaveValue('note');

  await page.getByLabel('Details', { exact: true }).fill('Sent the rider by text.');
  await page.getByRole('button', { name: 'Log interaction' }).click();
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText('Sent the rider by text.');
  await expect(entries.first()).toContainText('Note');

  await entries.first().getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this interaction?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(entries).toHaveCount(2);
  await entries.first().getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Interaction deleted')).toBeVisible();
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText('Booking call');

  // Signed out meanwhile (elsewhere): 'You must be logged in'.
  await page.context().clearCookies();
  await page.getByLabel('Details', { exact: true }).fill('Too late.');
  await page.getByRole('button', { name: 'Log interaction' }).click();
  await expect(page.getByText('You must be logged in')).toBeVisible();
});
