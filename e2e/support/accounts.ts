import { expect, type Page } from '@playwright/test';
import { BASE_URL } from './server';

export const E2E_ADMIN = { email: 'admin@backline.test', password: 'admin-password-e2e' };

let counter = 0;
export function uniqueEmail(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter}@example.com`;
}

// State-changing API calls must name the app's origin, as the browser does.
export function apiPost(page: Page, path: string, data: unknown) {
  return page.request.post(path, { data, headers: { Origin: BASE_URL } });
}

// Setup through the API (the page's cookie jar), for tests whose subject is elsewhere.
export async function signUpViaApi(page: Page, input: { name?: string; email?: string; password?: string } = {}) {
  const account = {
    name: input.name ?? 'Riley Quinn',
    email: input.email ?? uniqueEmail(),
    password: input.password ?? 'e2e-password',
  };
  const response = await apiPost(page, '/api/auth/sign-up/email', account);
  expect(response.status(), await response.text()).toBe(200);
  return account;
}

export async function signInViaApi(page: Page, email: string, password: string) {
  const response = await apiPost(page, '/api/auth/sign-in/email', { email, password });
  expect(response.status(), await response.text()).toBe(200);
}
