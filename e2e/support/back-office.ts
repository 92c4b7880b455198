import { expect, type Page } from '@playwright/test';
import { apiPost } from './accounts';
import { BASE_URL } from './server';

export function apiPut(page: Page, path: string, data: unknown) {
  return page.request.put(path, { data, headers: { Origin: BASE_URL } });
}

// The signed-in admin of `adminPage` grants a team role to the account with this email.
export async function grantRole(adminPage: Page, email: string, role: 'reviewer' | 'admin') {
  const response = await apiPost(adminPage, '/api/admin/team', { email, role });
  expect(response.status(), await response.text()).toBe(201);
}

// A stamp that makes this run's names unique in the shared e2e database.
export function runStamp(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}
