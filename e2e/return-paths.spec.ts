import { expect, type Page, test } from './support/test';
import { apiPost, E2E_ADMIN, signUpViaApi, uniqueEmail } from './support/accounts';
import { signInAsAdmin } from './support/admin';
import { apiPut } from './support/back-office';
import { createOpportunities, giveProfile, runToken } from './support/fixtures';
import { applicantWithTrackApplication } from './support/track-applications';

// D27 (issue 16): after signing in, signing up or finishing the wizard, the person lands where
// they were going; staff without a target land on /admin.

// Issue 41: a return path into a signed-in page opens /auth on Sign in.
async function signInWithForm(page: Page, email: string, password: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('return paths', () => {
  test("'Sign up to apply' → sign up → the wizard → back at the opportunity with its apply dialog open", async ({
    page,
  }) => {
    const [gig] = await createOpportunities(page, [{ title: `${runToken()} Door Crew` }]);
    await page.goto(`/opportunity/${gig?.id}`);
    // The button acts once the page's script has taken over (the page is rendered on the server).
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Sign up to apply' }).click();
    await expect(page).toHaveURL(/\/auth\?next=/);

    await page.getByLabel('Name').fill('Nia Newcomer');
    await page.getByLabel('Email').fill(uniqueEmail('newcomer'));
    await page.getByLabel('Password', { exact: true }).fill('newcomer-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/application\/1\?next=/);

    await page.getByLabel('Age').fill('25');
    await page.getByLabel('City').selectOption('Dallas');
    await page.getByLabel('State').fill('TX');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: /^Partner/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('checkbox', { name: /I agree to be contacted/ }).check();
    await page.getByRole('button', { name: 'Submit application' }).click();

    await expect(page).toHaveURL(`/opportunity/${gig?.id}`);
    const dialog = page.getByRole('dialog', { name: `Apply for ${gig?.title}` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit application' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('complementary', { name: 'Apply' }).getByText('Your application is pending'),
    ).toBeVisible();
    // The request to apply was used: a reload does not open the dialog again.
    await page.reload();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a person without a profile who applies comes back from the wizard to the open dialog', async ({ page }) => {
    const [gig] = await createOpportunities(page, [{ title: `${runToken()} Bar Back` }]);
    await signUpViaApi(page);
    await page.goto(`/opportunity/${gig?.id}`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Apply now' }).click();
    await expect(page).toHaveURL(/\/application\/1\?next=/);
    await page.getByLabel('Age').fill('31');
    await page.getByLabel('City').selectOption('Phoenix');
    await page.getByLabel('State').fill('AZ');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: /^Partner/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('checkbox', { name: /I agree to be contacted/ }).check();
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByRole('dialog', { name: `Apply for ${gig?.title}` })).toBeVisible();
  });

  test('a signed-out link into the back office comes back to it after signing in', async ({ page, browser }) => {
    const applicant = await applicantWithTrackApplication(browser, { name: `Deep Link ${runToken()}` });
    const target = `/admin/application/${applicant.applicationId}`;
    await page.goto(target);
    await expect(page).toHaveURL(`/auth?next=${encodeURIComponent(target)}`);
    await signInWithForm(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(target);
    await expect(page.getByRole('main').getByText(applicant.name).first()).toBeVisible();
  });

  test('an admin signing in without a target lands on /admin', async ({ page }) => {
    await page.goto('/auth?mode=sign-in');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(E2E_ADMIN.email);
    await form.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/overview$/);
  });

  test('only paths of this site are followed', async ({ page, browser }) => {
    const other = await browser.newContext();
    const account = await signUpViaApi(await other.newPage());
    await other.close();
    await page.goto(`/auth?mode=sign-in&next=${encodeURIComponent('//evil.example/steal')}`);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(account.email);
    await form.getByLabel('Password', { exact: true }).fill(account.password);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/dashboard$/);
  });

  test("'Back to opportunities' returns to the list with the filters the person had", async ({ page }) => {
    const token = runToken();
    const [gig] = await createOpportunities(page, [{ title: `${token} Lighting Tech`, city: 'Houston' }]);
    await page.goto(`/opportunities?q=${token}`);
    await page
      .getByRole('link', { name: /View details/ })
      .first()
      .click();
    await expect(page).toHaveURL(`/opportunity/${gig?.id}`);
    await page.getByRole('link', { name: 'Back to opportunities' }).click();
    await expect(page).toHaveURL(`/opportunities?q=${token}`);
    await expect(page.getByRole('searchbox').first()).toHaveValue(token);
  });
});

test.describe('honest states', () => {
  test('an opportunity whose spots are all taken is filled and never offers Apply now', async ({ page, browser }) => {
    const [gig] = await createOpportunities(page, [{ title: `${runToken()} Solo Set`, slotsTotal: 1 }]);
    const applicant = await browser.newContext();
    const applicantPage = await applicant.newPage();
    await signUpViaApi(applicantPage);
    await giveProfile(applicantPage);
    const applied = await apiPost(applicantPage, `/api/opportunities/${gig?.id}/applications`, { coverLetter: '' });
    expect(applied.status(), await applied.text()).toBe(201);
    const { id: applicationId } = await applied.json();

    await signInAsAdmin(page);
    // D11: pending → under review → accepted, which takes the only spot.
    for (const status of ['under_review', 'accepted']) {
      const moved = await apiPut(page, `/api/admin/opportunities/${gig?.id}/participants/${applicationId}/status`, {
        status,
      });
      expect(moved.status(), await moved.text()).toBe(200);
    }

    await page.goto(`/opportunity/${gig?.id}`);
    const aside = page.getByRole('complementary', { name: 'Apply' });
    // D32 (issue 41): its page says so in a banner, in place of a way to apply.
    await expect(aside.getByText('1 spot, none open')).toBeVisible();
    await expect(page.getByText('This one is filled', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply now' })).toHaveCount(0);
    await expect(page.getByText('filled', { exact: true })).toBeVisible();

    // The person holding the spot reads it as good news, with where it stands (issue 41).
    await applicantPage.goto(`/opportunity/${gig?.id}`);
    const theirs = applicantPage.getByRole('complementary', { name: 'Apply' });
    await expect(theirs.getByText("You're in")).toBeVisible();
    await expect(theirs.getByText('Your booking is accepted.')).toBeVisible();
    await applicant.close();
  });
});
