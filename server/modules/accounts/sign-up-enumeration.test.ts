import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, uniqueEmail } from '../../test/test-app';
import { ALREADY_REGISTERED_MESSAGE } from './accounts.routes';
import { DEVICE_COOKIE } from './device-id';

// Decision 083: what sign-up tells about an address that already has an account.

function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shape(inner)]));
  }
  return value === null ? null : typeof value;
}

describe('with sign-in at sign-up (EMAIL_VERIFICATION=optional, spec §2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses a taken address with what its owner can do, and nothing about the account', async () => {
    const email = uniqueEmail('owner');
    expect((await t.client().signUp({ email, name: 'First Owner', password: 'owner-tape-deck' })).status).toBe(200);

    const again = await t.client().signUp({ email: email.toUpperCase(), name: 'Someone Else', password: 'other-deck' });
    expect(again.status).toBe(422);
    expect(again.body).toEqual({
      error: { code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', message: ALREADY_REGISTERED_MESSAGE },
    });
    expect(cookieNames(again.headers)).toEqual([DEVICE_COOKIE]);

    // The account is untouched: same name, same password.
    const owner = t.client();
    expect((await owner.signIn(email, 'other-deck')).status).toBe(401);
    expect((await owner.signIn(email, 'owner-tape-deck')).status).toBe(200);
    expect((await owner.get('/api/session')).body.user.name).toBe('First Owner');
  });
});

describe('with EMAIL_VERIFICATION=required', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ EMAIL_VERIFICATION: 'required' });
  });
  afterAll(() => t.close());

  it('answers a taken and a new address alike: same status, same body shape, no session', async () => {
    const taken = uniqueEmail('taken');
    await t.client().signUp({ email: taken });

    const forTaken = await t.client().signUp({ email: taken, name: 'Probe' });
    const forNew = await t.client().signUp({ email: uniqueEmail('fresh'), name: 'Probe' });
    expect(forTaken.status).toBe(200);
    expect(forNew.status).toBe(200);
    expect(shape(forTaken.body)).toEqual(shape(forNew.body));
    expect(forTaken.body).toMatchObject({ signedIn: false, user: { name: 'Probe', emailVerified: false } });
    expect(forNew.body).toMatchObject({ signedIn: false, user: { name: 'Probe', emailVerified: false } });
    // No session either way; both browsers are given a device cookie alike (decision 100).
    expect(cookieNames(forTaken.headers)).toEqual([DEVICE_COOKIE]);
    expect(cookieNames(forNew.headers)).toEqual([DEVICE_COOKIE]);
  });
});

function cookieNames(headers: Headers): string[] {
  return headers.getSetCookie().map((cookie) => cookie.slice(0, cookie.indexOf('=')));
}
