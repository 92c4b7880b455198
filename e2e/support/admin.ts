import type { Browser, Page } from '@playwright/test';
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
