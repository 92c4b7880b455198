import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAttempts } from '../../db/schema/sign-in-attempts';
import { linkFromOutbox } from '../../test/outbox-links';
import { createTestApp, type TestApp, uniqueEmail } from '../../test/test-app';

// Issue 8: sign-in is limited per client address and per account, in the database, so the
// limits hold across a restart (a new app on the same database keeps nothing in memory).

const ADDRESS_MESSAGE = 'Too many attempts. Please wait a minute and try again.';
const ACCOUNT_MESSAGE =
  'Too many sign-in attempts for this account. Please wait 15 minutes and try again, or reset your password.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3', AUTH_ACCOUNT_RATE_LIMIT_MAX: '3' });
});
afterAll(() => t.close());

async function restarted(): Promise<TestApp> {
  return createTestApp({ AUTH_RATE_LIMIT_MAX: '3', AUTH_ACCOUNT_RATE_LIMIT_MAX: '3' }, { database: t.database });
}

describe('per client address', () => {
  it('refuses the fourth attempt with 429 and a clear message; other addresses go on', async () => {
    const attacker = t.client({ address: '203.0.113.7' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      statuses.push((await attacker.signIn(uniqueEmail('nobody'), 'guess-guess')).status);
    }
    expect(statuses).toEqual([401, 401, 401]);
    const blocked = await attacker.signIn(uniqueEmail('nobody'), 'guess-guess');
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toEqual({ code: 'RATE_LIMITED', message: ADDRESS_MESSAGE });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);

    expect((await t.client({ address: '203.0.113.8' }).signIn(uniqueEmail('nobody'), 'guess-guess')).status).toBe(401);
  });

  it('keeps the count across a restart, because the database holds it', async () => {
    const address = '203.0.113.9';
    for (let attempt = 0; attempt < 3; attempt++) await t.client({ address }).signIn(uniqueEmail(), 'guess-guess');

    const after = await restarted();
    try {
      expect((await after.client({ address }).signIn(uniqueEmail(), 'guess-guess')).status).toBe(429);
      // Without the stored count the limit is gone: nothing was kept in memory.
      await t.db.execute(sql`delete from rate_limit where key like ${`${address}%`}`);
      expect((await after.client({ address }).signIn(uniqueEmail(), 'guess-guess')).status).toBe(401);
    } finally {
      await after.close();
    }
  });
});

describe('per account', () => {
  async function accountWithPassword() {
    const email = uniqueEmail('target');
    expect((await t.client().signUp({ email, password: 'right-password' })).status).toBe(200);
    return email;
  }

  it('refuses a fourth attempt on one account from any address, even with the right password', async () => {
    const email = await accountWithPassword();
    for (let attempt = 0; attempt < 3; attempt++) {
      // A new address every time: the per-address limit never triggers.
      expect((await t.client().signIn(email, 'wrong-password')).status).toBe(401);
    }
    const blocked = await t.client().signIn(email.toUpperCase(), 'right-password');
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toEqual({ code: 'RATE_LIMITED', message: ACCOUNT_MESSAGE });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(blocked.headers.getSetCookie().filter((cookie) => cookie.includes('session_token'))).toEqual([]);

    // Another account is not affected.
    const other = await accountWithPassword();
    expect((await t.client().signIn(other, 'right-password')).status).toBe(200);
  });

  it('counts accounts that do not exist the same way (no hint either way)', async () => {
    const nobody = uniqueEmail('ghost');
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await t.client().signIn(nobody, 'wrong-password')).status).toBe(401);
    }
    const blocked = await t.client().signIn(nobody, 'wrong-password');
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.message).toBe(ACCOUNT_MESSAGE);
  });

  it('keeps the count across a restart, and lets the owner in once the window has passed', async () => {
    const email = await accountWithPassword();
    for (let attempt = 0; attempt < 3; attempt++) await t.client().signIn(email, 'wrong-password');

    const after = await restarted();
    try {
      expect((await after.client().signIn(email, 'right-password')).status).toBe(429);
      // Fifteen minutes later (the window moved back in the database).
      await t.db
        .update(signInAttempts)
        .set({ windowStartedAt: new Date(Date.now() - 15 * 60 * 1000 - 1000) })
        .where(eq(signInAttempts.email, email));
      expect((await after.client().signIn(email, 'right-password')).status).toBe(200);
      // A successful sign-in forgets the failures.
      expect(await t.db.select().from(signInAttempts).where(eq(signInAttempts.email, email))).toEqual([]);
    } finally {
      await after.close();
    }
  });

  it('starts counting again after a successful sign-in', async () => {
    const email = await accountWithPassword();
    await t.client().signIn(email, 'wrong-password');
    await t.client().signIn(email, 'wrong-password');
    expect((await t.client().signIn(email, 'right-password')).status).toBe(200);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await t.client().signIn(email, 'wrong-password')).status).toBe(401);
    }
    expect((await t.client().signIn(email, 'wrong-password')).status).toBe(429);
  });

  it('lets no more than the limit through when attempts arrive at once', async () => {
    const email = await accountWithPassword();
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () =>
        t
          .client()
          .signIn(email, 'wrong-password')
          .then((r) => r.status),
      ),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });
});

