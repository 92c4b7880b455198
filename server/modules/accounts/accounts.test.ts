import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '@shared/auth-schemas';
import { user } from '../../db/schema/auth';
import { people } from '../../db/schema/people';
import { userRoles } from '../../db/schema/team';
import { createTestApp, type TestApp, uniqueEmail } from '../../test/test-app';
import { signedIn } from '../../test/staff';
import { ALREADY_REGISTERED_MESSAGE } from './accounts.routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function countRows() {
  const [users] = await t.db.select({ n: count() }).from(user);
  const [persons] = await t.db.select({ n: count() }).from(people);
  return { users: users?.n ?? 0, people: persons?.n ?? 0 };
}

describe('sign-up', () => {
  it('creates the account and its people row (D3), signs in with an httpOnly cookie', async () => {
    const client = t.client();
    const email = uniqueEmail('ana');
    const response = await client.signUp({ name: '  Ana Díaz  ', email: `  ${email.toUpperCase()} ` });
    expect(response.status).toBe(200);

    const cookie = response.headers.getSetCookie().find((value) => value.includes('session_token'));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const [person] = await t.db.select().from(people).where(eq(people.email, email));
    expect(person).toMatchObject({ name: 'Ana Díaz', email, status: 'new', rank: 'member', xpTotal: 0 });

    const session = await client.get('/api/session');
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({
      user: { name: 'Ana Díaz', email },
      person: { id: person?.id, name: 'Ana Díaz', hasProfile: false },
      roles: [],
      hasTrackApplication: false,
    });
  });

  it.each([
    [{ name: 'Short', password: '12345' }, 'Password must be at least 6 characters'],
    [{ name: 'Bad email', email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ name: '   ' }, 'Name is required'],
    [{ name: 'No password', password: '' }, 'Password is required'],
    [{ name: 'Common password', password: 'SunShine' }, COMMON_PASSWORD_MESSAGE],
  ])('refuses %o with a clear message and creates nothing', async (input, message) => {
    const before = await countRows();
    const response = await t.client().post('/api/auth/sign-up/email', {
      email: uniqueEmail(),
      password: 'long-enough',
      ...input,
    });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('VALIDATION_ERROR');
    expect(response.body.error.message).toContain(message);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await countRows()).toEqual(before);
  });

  it('refuses a duplicate email (any case) and keeps one account and one person', async () => {
    const email = uniqueEmail('dup');
    expect((await t.client().signUp({ email })).status).toBe(200);
    const before = await countRows();
    const again = await t.client().signUp({ email: email.toUpperCase() });
    expect(again.status).toBe(422);
    expect(again.body.error.message).toBe(ALREADY_REGISTERED_MESSAGE);
    expect(await countRows()).toEqual(before);
  });

  it('rolls the account back when its people row cannot be written (one transaction)', async () => {
    await t.db.execute(sql`
      create or replace function refuse_person() returns trigger language plpgsql as $$
      begin raise exception 'people are closed'; end $$`);
    await t.db.execute(
      sql`create trigger refuse_person before insert on people for each row execute function refuse_person()`,
    );
    try {
      const email = uniqueEmail('rollback');
      const before = await countRows();
      const response = await t.client().signUp({ email });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(await countRows()).toEqual(before);
      expect(await t.db.select().from(user).where(eq(user.email, email))).toEqual([]);
    } finally {
      await t.db.execute(sql`drop trigger refuse_person on people`);
      await t.db.execute(sql`drop function refuse_person()`);
    }
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the right password only', async () => {
    const email = uniqueEmail('sign-in');
    await t.client().signUp({ email, password: 'right-password' });

    const wrong = await t.client().signIn(email, 'wrong-password');
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.message).toBe('Invalid email or password');

    const client = t.client();
    expect((await client.signIn(email, 'right-password')).status).toBe(200);
    expect((await client.get('/api/session')).body.user.email).toBe(email);
  });

  it('revokes the session on the server at sign-out: the old cookie is refused', async () => {
    const email = uniqueEmail('sign-out');
    const client = t.client();
    await client.signUp({ email });
    const oldCookies = client.cookieHeader;

    expect((await client.signOut()).status).toBe(200);
    expect((await client.get('/api/session')).body.user).toBeNull();

    const replay = t.client();
    replay.setCookieHeader(oldCookies);
    expect((await replay.get('/api/session')).body.user).toBeNull();
  });

  it("signs out by a page's form, before its script has loaded, and goes home (decision 136)", async () => {
    const email = uniqueEmail('sign-out-form');
    const client = t.client();
    await client.signUp({ email });
    const oldCookies = client.cookieHeader;
    expect((await client.get('/api/session')).body.user.email).toBe(email);

    // As a browser posts a form of no fields.
    const posted = await client.request('POST', '/api/auth/sign-out', {
      body: '',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Content-Length': '0',
        'Sec-Fetch-Mode': 'navigate',
        'Sec-Fetch-Site': 'same-origin',
        Accept: 'text/html',
      },
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/');
    expect(posted.headers.getSetCookie().some((cookie) => /session_token=;/.test(cookie))).toBe(true);
    expect((await client.get('/api/session')).body.user).toBeNull();
    const replay = t.client();
    replay.setCookieHeader(oldCookies);
    expect((await replay.get('/api/session')).body.user).toBeNull();
  });

  it('takes a form from a browser that does not name the navigation (no Sec-Fetch headers)', async () => {
    const client = t.client();
    await client.signUp({ email: uniqueEmail('sign-out-form-old-browser') });
    const posted = await client.request('POST', '/api/auth/sign-out', {
      body: '',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html' },
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/');
    expect((await client.get('/api/session')).body.user).toBeNull();
  });

  it("refuses another site's sign-out form", async () => {
    const client = t.client();
    await client.signUp({ email: uniqueEmail('sign-out-cross-site') });
    const posted = await client.request('POST', '/api/auth/sign-out', {
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Sec-Fetch-Mode': 'navigate',
        'Sec-Fetch-Site': 'cross-site',
        Origin: 'https://elsewhere.example',
      },
    });
    expect(posted.status).toBe(403);
    expect((await client.get('/api/session')).body.user).not.toBeNull();
  });
});

