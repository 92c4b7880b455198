import { expect, type Page, test } from './support/test';
import { apiPost, signInViaApi, signUpViaApi } from './support/accounts';
import { axeFindings, WIDTHS } from './support/axe';
import { createOpportunities, runToken } from './support/fixtures';

// Issue 41: D38 (the step being filled in is kept as typed), the opportunity the person came
// from named in the wizard, a toast that says what was sent, and a way to sign out.

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const draftValues = async (page: Page) =>
  (await (await page.request.get('/api/track-application/draft')).json()).values;

test.describe('the wizard keeps what is typed', () => {
  test('a reload at once keeps the step being filled in, and another device gets it a moment later', async ({
    page,
    browser,
  }) => {
    const account = await signUpViaApi(page, { name: 'Tess Typed' });
    await page.goto('/application/1');
    await page.getByLabel('Age').fill('27');
    await page.getByLabel('City').selectOption('Austin');
    // No Next: the step has not been passed.
    await page.reload();
    await expect(page.getByLabel('Age')).toHaveValue('27');
    await expect(page.getByLabel('City')).toHaveValue('Austin');

    await page.getByLabel('State').fill('TX');
    await next(page);
    await page.getByRole('radio', { name: /^Ops/ }).check();
    await next(page);
    await page.getByLabel('Event experience').fill('Ten seasons of festival load-ins');
    await page.reload();
    await expect(page.getByLabel('Event experience')).toHaveValue('Ten seasons of festival load-ins');

    // "Saved as you go: come back any time, on any device" is true of the step being filled in.
    await expect
      .poll(async () => (await draftValues(page))?.answers?.ops?.eventExperience)
      .toBe('Ten seasons of festival load-ins');
    const phone = await browser.newContext({ viewport: WIDTHS[0] });
    const elsewhere = await phone.newPage();
    await signInViaApi(elsewhere, account.email, account.password);
    // Step 3 can be passed now: the wizard resumes at step 4, and step 3 holds the answer.
    await elsewhere.goto('/application');
    await expect(elsewhere).toHaveURL(/\/application\/4$/);
    await elsewhere.goto('/application/3');
    await expect(elsewhere.getByLabel('Event experience')).toHaveValue('Ten seasons of festival load-ins');
    await phone.close();
  });

  test('leaving the wizard by Sign out keeps the typing as the draft and goes home signed out', async ({ page }) => {
    const account = await signUpViaApi(page);
    await page.goto('/application/1');
    await page.getByLabel('Age').fill('31');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await (await page.request.get('/api/session')).json()).user).toBeNull();
    // No copy of the answers stays in the tab.
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes('wizard')))).toEqual([]);
    await page.goto('/application');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await signInViaApi(page, account.email, account.password);
    expect((await draftValues(page))?.age).toBe('31');
  });
});

test('the wizard names the opportunity the person came from, and the toast says what was sent', async ({ page }) => {
  const title = `Door host ${runToken()}`;
  const [opportunity] = await createOpportunities(page, [{ title, city: 'Dallas', date: '2031-06-01' }]);
  await signUpViaApi(page, { name: 'Pat Applying' });
  await page.goto(`/opportunity/${opportunity?.id}`);
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Apply now' }).first().click();
  await expect(page).toHaveURL(/\/application\/1\?next=/);
  await expect(page.getByText(`You're applying to ${title}`)).toBeVisible();

  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    expect(await axeFindings(page)).toEqual([]);
  }
  await page.getByLabel('Age').fill('26');
  await page.getByLabel('City').selectOption('Dallas');
  await page.getByLabel('State').fill('TX');
  await next(page);
  await page.getByRole('radio', { name: /^Team/ }).check();
  await next(page);
  await expect(page.getByText(`You're applying to ${title}`)).toBeVisible();
  // Issue 41: the problem is said once, under the field; the alert says what to do.
  await page.getByLabel('Resume link').fill('my resume');
  await next(page);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Please correct the highlighted field and try again.',
  );
  await expect(page.getByRole('main').getByText('Please enter a valid URL', { exact: true })).toHaveCount(1);
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    expect(await axeFindings(page)).toEqual([]);
  }
  await page.getByLabel('Resume link').fill('https://example.com/pat.pdf');
  await next(page);
  await page.getByRole('checkbox', { name: 'Dallas' }).check();
  await page.getByRole('checkbox', { name: /I agree to be contacted/ }).check();
  await page.getByRole('button', { name: 'Submit application' }).click();

  await expect(page).toHaveURL(new RegExp(`/opportunity/${opportunity?.id}`));
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Track application sent' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(`Now send your application for ${title}.`);
  await expect(page.getByText('Application submitted successfully')).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: `Apply for ${title}` })).toBeVisible();
  // The answers became the application: the tab keeps no copy of them.
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.includes('wizard')))).toEqual([]);
  expect(await draftValues(page)).toBeNull();
  expect((await apiPost(page, '/api/auth/sign-out', {})).status()).toBe(200);
});
