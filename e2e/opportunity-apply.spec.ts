import { expect, test } from './support/test';
import { signUpViaApi } from './support/accounts';
import { createOpportunities, giveProfile, runToken } from './support/fixtures';

test.describe('applying to an opportunity', () => {
  test('a creative opportunity asks for the four answers, then marks the person as applied', async ({ page }) => {
    const [gig] = await createOpportunities(page, [{ title: `${runToken()} Friday DJ set`, opportunityType: 'event' }]);
    await signUpViaApi(page);
    await giveProfile(page);
    await page.goto(`/opportunity/${gig?.id}`);
    // The button acts once the page's script runs (the server's does nothing before).
    await page.waitForLoadState('networkidle');

    await page.getByRole('button', { name: 'Apply now' }).click();
    const dialog = page.getByRole('dialog', { name: `Apply for ${gig?.title}` });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Artist name').fill('DJ Nova');
    await dialog.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByText('Please fill in all required fields').first()).toBeVisible();
    await expect(dialog.getByLabel('Instagram handle')).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByLabel('Instagram handle').fill('@djnova');
    await dialog.getByLabel('Ticket sales').fill('About 300 a night');
    await dialog.getByLabel('Performed live').fill('Weekly residency for two years');
    await dialog.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByText('Application submitted successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Already applied' })).toBeDisabled();

    await page.reload();
    await expect(page.getByRole('button', { name: 'Already applied' })).toBeDisabled();
    // Issue 16: where the application stands, and where to follow it.
    const aside = page.getByRole('complementary', { name: 'Apply' });
    await expect(aside.getByText('Your application is pending.')).toBeVisible();
    await expect(aside.getByRole('link', { name: 'Follow it on your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  test('a plain opportunity takes an optional cover letter with a live counter', async ({ page }) => {
    const [gig] = await createOpportunities(page, [{ title: `${runToken()} Door Host`, opportunityType: 'event' }]);
    await signUpViaApi(page);
    await giveProfile(page);
    await page.goto(`/opportunity/${gig?.id}`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Apply now' }).click();

    const dialog = page.getByRole('dialog', { name: `Apply for ${gig?.title}` });
    await expect(dialog.getByLabel('Artist name')).toHaveCount(0);
    const letter = dialog.getByLabel('Cover letter');
    await expect(dialog.getByText('0/2000 characters')).toBeVisible();
    await letter.fill('I have run doors for three years.');
    await expect(dialog.getByText('33/2000 characters')).toBeVisible();
    await letter.fill('x'.repeat(2100));
    await expect(letter).toHaveValue('x'.repeat(2000));
    await expect(dialog.getByText('2000/2000 characters')).toBeVisible();
    await letter.fill('I have run doors for three years.');

    await dialog.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByText('Application submitted successfully!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Already applied' })).toBeDisabled();
  });

  test("shows the server's message, or 'Failed to submit application'", async ({ page }) => {
    const [gig] = await createOpportunities(page, [{ title: `${runToken()} Bar Support` }]);
    await signUpViaApi(page);
    await giveProfile(page);
    await page.goto(`/opportunity/${gig?.id}`);
    await page.waitForLoadState('networkidle');
    await page.route('**/applications', (route) => route.fulfill({ status: 502, body: 'Bad gateway' }));
    await page.getByRole('button', { name: 'Apply now' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit application' }).click();
    // Said in the dialog, under its form (issue 16), as well as in a toast.
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Failed to submit application');
    await expect(page.getByRole('dialog')).toBeVisible();

    await page.unroute('**/applications');
    // Applied meanwhile from another tab: the server's duplicate message, and the button follows.
    await page.request.post(`/api/opportunities/${gig?.id}/applications`, {
      data: {},
      headers: { Origin: new URL(page.url()).origin },
    });
    await page.getByRole('dialog').getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByRole('dialog').getByRole('alert')).toHaveText("You've already applied to this opportunity");
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Already applied' })).toBeDisabled();
  });

  test("a person without a profile is sent to finish it: 'Complete your profile to apply'", async ({ page }) => {
    const [gig] = await createOpportunities(page, [{ title: `${runToken()} Street Team` }]);
    await signUpViaApi(page);
    await page.goto(`/opportunity/${gig?.id}`);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: 'Ready to apply?' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Apply now' }).click();
    await expect(page.getByText('Complete your profile to apply')).toBeVisible();
    // D27: the wizard brings the person back to this opportunity with its apply dialog open.
    await expect(page).toHaveURL(`/application/1?next=${encodeURIComponent(`/opportunity/${gig?.id}?apply=1`)}`);
  });
});