// Issue 18, finding 5 (decision 100): strangers' failed attempts no longer lock the owner out.
describe('a browser that has signed in to the account before (a known device)', () => {
  async function ownerBrowser() {
    const email = uniqueEmail('owner');
    const browser = t.client();
    expect((await browser.signUp({ email, password: 'right-password' })).status).toBe(200);
    await browser.signOut();
    return { email, browser };
  }

  async function lockedByStrangers(email: string) {
    for (let attempt = 0; attempt < 3; attempt++) await t.client().signIn(email, 'wrong-password');
    expect((await t.client().signIn(email, 'right-password')).status).toBe(429);
  }

  it('still signs in while strangers have locked the account', async () => {
    const { email, browser } = await ownerBrowser();
    await lockedByStrangers(email);
    expect((await browser.signIn(email, 'right-password')).status).toBe(200);
    // Strangers stay locked out.
    expect((await t.client().signIn(email, 'right-password')).status).toBe(429);
  });

  it('has a limit of its own', async () => {
    const { email, browser } = await ownerBrowser();
    // The same browser on the move (a new address each time: the per-address limit stays out of it).
    const onTheMove = () => {
      const moved = t.client();
      moved.setCookieHeader(browser.cookieHeader);
      return moved;
    };
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await onTheMove().signIn(email, 'wrong-password')).status).toBe(401);
    }
    const blocked = await onTheMove().signIn(email, 'right-password');
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.message).toBe(ACCOUNT_MESSAGE);
    // Its guesses did not use up everyone else's.
    expect((await t.client().signIn(email, 'right-password')).status).toBe(200);
  });

  it('is named by its cookie only, never by a header the client sends', async () => {
    const { email, browser } = await ownerBrowser();
    const deviceId = /(?:^|; )backline_device=([^;]+)/.exec(browser.cookieHeader)?.[1];
    expect(deviceId).toMatch(/^[\w-]{43}$/);
    await lockedByStrangers(email);
    const forged = await t.client().signIn(email, 'right-password');
    expect(forged.status).toBe(429);
    const withHeader = await t
      .client()
      .post('/api/auth/sign-in/email', { email, password: 'right-password' }, { 'X-Backline-Device': deviceId ?? '' });
    expect(withHeader.status).toBe(429);
  });

  it('is only a device of the accounts it signed in to', async () => {
    const { browser } = await ownerBrowser();
    const other = uniqueEmail('other');
    expect((await t.client().signUp({ email: other, password: 'other-password' })).status).toBe(200);
    await lockedByStrangers(other);
    expect((await browser.signIn(other, 'other-password')).status).toBe(429);
  });
});

describe('a password reset (finding 5)', () => {
  it('lifts the lock: the new password works at once, and the browser that set it is known from then on', async () => {
    const email = uniqueEmail('reset-lock');
    expect((await t.client().signUp({ email, password: 'right-password' })).status).toBe(200);
    for (let attempt = 0; attempt < 3; attempt++) await t.client().signIn(email, 'wrong-password');
    expect((await t.client().signIn(email, 'right-password')).status).toBe(429);

    const resetting = t.client();
    expect((await resetting.post('/api/auth/request-password-reset', { email })).status).toBe(200);
    const link = await linkFromOutbox(t.db, email, 'password_reset', 'Choose a new password');
    const landing = new URL((await resetting.get(link)).headers.get('location') ?? '');
    const token = landing.searchParams.get('token');
    expect(
      (await resetting.post('/api/auth/reset-password', { token, newPassword: 'brand-new-password' })).status,
    ).toBe(200);
    expect(await t.db.select().from(signInAttempts).where(eq(signInAttempts.email, email))).toEqual([]);
    expect((await t.client().signIn(email, 'brand-new-password')).status).toBe(200);

    // Locked again by strangers: the browser that reset the password still gets in.
    for (let attempt = 0; attempt < 3; attempt++) await t.client().signIn(email, 'wrong-password');
    expect((await t.client().signIn(email, 'brand-new-password')).status).toBe(429);
    expect((await resetting.signIn(email, 'brand-new-password')).status).toBe(200);
  });
});
