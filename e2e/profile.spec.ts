import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import { signUpViaApi } from './support/accounts';
import { submitTrackApplicationViaApi } from './support/onboarding';

test.describe('profile /profile', () => {
  test('sends signed-out visitors to /auth, which brings them back (D27)', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/auth\?next=%2Fprofile$/);
  });

  test('an edit that completes the profile moves the completeness percent', async ({ page }) => {
    await signUpViaApi(page, { name: 'Jordan Lee' });
    await submitTrackApplicationViaApi(page);
    await page.goto('/dashboard');
    await expect(page.getByTestId('profile-completeness')).toHaveText('67%');

    await page.getByRole('link', { name: 'complete profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    for (const section of [
      'Basic information',
      'Experience and interests',
      'Target markets',
      'Skills',
      'Genres',
      'Social and portfolio',
      'Additional details',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Jordan Lee');
    await expect(page.getByLabel('Age', { exact: true })).toHaveValue('29');
    await expect(page.getByLabel('City', { exact: true })).toHaveValue('Austin');
    // Issue 16: the wizard's answers read as the wizard offered them.
    await expect(page.getByLabel('Travel radius', { exact: true })).toHaveValue('statewide');
    await expect(page.getByLabel('Travel radius', { exact: true }).locator('option:checked')).toHaveText('Statewide');
    await expect(page.getByRole('checkbox', { name: 'I have reliable transportation' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Ops' })).toBeChecked();
    // Spec §5 asks school and graduation year of ambassadors only: not of an adult ops person.
    await expect(page.getByRole('heading', { level: 2, name: 'Student information' })).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: 'Houston' })).toBeChecked();

    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    await page.getByLabel('Phone').fill('(918) 555-0110');
    await page.getByRole('checkbox', { name: 'Operations' }).check();
    await page.getByRole('checkbox', { name: 'Production' }).check();
    await page.getByRole('checkbox', { name: 'Live Band' }).check();
    await page.getByRole('checkbox', { name: 'Performer' }).check();
    await page.getByRole('checkbox', { name: 'I have reliable transportation' }).check();
    await page.getByLabel('Instagram').fill('@jordan.runs.shows');
    await page.getByLabel('Availability note').fill('Weekends and festival season');
    await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
    await page.getByRole('button', { name: 'Save changes' }).click();

    await expect(page.getByText('Profile updated successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('profile-completeness')).toHaveText('100%');
    await expect(page.getByRole('main').getByText('all set')).toBeVisible();

    // Interested tracks are stored lowercase (spec §9).
    const saved = await (await page.request.get('/api/profile')).json();
    expect(saved).toMatchObject({
      phone: '(918) 555-0110',
      roleTypes: ['performer', 'ops'],
      skills: ['Operations', 'Production'],
      genres: ['Live Band'],
      hasCar: true,
      instagram: '@jordan.runs.shows',
    });
  });

  test('checks the fields with the shared rules and sends nothing while one is wrong', async ({ page }) => {
    await signUpViaApi(page);
    let saves = 0;
    await page.route('**/api/profile', (route) => {
      if (route.request().method() === 'PUT') saves += 1;
      return route.continue();
    });
    await page.goto('/profile');
    // The student questions come with the ambassador track.
    await page.getByRole('checkbox', { name: 'Ambassador' }).check();
    await expect(page.getByRole('heading', { level: 2, name: 'Student information' })).toBeVisible();

    // Age and graduation year become empty when they are not numbers; state holds 2 characters.
    await page.getByLabel('Age', { exact: true }).fill('twenty');
    await page.getByLabel('Age', { exact: true }).blur();
    await expect(page.getByLabel('Age', { exact: true })).toHaveValue('');
    await page.getByLabel('Graduation year').fill('2027 spring');
    await page.getByLabel('Graduation year').blur();
    await expect(page.getByLabel('Graduation year')).toHaveValue('2027');
    await page.getByLabel('State', { exact: true }).pressSequentially('Texas');
    await expect(page.getByLabel('State', { exact: true })).toHaveValue('Te');

    await page.getByLabel('Website').fill('javascript:alert(1)');
    await page.getByLabel('TikTok').fill('<script>');
    await page.getByLabel('Graduation year').fill('2050');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Please enter a valid URL')).toBeVisible();
    await expect(
      page.getByText('TikTok must be a handle like @name or a link starting with http:// or https://'),
    ).toBeVisible();
    await expect(page.getByText('Graduation year must be between 2024 and 2040')).toBeVisible();
    await expect(page.getByLabel('Website')).toHaveAttribute('aria-invalid', 'true');
    // Issue 16: the first field to fix (in the page's order) has the focus.
    await expect(page.getByLabel('Graduation year')).toBeFocused();
    expect(saves).toBe(0);

    await page.getByLabel('Website').fill('https://me.example');
    await page.getByLabel('TikTok').fill('@me');
    await page.getByLabel('Graduation year').fill('2027');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();
    expect(saves).toBe(1);
    const saved = await (await page.request.get('/api/profile')).json();
    expect(saved).toMatchObject({
      age: null,
      gradYear: 2027,
      state: 'TE',
      website: 'https://me.example',
      roleTypes: ['ambassador'],
    });
  });

  test('a refused save says so beside the buttons and brings the field into view, not under the header', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await signUpViaApi(page);
    await page.goto('/profile');
    await page.getByLabel('Phone').fill('call me maybe');
    await page.getByLabel('Availability note').scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Save changes' }).click();

    const phone = page.getByLabel('Phone');
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAccessibleDescription('Please enter a valid phone number');
    await expect(page.getByRole('form', { name: 'Profile' }).getByRole('alert')).toHaveText(
      'Please correct the highlighted field and try again.',
    );
    // WCAG 2.4.11: below the sticky header and above the sticky buttons.
    const header = page.getByRole('banner');
    const buttons = page.getByRole('button', { name: 'Save changes' });
    await expect
      .poll(async () => {
        const [field, top, bottom] = await Promise.all([
          phone.boundingBox(),
          header.boundingBox(),
          buttons.boundingBox(),
        ]);
        return Boolean(field && top && bottom && field.y >= top.y + top.height && field.y + field.height <= bottom.y);
      })
      .toBe(true);
  });

  test('Cancel returns to the dashboard without saving', async ({ page }) => {
    await signUpViaApi(page, { name: 'Kept Name' });
    await page.goto('/profile');
    await page.getByLabel('Name', { exact: true }).fill('Changed Name');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kept Name' })).toBeVisible();
  });

  test("shows 'Error loading profile' when it cannot be loaded", async ({ page }) => {
    await signUpViaApi(page);
    await page.route('**/api/profile', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    await page.goto('/profile');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Error loading profile');
  });

  test("shows the server's message, or 'Error updating profile'", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/profile');
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Riley Quinn');
    await page.route('**/api/profile', (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 502, body: 'Bad gateway' }) : route.continue(),
    );
    await page.getByRole('button', { name: 'Save changes' }).click();
    // Said as a toast, and beside the buttons (issue 16).
    await expect(page.getByRole('form', { name: 'Profile' }).getByRole('alert')).toHaveText('Error updating profile');
    await expect(page).toHaveURL(/\/profile$/);

    await page.unroute('**/api/profile');
    await page.route('**/api/profile', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 409,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'CONFLICT', message: 'Someone else saved first' } }),
          })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('form', { name: 'Profile' }).getByRole('alert')).toHaveText('Someone else saved first');
    await expect(page.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  });
});
