import { expect, type Page } from '@playwright/test';
import { apiPost } from './accounts';
import { emailLink } from './outbox';
import { BASE_URL } from './server';

export function apiPut(page: Page, path: string, data: unknown) {
  return page.request.put(path, { data, headers: { Origin: BASE_URL } });
}

// The person signed in on `page` confirms their address with the link emailed to them (D30:
// team roles go to confirmed addresses only).
export async function confirmAddress(person: { email: string; page: Page }) {
  const asked = await apiPost(person.page, '/api/auth/send-verification-email', { email: person.email });
  expect(asked.status(), await asked.text()).toBe(200);
  // The link names PUBLIC_URL's host (localhost); the suite's cookies are 127.0.0.1's.
  const link = new URL(await emailLink(person.email, 'Confirm my email'));
  // The link's page presses this for the person (issue 40).
  const opened = await apiPost(person.page, '/api/auth/confirm-email', { token: link.searchParams.get('token') });
  expect(opened.status(), await opened.text()).toBe(200);
  expect(await opened.json()).toMatchObject({ action: 'confirm-email', signedIn: true });
}

// The signed-in admin of `adminPage` grants a team role to this person, once they have
// confirmed their address.
export async function grantRole(adminPage: Page, person: { email: string; page: Page }, role: 'reviewer' | 'admin') {
  await confirmAddress(person);
  const response = await apiPost(adminPage, '/api/admin/team', { email: person.email, role });
  expect(response.status(), await response.text()).toBe(201);
}

// A stamp that makes this run's names unique in the shared e2e database.
export function runStamp(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}