// Sign-in limits (per address and per account) are in sign-in-limits.test.ts.
describe('rate limiting', () => {
  it('limits sign-ups per address', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_MAX: '2' });
    try {
      const client = limited.client({ address: '198.51.100.4' });
      const statuses = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        statuses.push((await client.signUp({ email: uniqueEmail('burst') })).status);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('bootstrap admin (D4)', () => {
  it('creates the account once, grants admin, and keeps an existing password', async () => {
    const email = uniqueEmail('admin');
    await t.services.accounts.ensureBootstrapAdmin({ email, password: 'first-password' });
    await t.services.accounts.ensureBootstrapAdmin({ email, password: 'second-password' });

    const client = t.client();
    expect((await client.signIn(email, 'second-password')).status).toBe(401);
    expect((await client.signIn(email, 'first-password')).status).toBe(200);
    const session = await client.get('/api/session');
    expect(session.body.roles).toEqual(['admin']);
    expect(session.body.person).not.toBeNull();

    const [row] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    const roles = await t.db
      .select()
      .from(userRoles)
      .where(eq(userRoles.userId, row?.id ?? ''));
    expect(roles).toHaveLength(1);
  });
});

// The header and the back office read who is signed in from GET /api/session: its roles are those
// read with the session on that very request (docs/decisions/130), or read for it when the auth
// library answered the session (one due for its daily refresh).
describe('the session summary', () => {
  it('names the roles held now, on either way of reading the session', async () => {
    const reviewer = await signedIn(t, 'reviewer');
    expect((await reviewer.client.get('/api/session')).body).toMatchObject({
      roles: ['reviewer'],
      person: { id: reviewer.personId },
      hasTrackApplication: false,
    });

    // Due for its refresh, the session goes through the auth library.
    await t.db.execute(sql`update session set expires_at = expires_at - interval '2 days'
      where user_id = ${reviewer.userId}`);
    const library = vi.spyOn(t.auth.api, 'getSession');
    try {
      expect((await reviewer.client.get('/api/session')).body.roles).toEqual(['reviewer']);
      expect(library).toHaveBeenCalled();
    } finally {
      library.mockRestore();
    }

    // D12: a removed role is gone from the next answer.
    await t.db.delete(userRoles).where(eq(userRoles.userId, reviewer.userId));
    expect((await reviewer.client.get('/api/session')).body.roles).toEqual([]);
  });
});
