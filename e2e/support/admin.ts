import { type Browser, expect, type Page } from '@playwright/test';
import { E2E_ADMIN, signInViaApi, signUpViaApi } from './accounts';

export async function signInAsAdmin(page: Page) {
  await signInViaApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
}

// Another person, signed up in their own browser context (which is returned, signed in).
export async function anotherPerson(browser: Browser, name?: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = await signUpViaApi(page, name ? { name } : {});
  return { ...account, context, page };
}

// The card of one opportunity, on its page in the back office (issue 19): found in the
// opportunities table by its title (other tests create opportunities at the same time).
export async function adminOpportunityCard(page: Page, title: string) {
  await page.goto(`/admin/opportunities?search=${encodeURIComponent(title)}`);
  await page.getByRole('table', { name: 'Opportunities' }).getByRole('link', { name: title, exact: true }).click();
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  return card;
}
