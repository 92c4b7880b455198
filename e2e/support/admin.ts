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

// The card of one opportunity on /admin/opportunities. Other tests create opportunities at the
// same time, so it may have moved past the first page: load more until it shows.
export async function adminOpportunityCard(page: Page, title: string) {
  const card = page.getByRole('article', { name: title });
  const loadMore = page.getByRole('button', { name: 'Load more' });
  await expect(card.or(loadMore).first()).toBeVisible();
  while (!(await card.isVisible()) && (await loadMore.isVisible())) {
    await loadMore.click();
    await expect(card.or(page.getByRole('button', { name: 'Load more', disabled: false })).first()).toBeVisible();
  }
  await expect(card).toBeVisible();
  return card;
}
