import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../test/staff';
import { createTestApp, type TestApp, uniqueEmail } from '../test/test-app';

// docs/decisions/080: only the auth endpoints the product uses are routed, and the session
// token stays in its httpOnly cookie.

let t: TestApp;
let person: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await createTestApp();
  person = await signedIn(t);
});
afterAll(() => t.close());

describe('the auth endpoints', () => {
  it.each([
    ['GET', '/api/auth/get-session'],
    ['GET', '/api/auth/list-sessions'],
    ['GET', '/api/auth/list-accounts'],
    ['POST', '/api/auth/update-user'],
    ['POST', '/api/auth/revoke-other-sessions'],
    ['POST', '/api/auth/delete-user'],
  ])('does not route %s %s, which the product does not use', async (method, path) => {
    const response = await person.client.request(method, path, method === 'POST' ? { json: { name: 'x' } } : {});
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: { code: 'NOT_FOUND', message: 'No such API endpoint' } });
  });

  it('answers sign-up and sign-in without the session token, which only the cookie holds', async () => {
    const email = uniqueEmail('token');
    const client = t.client();
    const signUp = await client.signUp({ email });
    expect(signUp.body).toMatchObject({ signedIn: true, user: { email } });
    expect(signUp.text).not.toMatch(/"token"/);
    const signIn = await t.client().signIn(email);
    expect(signIn.status).toBe(200);
    expect(signIn.body).toMatchObject({ signedIn: true, user: { email } });
    expect(signIn.text).not.toMatch(/"token"/);
    expect(signIn.headers.getSetCookie().some((cookie) => /session_token=.+HttpOnly/i.test(cookie))).toBe(true);
  });
});
