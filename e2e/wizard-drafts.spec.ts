import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './support/test';
import { signInViaApi, signUpViaApi } from './support/accounts';

// D26 (issue 16): the wizard keeps its answers on the server, the step is in the address, and
// reload, Back and Forward move between steps without losing anything.

const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const step = (page: Page, n: number) => expect(page.getByText(`Step ${n} of 4`)).toBeVisible();

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

test.describe('wizard drafts', () => {
  test('reload, Back and Forward at every step keep every answer', async ({ page }) => {
    await signUpViaApi(page, { name: 'Dana Draft' });
    await page.goto('/application');
    await expect(page).toHaveURL(/\/application\/1$/);

    await page.getByLabel('Age').fill('24');
    await page.getByLabel('City').selectOption('Houston');
    await page.getByLabel('State').fill('TX');
    await page.getByLabel('Travel radius (optional)').selectOption({ label: 'Statewide' });
    await next(page);
    await expect(page).toHaveURL(/\/application\/2$/);
    await page.reload();
    await step(page, 2);
    await page.goBack();
    await expect(page).toHaveURL(/\/application\/1$/);
    await expect(page.getByLabel('Age')).toHaveValue('24');
    await expect(page.getByLabel('City')).toHaveValue('Houston');
    await expect(page.getByLabel('Travel radius (optional)')).toHaveValue('statewide');
    await page.goForward();
    await step(page, 2);

    await page.getByRole('radio', { name: /^Performer/ }).check();
    await next(page);
    await expect(page).toHaveURL(/\/application\/3$/);
    await page.reload();
    await step(page, 3);
    await page.getByRole('checkbox', { name: 'House' }).check();
    await page.getByRole('checkbox', { name: 'R&B' }).check();
    await page.getByLabel('Technical needs (optional)').fill('Two CDJs and a booth monitor');
    await next(page);
    await expect(page).toHaveURL(/\/application\/4$/);
    await page.getByRole('checkbox', { name: 'Dallas' }).check();

    // Back from step 4 keeps what was typed there too; reload everywhere keeps it all.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/application\/3$/);
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'House' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'R&B' })).toBeChecked();
    await expect(page.getByLabel('Technical needs (optional)')).toHaveValue('Two CDJs and a booth monitor');
    await page.goBack();
    await expect(page).toHaveURL(/\/application\/4$/);
    await expect(page.getByRole('checkbox', { name: 'Dallas' })).toBeChecked();
    await page.goBack();
    await page.goBack();
    await expect(page.getByRole('radio', { name: /^Performer/ })).toBeChecked();
    await page.goForward();
    await page.goForward();
    await step(page, 4);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('checkbox', { name: /I agree to be contacted/ }).check();
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // Submitting turned the draft into the application: the profile shows the wizard's genres.
    const profile = await (await page.request.get('/api/profile')).json();
    expect(profile).toMatchObject({ genres: ['House', 'R&B'], travelRadius: 'statewide', city: 'Houston' });
    expect((await (await page.request.get('/api/track-application/draft')).json()).values).toBeNull();
  });

  test('a draft survives signing out and in on another device, and the dashboard offers to finish it', async ({
    page,
    browser,
  }) => {
    const account = await signUpViaApi(page, { name: 'Devon Devices' });
    await page.goto('/application/1');
    await page.getByLabel('Age').fill('30');
    await page.getByLabel('City').selectOption('Tulsa');
    await page.getByLabel('State').fill('OK');
    await next(page);
    await page.getByRole('radio', { name: /^Ops/ }).check();
    await next(page);
    await step(page, 3);
    await page.request.post('/api/auth/sign-out', { data: {}, headers: { Origin: new URL(page.url()).origin } });

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const elsewhere = await phone.newPage();
    await signInViaApi(elsewhere, account.email, account.password);
    await elsewhere.goto('/dashboard');
    const main = elsewhere.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Pick up where you left off' })).toBeVisible();
    await main.getByRole('link', { name: 'Finish your application', exact: true }).first().click();
    await expect(elsewhere).toHaveURL(/\/application\/3$/);
    await expect(elsewhere.getByText('A few questions for the Ops track.')).toBeVisible();
    await elsewhere.goto('/application/1');
    await expect(elsewhere.getByLabel('Age')).toHaveValue('30');
    await expect(elsewhere.getByLabel('City')).toHaveValue('Tulsa');
    await phone.close();
  });

  test('an address past the answers shows the first step still to do', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/application/4');
    await expect(page).toHaveURL(/\/application\/1$/);
    await step(page, 1);
    await page.goto('/application/9');
    await expect(page).toHaveURL(/\/application\/1$/);
  });

  test('errors are said under each field, and the first one is brought into view and focused', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 640 });
    await signUpViaApi(page);
    await page.goto('/application/1');
    await page.getByLabel('State').fill('TX');
    await next(page);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Please fill in all required fields');
    await expect(page.getByText('Age is required')).toBeVisible();
    await expect(page.getByText('City is required')).toBeVisible();
    const age = page.getByLabel('Age');
    await expect(age).toBeFocused();
    await expect(age).toHaveAttribute('aria-invalid', 'true');
    await expect(age).toHaveAccessibleDescription('Age is required');
    await expect(age).toBeInViewport({ ratio: 1 });

    await page.getByLabel('Age').fill('22');
    await page.getByLabel('City').selectOption('Austin');
    await next(page);
    await next(page);
    await expect(page.getByText('Choose one of the tracks')).toBeVisible();
    await expect(page.getByRole('radio').first()).toBeFocused();
    await page.getByRole('radio', { name: /^Team/ }).check();
    await next(page);
    await page.getByLabel('Resume link').fill('not a link');
    await next(page);
    const resume = page.getByLabel('Resume link');
    await expect(resume).toHaveAccessibleDescription('Please enter a valid URL');
    await expect(resume).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a field the person went to before the first error was revealed keeps their focus and typing', async ({
    page,
  }) => {
    await signUpViaApi(page);
    await page.goto('/application/1');
    await page.getByLabel('Age').fill('22');
    await page.getByLabel('City').selectOption('Austin');
    await page.getByLabel('State').fill('TX');
    await next(page);
    await page.getByRole('radio', { name: /^Team/ }).check();
    await next(page);
    await page.getByLabel('Resume link').fill('not a link');
    // The next frame comes late (a busy or hidden page): held back until released below.
    await page.evaluate(() => {
      const held: FrameRequestCallback[] = [];
      Object.assign(window, { heldFrames: held });
      window.requestAnimationFrame = (callback) => held.push(callback);
    });
    await next(page);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Please correct the highlighted field and try again.',
    );
    const tools = page.getByLabel('Tools you use (optional)');
    await tools.click();
    await page.evaluate(() => {
      for (const callback of (window as unknown as { heldFrames: FrameRequestCallback[] }).heldFrames)
        callback(performance.now());
    });
    await page.keyboard.type('Notion');
    await expect(tools).toBeFocused();
    await expect(tools).toHaveValue('Notion');
    await expect(page.getByLabel('Resume link')).toHaveValue('not a link');
  });
});
