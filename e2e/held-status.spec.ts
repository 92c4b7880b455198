import { expect, type Page, test } from './support/test';
import { signInAsAdmin } from './support/admin';
import { runStamp } from './support/back-office';
import { applicantWithTrackApplication } from './support/track-applications';

// Issue 41 (docs/decisions/160): Book and Archive wait a few seconds behind "Undo"; the email
// goes out only for a change that stands.
async function emailsTo(page: Page, email: string): Promise<string[]> {
  const response = await page.request.get(`/api/admin/outbox?search=${encodeURIComponent(email)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()).items as { kind: string }[]).map((item) => item.kind);
}

async function statusOf(page: Page, applicationId: string): Promise<string> {
  const response = await page.request.get(`/api/admin/applications/${applicationId}`);
  return (await response.json()).status;
}

const HOLD_PASSED_MS = 6_500;

test('issue 41: an undone book or archive saves nothing and emails nobody', async ({ page, browser }) => {
  const applicant = await applicantWithTrackApplication(browser, { name: `Undo ${runStamp()}` });
  await signInAsAdmin(page);
  await page.goto(`/admin/application/${applicant.applicationId}`);
  await expect(page.getByRole('heading', { name: applicant.name })).toBeVisible();

  // b, then u.
  await page.keyboard.press('b');
  const held = page.getByText(`${applicant.name} will be booked`);
  await expect(held).toBeVisible();
  await expect(page.getByRole('button', { name: 'Book', exact: true })).toBeDisabled();
  await page.keyboard.press('u');
  await expect(page.getByText('Undone: nothing was changed')).toBeVisible();
  await expect(held).toBeHidden();
  await expect(page.getByRole('button', { name: 'Book', exact: true })).toBeEnabled();

  // Archive, then the toast's Undo.
  await page.keyboard.press('a');
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: `${applicant.name} will be archived` });
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(toast).toBeHidden();

  // The button, then the card's own Undo.
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await page.getByRole('button', { name: 'Undo booking' }).click();

  await page.waitForTimeout(HOLD_PASSED_MS);
  expect(await statusOf(page, applicant.applicationId)).toBe('submitted');
  await page.reload();
  await expect(page.getByRole('main').getByTestId('application-status')).toHaveText('submitted');
  await expect(page.getByRole('list', { name: 'Recent activity' })).not.toContainText('changed the status');
  expect(await emailsTo(page, applicant.email)).toEqual([]);
});

test('issue 41: a held change stands after the pause, also when j moved on, and only then emails', async ({
  page,
  browser,
}) => {
  test.slow();
  const stamp = runStamp();
  const first = await applicantWithTrackApplication(browser, { name: `Held A ${stamp}` });
  const second = await applicantWithTrackApplication(browser, { name: `Held B ${stamp}` });
  await signInAsAdmin(page);
  // Newest first: B, then A.
  await page.goto(`/admin/applications?search=${stamp}`);
  await page.getByRole('table', { name: 'Applications' }).getByRole('link', { name: second.name }).click();
  await expect(page.getByRole('heading', { name: second.name })).toBeVisible();

  await page.keyboard.press('a');
  await expect(page.getByText(`${second.name} will be archived`)).toBeVisible();
  // Nothing is saved yet.
  expect(await statusOf(page, second.applicationId)).toBe('submitted');
  expect(await emailsTo(page, second.email)).toEqual([]);
  await page.keyboard.press('j');
  await expect(page.getByRole('heading', { name: first.name })).toBeVisible();
  await page.keyboard.press('b');

  await expect(page.getByText('Application status updated').first()).toBeVisible({ timeout: 10_000 });
  await expect.poll(() => statusOf(page, second.applicationId)).toBe('archived');
  await expect.poll(() => statusOf(page, first.applicationId), { timeout: 10_000 }).toBe('booked');
  await expect(page.getByRole('main').getByTestId('application-status')).toHaveText('booked');
  await expect(page.getByRole('list', { name: 'Recent activity' }).getByRole('listitem').first()).toContainText(
    'changed the status to booked',
  );
  await expect.poll(() => emailsTo(page, second.email)).toEqual(['track_archived']);
  await expect.poll(() => emailsTo(page, first.email)).toEqual(['track_booked']);
});
