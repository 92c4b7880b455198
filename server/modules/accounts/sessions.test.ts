import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '@shared/auth-schemas';
import { SESSION_ABSOLUTE_SECONDS } from './better-auth';
import { session, user } from '../../db/schema/auth';
import { createTestApp, type TestApp, uniqueEmail } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';

// D2 and issue 8: sessions expire when idle and after an absolute lifetime, and end on the
// server at sign-out and password change. Time passes by moving the session's own times back
// (a fake clock would also move the embedded database's timers).

const DAY = 24 * 60 * 60 * 1000;
const EXPIRED = { code: 'SESSION_EXPIRED', message: 'Your session has expired. Please sign in again.' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedUp(password = 'tape-deck-42') {
  const client = t.client();
  const email = uniqueEmail('session');
  expect((await client.signUp({ email, password })).status).toBe(200);
  return { client, email };
}

// `ms` pass for every session of the account.
async function passTime(email: string, ms: number) {
  await t.db.execute(sql`
    update session set
      created_at = created_at - ${ms} * interval '1 millisecond',
      updated_at = updated_at - ${ms} * interval '1 millisecond',
      expires_at = expires_at - ${ms} * interval '1 millisecond'
    where user_id = (select id from "user" where email = ${email})`);
}

async function sessionRows(email: string) {
  return t.db
    .select({ expiresAt: session.expiresAt, createdAt: session.createdAt })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(user.email, email));
}

// The auth library's own view of the cookie's session (its get-session endpoint is not routed,
// docs/decisions/080, but the library's other endpoints, change-password, read it this way).
async function librarySession(client: TestClient) {
  return t.auth.api.getSession({ headers: new Headers({ cookie: client.cookieHeader }) });
}

// A request to a page's data that needs a session, and the auth library's own view of it.
async function expectSignedIn(client: TestClient) {
  expect((await client.get('/api/dashboard')).status).toBe(200);
  expect((await librarySession(client))?.user).toBeTruthy();
}
async function expectRefused(client: TestClient) {
  const response = await client.get('/api/dashboard');
  expect(response.status).toBe(401);
  expect(response.body.error).toEqual(EXPIRED);
  expect(await librarySession(client)).toBeNull();
}

function replayOf(client: TestClient): TestClient {
  const replay = t.client();
  replay.setCookieHeader(client.cookieHeader);
  return replay;
}

describe('idle timeout', () => {
  it('ends a session after a week without use', async () => {
    const used = await signedUp();
    await passTime(used.email, 7 * DAY - 60_000);
    await expectSignedIn(used.client);

    const idle = await signedUp();
    await passTime(idle.email, 7 * DAY + 60_000);
    await expectRefused(idle.client);
    expect(await sessionRows(idle.email)).toEqual([]);
  });

  it('keeps a session in use alive, refreshing it at most once a day', async () => {
    const { client, email } = await signedUp();

    await passTime(email, 2 * DAY);
    const refreshed = await client.get('/api/dashboard');
    expect(refreshed.status).toBe(200);
    expect(refreshed.headers.getSetCookie().some((cookie) => cookie.includes('session_token'))).toBe(true);
    const [row] = await sessionRows(email);
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 7 * DAY - 60_000);

    await passTime(email, 60 * 60 * 1000);
    const again = await client.get('/api/dashboard');
    expect(again.status).toBe(200);
    expect(again.headers.getSetCookie()).toEqual([]);
    expect((await sessionRows(email))[0]?.expiresAt.getTime()).toBe((row?.expiresAt.getTime() ?? 0) - 60 * 60 * 1000);

    // Eight days after sign-in: alive because it was used.
    await passTime(email, 6 * DAY - 60 * 60 * 1000);
    await expectSignedIn(client);
  });
});

describe('absolute lifetime', () => {
  it('ends a session 30 days after sign-in however busy it is, in the auth library too', async () => {
    const { client, email } = await signedUp();
    for (const days of [6, 6, 6, 6, 5]) {
      await passTime(email, days * DAY);
      await expectSignedIn(client);
    }
    const [row] = await sessionRows(email);
    expect(row?.expiresAt.getTime()).toBeLessThanOrEqual(
      (row?.createdAt.getTime() ?? 0) + SESSION_ABSOLUTE_SECONDS * 1000,
    );

    await passTime(email, DAY + 60_000);
    await expectRefused(client);
  });

  it('refuses and removes a session older than 30 days whose expiry lies later', async () => {
    const { client, email } = await signedUp();
    const [account] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    await t.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 31 * DAY), expiresAt: new Date(Date.now() + 5 * DAY) })
      .where(eq(session.userId, account?.id ?? ''));
    const response = await client.get('/api/dashboard');
    expect(response.status).toBe(401);
    expect(response.body.error).toEqual(EXPIRED);
    expect(await sessionRows(email)).toEqual([]);
  });
});

