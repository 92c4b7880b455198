import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { user } from '../../db/schema/auth';
import type { Logger } from '../../lib/logger';
import { startChildServer } from '../../test/child-server';
import { createTestApp, type TestApp, uniqueEmail } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import { createAccountsService } from './accounts.service';

// Issue 18, finding 1 (D30): ADMIN_EMAIL never takes over an account start-up did not create,
// unless its password is ADMIN_PASSWORD; otherwise the server refuses to start. Every
// promotion is logged.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function bootstrap() {
  const lines: string[] = [];
  const logger: Logger = {
    debug: () => {},
    info: (line) => lines.push(line),
    warn: (line) => lines.push(line),
    error: (line) => lines.push(line),
  };
  return { accounts: createAccountsService(t.db, t.auth, logger), lines };
}

async function rolesOf(email: string) {
  const rows = await queryRows<{ role: string }>(
    t.db,
    sql`select r.role from user_roles r join "user" u on u.id = r.user_id where u.email = ${email}`,
  );
  return rows.map((row) => row.role);
}

async function isVerified(email: string) {
  const [row] = await t.db.select({ verified: user.emailVerified }).from(user).where(eq(user.email, email));
  return row?.verified;
}

describe('the bootstrap admin', () => {
  it('refuses an account someone else registered with the address, and leaves it as it was', async () => {
    const email = uniqueEmail('squatted-admin');
    const squatter = t.client();
    expect((await squatter.signUp({ email, password: 'squatter-password' })).status).toBe(200);

    const { accounts, lines } = bootstrap();
    await expect(accounts.ensureBootstrapAdmin({ email, password: 'operator-password' })).rejects.toThrow(
      `ADMIN_EMAIL ${email} already belongs to an account that start-up did not create, and its password is not ADMIN_PASSWORD.`,
    );
    expect(await rolesOf(email)).toEqual([]);
    expect(await isVerified(email)).toBe(false);
    expect(lines).toEqual([]);
    // The squatter gained nothing, and ADMIN_PASSWORD opens nothing.
    expect((await squatter.get('/api/admin/overview')).status).toBe(403);
    expect((await t.client().signIn(email, 'operator-password')).status).toBe(401);
  });

  it('makes an existing account an admin when its password is ADMIN_PASSWORD, and says so', async () => {
    const email = uniqueEmail('own-admin');
    await t.client().signUp({ email, password: 'operator-password' });
    const { accounts, lines } = bootstrap();
    await accounts.ensureBootstrapAdmin({ email, password: 'operator-password' });
    expect(await rolesOf(email)).toEqual(['admin']);
    expect(await isVerified(email)).toBe(true);
    expect(lines).toEqual([
      expect.stringContaining(
        `Made the existing account ${email} (ADMIN_EMAIL) an admin: its password is ADMIN_PASSWORD`,
      ),
    ]);
  });

  it('creates a missing account, logs it, and keeps it through a later password change', async () => {
    const email = uniqueEmail('new-admin');
    const first = bootstrap();
    await first.accounts.ensureBootstrapAdmin({ email, password: 'operator-password' });
    expect(first.lines).toEqual([
      expect.stringContaining(`Created the admin account ${email} (ADMIN_EMAIL) and made it an admin`),
    ]);

    const admin = t.client();
    expect((await admin.signIn(email, 'operator-password')).status).toBe(200);
    expect(
      (
        await admin.post('/api/auth/change-password', {
          currentPassword: 'operator-password',
          newPassword: 'rotated-pass',
        })
      ).status,
    ).toBe(200);

    // The next start: the account is the bootstrap's own, whatever its password now.
    const again = bootstrap();
    await again.accounts.ensureBootstrapAdmin({ email, password: 'operator-password' });
    expect(await rolesOf(email)).toEqual(['admin']);
    expect(again.lines).toEqual([]);
  });
});

describe('start-up with a squatted ADMIN_EMAIL', () => {
  it('stops with a message that names the variable and what to do', async () => {
    const database = await createTestDatabase();
    try {
      const env = {
        DATABASE_URL: database.url,
        AUTH_SECRET: 'bootstrap-refusal-secret-0123456789-abcdef',
      };
      const email = uniqueEmail('squatted-start');
      const first = await startChildServer(env);
      const signUp = await fetch(`${first.url}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: first.url },
        body: JSON.stringify({ name: 'Squatter', email, password: 'squatter-password' }),
      });
      expect(signUp.status).toBe(200);
      first.process.kill('SIGTERM');
      await first.exited;

      const refused = startChildServer({ ...env, ADMIN_EMAIL: email, ADMIN_PASSWORD: 'operator-password' });
      await expect(refused).rejects.toThrow(/could not start: ADMIN_EMAIL .* its password is not ADMIN_PASSWORD/);
      await expect(refused).rejects.toThrow(/set ADMIN_PASSWORD to that account's password/);
    } finally {
      await database.close();
    }
  }, 60_000);
});
