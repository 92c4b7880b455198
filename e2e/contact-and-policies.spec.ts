import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './support/test';
import { signUpViaApi, uniqueEmail } from './support/accounts';

// Issue 16: the privacy policy and the terms, linked from the footer and from sign-up, and a
// way to contact the team from the dashboard and the FAQ (docs/decisions/092).

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

test.describe('privacy policy and terms', () => {
  test('are linked from the footer and from sign-up, and say what is kept and for how long', async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('navigation', { name: 'Footer' });
    await footer.getByRole('link', { name: 'Privacy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    for (const fact of [
      'a session ends after 7 days without use, and at the latest 30 days after you signed in',
      'a copy stays in our outbox for 90 days, then it is deleted',
      'You can make an account from age 13',
      'with your name replaced by “Deleted user”',
    ]) {
      await expect(page.getByRole('main').getByText(fact, { exact: false })).toBeVisible();
    }
    expect(await seriousViolations(page)).toEqual([]);

    await footer.getByRole('link', { name: 'Terms' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/auth');
    const signUp = page.getByRole('form', { name: 'Create account' });
    await expect(signUp.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/terms');
    await expect(signUp.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
  });

  test('arrive as complete pages before any script runs (D28)', async ({ request }) => {
    const pages: [string, string][] = [
      ['/privacy', 'Privacy policy'],
      ['/terms', 'Terms of use'],
    ];
    for (const [path, heading] of pages) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>${heading} · Backline</title>`);
      expect(html).toContain(`>${heading}</h1>`);
    }
  });
});

test.describe('contact the team', () => {
  test('from the FAQ, signed out: asks for an address and sends the message', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('main').getByRole('link', { name: 'Contact the team' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    const form = page.getByRole('form', { name: 'Message the team' });
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('alert')).toHaveText('Please correct the 2 highlighted fields and try again.');
    await expect(form.getByLabel('Your email')).toBeFocused();
    await expect(form.getByLabel('Your email')).toHaveAccessibleDescription(
      'Where we answer you Please enter your email so we can answer you',
    );
    expect(await seriousViolations(page)).toEqual([]);

    const email = uniqueEmail('visitor');
    await form.getByLabel('Your name (optional)').fill('Val Visitor');
    await form.getByLabel('Your email').fill(email);
    await form.getByLabel('Message').fill('I cannot get into my account.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('heading', { name: 'Thanks, your message is with the team' })).toBeVisible();
    await expect(page.getByText(`We will answer you at ${email}.`)).toBeVisible();
  });

  test('from the dashboard, signed in: the account answers who wrote', async ({ page }) => {
    const account = await signUpViaApi(page, { name: 'Cory Contact' });
    await page.goto('/dashboard');
    await page.getByRole('main').getByRole('link', { name: 'contact the team' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    const form = page.getByRole('form', { name: 'Message the team' });
    await expect(form.getByText(`We will answer you at ${account.email}.`)).toBeVisible();
    await expect(form.getByLabel('Your email')).toHaveCount(0);
    await form.getByLabel('Subject (optional)').fill('My booking');
    await form.getByLabel('Message').fill('Can I swap my Friday set for Saturday?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Message sent. The team will get back to you by email.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Thanks, your message is with the team' })).toBeVisible();
  });
});