describe('revocation on the server', () => {
  it('sign-out: the old cookie is refused at once', async () => {
    const { client } = await signedUp();
    const stolen = replayOf(client);
    await expectSignedIn(stolen);
    expect((await client.signOut()).status).toBe(200);
    await expectRefused(stolen);
  });

  it('every call made with a revoked session is told it expired, until the session read clears the cookie', async () => {
    const { client } = await signedUp();
    const stolen = replayOf(client);
    await expectSignedIn(stolen);
    expect((await client.signOut()).status).toBe(200);
    // The live stream, then the page's own data: the first refusal does not clear the cookie.
    const live = await stolen.get('/api/messages/live');
    expect(live.status).toBe(401);
    expect(live.headers.getSetCookie()).toEqual([]);
    const dashboard = await stolen.get('/api/dashboard');
    expect(dashboard.status).toBe(401);
    expect(dashboard.body.error).toEqual(EXPIRED);
    const read = await stolen.get('/api/session');
    expect(read.status).toBe(200);
    expect(read.body.user).toBeNull();
    expect(read.headers.getSetCookie().some((cookie) => /session_token=;/.test(cookie))).toBe(true);
    expect((await stolen.get('/api/dashboard')).body.error.code).toBe('UNAUTHENTICATED');
  });

  it('password change: every session ends, the old cookie of the one that changed it included', async () => {
    const { client: laptop, email } = await signedUp('old-tape-deck');
    const phone = t.client();
    expect((await phone.signIn(email, 'old-tape-deck')).status).toBe(200);
    const laptopBefore = replayOf(laptop);

    const common = await laptop.post('/api/auth/change-password', {
      currentPassword: 'old-tape-deck',
      newPassword: 'iloveyou',
    });
    expect(common.status).toBe(400);
    expect(common.body.error.message).toBe(COMMON_PASSWORD_MESSAGE);
    const wrong = await laptop.post('/api/auth/change-password', {
      currentPassword: 'not-my-password',
      newPassword: 'new-tape-deck',
    });
    expect(wrong.status).toBe(400);
    await expectSignedIn(phone);

    // Asking to keep the other sessions makes no difference (D2).
    const changed = await laptop.post('/api/auth/change-password', {
      currentPassword: 'old-tape-deck',
      newPassword: 'new-tape-deck',
      revokeOtherSessions: false,
    });
    expect(changed.status).toBe(200);
    await expectRefused(phone);
    await expectRefused(laptopBefore);
    await expectSignedIn(laptop);
    expect((await t.client().signIn(email, 'old-tape-deck')).status).toBe(401);
    expect((await t.client().signIn(email, 'new-tape-deck')).status).toBe(200);
  });
});

describe('cookies', () => {
  function sessionCookie(headers: Headers) {
    return headers.getSetCookie().find((cookie) => cookie.includes('session_token=')) ?? '';
  }

  it('are httpOnly and SameSite=Lax, not Secure over plain http', async () => {
    const response = await t.client().signUp({ email: uniqueEmail('http') });
    const cookie = sessionCookie(response.headers);
    expect(cookie).toMatch(/^better-auth\.session_token=/);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).not.toMatch(/; Secure/i);
  });

  it('are Secure (with the __Secure- prefix) when PUBLIC_URL is https, and still work', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://backline.example' });
    try {
      const client = https.client();
      const response = await client.signUp({ email: uniqueEmail('https') });
      const cookie = sessionCookie(response.headers);
      expect(cookie).toMatch(/^__Secure-better-auth\.session_token=/);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie).toMatch(/; SameSite=Lax/i);
      expect((await client.get('/api/dashboard')).status).toBe(200);
      expect(response.headers.get('strict-transport-security')).toContain('max-age=');
      const signOut = await client.signOut();
      expect(sessionCookie(signOut.headers)).toMatch(/; Secure/i);
      expect((await client.get('/api/dashboard')).status).toBe(401);
    } finally {
      await https.close();
    }
  });
});

// docs/decisions/130: a session that needs only reading is read in one query, without the
// auth library; everything else still goes through it.
describe('reading a session', () => {
  it('reads a valid session without the auth library, and refuses a forged or unknown token', async () => {
    const { client } = await signedUp();
    const library = vi.spyOn(t.auth.api, 'getSession');
    try {
      expect((await client.get('/api/dashboard')).status).toBe(200);
      expect(library).not.toHaveBeenCalled();

      const token = client.cookieHeader.match(/better-auth\.session_token=([^;]+)/)?.[1] ?? '';
      const [value, signature] = decodeURIComponent(token).split('.');
      const forged = t.client();
      forged.setCookieHeader(`better-auth.session_token=${encodeURIComponent(`${value}x.${signature}`)}`);
      expect((await forged.get('/api/dashboard')).status).toBe(401);
      const resigned = t.client();
      resigned.setCookieHeader(`better-auth.session_token=${encodeURIComponent(`${value}.${'A'.repeat(43)}=`)}`);
      expect((await resigned.get('/api/dashboard')).status).toBe(401);
      // Both were left to the library, which refused them too.
      expect(library).toHaveBeenCalledTimes(2);
    } finally {
      library.mockRestore();
    }
  });
});
