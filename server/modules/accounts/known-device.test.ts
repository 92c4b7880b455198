import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, uniqueEmail } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import { DEVICE_COOKIE, newDeviceId } from './device-id';

// Issue 41 (docs/decisions/155): /auth asks whether this browser has signed up or in to an
// account before, to open on Sign in. The answer is one bit about the browser: never which
// account, never anything about an address.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const knownDevice = async (client: TestClient) => {
  const response = await client.get('/api/auth/known-device');
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  // It gives no cookie: reading it leaves the browser as it was.
  expect(response.headers.getSetCookie()).toEqual([]);
  return response.body;
};

describe('GET /api/auth/known-device', () => {
  it('answers no for a browser that never called the auth endpoints, or only failed to sign in', async () => {
    const browser = t.client();
    expect(await knownDevice(browser)).toEqual({ known: false });
    // A failed sign-in gives the browser its device cookie (decision 100) but proves nothing.
    expect((await browser.signIn(uniqueEmail('nobody'), 'wrong-password')).status).toBe(401);
    expect(browser.cookieHeader).toContain(`${DEVICE_COOKIE}=`);
    expect(await knownDevice(browser)).toEqual({ known: false });
  });

  it('answers yes, and nothing else, once the browser signed up; still after signing out', async () => {
    const browser = t.client();
    const email = uniqueEmail('returning');
    expect((await browser.signUp({ email })).status).toBe(200);
    expect((await browser.signOut()).status).toBe(200);
    expect(await knownDevice(browser)).toEqual({ known: true });
  });

  it('answers yes for a browser that signed in, and no for another browser of the same person', async () => {
    const email = uniqueEmail('two-browsers');
    expect((await t.client().signUp({ email })).status).toBe(200);
    const laptop = t.client();
    expect((await laptop.signIn(email)).status).toBe(200);
    expect(await knownDevice(laptop)).toEqual({ known: true });
    expect(await knownDevice(t.client())).toEqual({ known: false });
  });

  it('answers no for a well-formed device id no account knows, and for a malformed cookie', async () => {
    const forged = t.client();
    forged.setCookieHeader(`${DEVICE_COOKIE}=${newDeviceId()}`);
    expect(await knownDevice(forged)).toEqual({ known: false });
    forged.setCookieHeader(`${DEVICE_COOKIE}=' or 1=1 --`);
    expect(await knownDevice(forged)).toEqual({ known: false });
  });

  it('forgets a browser whose account was deleted (D25)', async () => {
    const browser = t.client();
    const email = uniqueEmail('leaving');
    expect((await browser.signUp({ email, password: 'secret-password' })).status).toBe(200);
    expect(await knownDevice(browser)).toEqual({ known: true });
    const deleted = await browser.post('/api/account/delete', { password: 'secret-password', confirmation: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(await knownDevice(browser)).toEqual({ known: false });
  });
});
