import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { activityLog } from '../../db/schema/back-office';
import { emailOutbox } from '../../db/schema/email-outbox';
import { linkFromOutbox, openConfirmationLink } from '../../test/outbox-links';
import { confirmedAddress, signedIn } from '../../test/staff';
import { grantRole } from './team.repo';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('team API permissions', () => {
  it('is admin only: anonymous 401, person and reviewer 403', async () => {
    expect((await t.client().get('/api/admin/team')).status).toBe(401);
    for (const role of [undefined, 'reviewer'] as const) {
      const { client } = await signedIn(t, role);
      expect((await client.get('/api/admin/team')).status).toBe(403);
      expect((await client.post('/api/admin/team', { email: 'x@example.com', role: 'admin' })).status).toBe(403);
    }
  });
});

describe('adding a team member', () => {
  it('finds the account by trimmed, lowercased email, grants the role and logs it', async () => {
    const admin = await signedIn(t, 'admin');
    const person = await signedIn(t, undefined, 'Casey Reviewer');
    await confirmedAddress(t, person);

    const added = await admin.client.post('/api/admin/team', { email: `  ${person.email.toUpperCase()} ` });
    expect(added.status).toBe(201);

    const list = await admin.client.get('/api/admin/team');
    const member = list.body.items.find((item: { userId: string }) => item.userId === person.userId);
    expect(member).toMatchObject({
      role: 'reviewer',
      name: 'Casey Reviewer',
      email: person.email,
      emailVerified: true,
    });

    // The role works on the member's very next request.
    expect((await person.client.get('/api/admin/overview')).status).toBe(200);

    const activity = await t.db.select().from(activityLog).where(eq(activityLog.entityId, person.userId));
    expect(activity).toMatchObject([
      { actionType: 'add_team_member', userId: admin.userId, details: { role: 'reviewer', email: person.email } },
    ]);
  });

  it("answers 'User not found…' for an email without an account and changes nothing", async () => {
    const admin = await signedIn(t, 'admin');
    const before = (await admin.client.get('/api/admin/team')).body.items.length;
    const response = await admin.client.post('/api/admin/team', { email: 'nobody-here@example.com', role: 'admin' });
    expect(response.status).toBe(404);
    expect(response.body.error.message).toBe('User not found. They need to create an account first.');
    expect((await admin.client.get('/api/admin/team')).body.items.length).toBe(before);
  });

  it("answers 'This user already has this role' for a second grant", async () => {
    const admin = await signedIn(t, 'admin');
    const person = await signedIn(t);
    await confirmedAddress(t, person);
    expect((await admin.client.post('/api/admin/team', { email: person.email, role: 'admin' })).status).toBe(201);
    const again = await admin.client.post('/api/admin/team', { email: person.email, role: 'admin' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This user already has this role');
  });

  it('refuses a bad email or role with a clear message', async () => {
    const admin = await signedIn(t, 'admin');
    const badEmail = await admin.client.post('/api/admin/team', { email: 'not-an-email', role: 'admin' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.error.message).toBe('Please enter a valid email address');
    const badRole = await admin.client.post('/api/admin/team', { email: 'a@example.com', role: 'owner' });
    expect(badRole.status).toBe(400);
    expect(badRole.body.error.message).toBe('Choose reviewer or admin');
  });
});

// Issue 18, finding 2 (D30): roles go only to confirmed addresses.
describe('an address that was never confirmed', () => {
  it('gets no role: the admin is told why, and nothing changes', async () => {
    const admin = await signedIn(t, 'admin');
    const squatted = await signedIn(t, undefined, 'Not Yet Confirmed');
    const refused = await admin.client.post('/api/admin/team', { email: squatted.email, role: 'admin' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'EMAIL_NOT_CONFIRMED',
      message: 'This person has not confirmed their email yet',
    });
    expect((await squatted.client.get('/api/admin/overview')).status).toBe(403);
    const [roles] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from user_roles where user_id = ${squatted.userId}`,
    );
    expect(roles?.n).toBe(0);
  });

  it('is sent a confirmation link from the team page; once its owner uses it, the role can be granted', async () => {
    const admin = await signedIn(t, 'admin');
    const person = await signedIn(t, undefined, 'Dana Later');
    const sent = await admin.client.post('/api/admin/team/confirmation-link', {
      email: ` ${person.email.toUpperCase()}`,
    });
    expect(sent.status).toBe(202);
    // Opened where its owner is signed in: confirmed, nothing else changes (decision 100).
    const link = await linkFromOutbox(t.db, person.email, 'email_verification', 'Confirm my email');
    const { confirmed } = await openConfirmationLink(person.client, link);
    expect(confirmed.body).toEqual({ action: 'confirm-email', email: person.email, signedIn: true });
    expect((await person.client.get('/api/session')).body.user).toMatchObject({ emailVerified: true });

    expect((await admin.client.post('/api/admin/team', { email: person.email })).status).toBe(201);
    const again = await admin.client.post('/api/admin/team/confirmation-link', { email: person.email });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This email address is already confirmed.');
  });

  // Issue 41: "User not found" for someone who exists but never confirmed.
  it('finds an unconfirmed account whatever the capitals and spaces typed, and sends its link', async () => {
    const admin = await signedIn(t, 'admin');
    const typed = await signedIn(t, undefined, 'Typed Any Way');
    for (const email of [
      typed.email,
      typed.email.toUpperCase(),
      `  ${typed.email} `,
      `\t${typed.email.toUpperCase()}`,
    ]) {
      const refused = await admin.client.post('/api/admin/team', { email, role: 'reviewer' });
      expect(refused.status, email).toBe(409);
      expect(refused.body.error.message).toBe('This person has not confirmed their email yet');
    }

    // The link offered beside the refusal goes to that account, whatever the case typed.
    const sent = await admin.client.post('/api/admin/team/confirmation-link', {
      email: ` ${typed.email.toUpperCase()}`,
    });
    expect(sent.status).toBe(202);
    expect(await linkFromOutbox(t.db, typed.email, 'email_verification', 'Confirm my email')).toMatch(
      /^\/confirm-email/,
    );
  });

  it('shows on the team list whether each address is confirmed', async () => {
    const admin = await signedIn(t, 'admin');
    // A grant made before roles needed a confirmed address.
    const earlier = await signedIn(t);
    await grantRole(t.db, earlier.userId, 'reviewer');
    const items = (await admin.client.get('/api/admin/team')).body.items as {
      userId: string;
      emailVerified: boolean;
    }[];
    expect(items.find((item) => item.userId === earlier.userId)?.emailVerified).toBe(false);
    expect(items.find((item) => item.userId === admin.userId)?.emailVerified).toBe(true);
  });

  it('sends no link to an address without an account, and only admins send links', async () => {
    const admin = await signedIn(t, 'admin');
    const nobody = await admin.client.post('/api/admin/team/confirmation-link', { email: 'nobody-at-all@example.com' });
    expect(nobody.status).toBe(404);
    expect(nobody.body.error.message).toBe('User not found. They need to create an account first.');
    const reviewer = await signedIn(t, 'reviewer');
    const person = await signedIn(t);
    expect((await reviewer.client.post('/api/admin/team/confirmation-link', { email: person.email })).status).toBe(403);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, person.email))).toEqual([]);
  });
});

describe('removing a team member', () => {
  it('removes the role, logs it, and the member loses access at once', async () => {
    const admin = await signedIn(t, 'admin');
    const reviewer = await signedIn(t, 'reviewer');
    const list = await admin.client.get('/api/admin/team');
    const grant = list.body.items.find((item: { userId: string }) => item.userId === reviewer.userId);

    expect((await reviewer.client.get('/api/admin/overview')).status).toBe(200);
    expect((await admin.client.delete(`/api/admin/team/${grant.id}`)).status).toBe(204);
    expect((await reviewer.client.get('/api/admin/overview')).status).toBe(403);

    const activity = await t.db.select().from(activityLog).where(eq(activityLog.entityId, reviewer.userId));
    expect(activity.map((row) => row.actionType)).toContain('remove_team_member');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const admin = await signedIn(t, 'admin');
    expect((await admin.client.delete('/api/admin/team/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await admin.client.delete('/api/admin/team/nope')).status).toBe(404);
  });

  it('never removes the last admin, even when two admins remove each other at once', async () => {
    const isolated = await createTestApp();
    try {
      const first = await signedIn(isolated, 'admin');
      const own = (await first.client.get('/api/admin/team')).body.items[0];
      const alone = await first.client.delete(`/api/admin/team/${own.id}`);
      expect(alone.status).toBe(409);
      expect(alone.body.error.message).toBe(
        'The team needs at least one admin. Add another admin before removing this one.',
      );

      const second = await signedIn(isolated, 'admin');
      const items = (await first.client.get('/api/admin/team')).body.items as { id: string; userId: string }[];
      const firstGrant = items.find((item) => item.userId === first.userId);
      const secondGrant = items.find((item) => item.userId === second.userId);
      const results = await Promise.all([
        first.client.delete(`/api/admin/team/${secondGrant?.id}`),
        second.client.delete(`/api/admin/team/${firstGrant?.id}`),
      ]);
      const statuses = results.map((result) => result.status).sort();
      // One removal wins; the other is refused (last admin) or finds its caller no longer admin.
      expect(statuses[0]).toBe(204);
      expect([403, 409]).toContain(statuses[1]);
      const [remaining] = await queryRows<{ n: number }>(
        isolated.db,
        sql`select count(*)::int as n from user_roles where role = 'admin'`,
      );
      expect(remaining?.n).toBe(1);
    } finally {
      await isolated.close();
    }
  });
});

// Issue 41: roles changed in place on /admin/team.
describe('changing a team role in place', () => {
  const grantOf = async (
    admin: { client: { get: (path: string) => Promise<{ body: { items: unknown[] } }> } },
    userId: string,
  ) =>
    ((await admin.client.get('/api/admin/team')).body.items as { id: string; userId: string; role: string }[]).find(
      (item) => item.userId === userId,
    );

  it('makes a reviewer an admin and back, logging each change, and the new role works at once', async () => {
    const admin = await signedIn(t, 'admin');
    const member = await signedIn(t, 'reviewer', 'Rowan Role');
    const grant = await grantOf(admin, member.userId);
    expect((await member.client.get('/api/admin/team')).status).toBe(403);

    const promoted = await admin.client.patch(`/api/admin/team/${grant?.id}`, { role: 'admin' });
    expect(promoted.status).toBe(204);
    expect((await grantOf(admin, member.userId))?.role).toBe('admin');
    expect((await member.client.get('/api/admin/team')).status).toBe(200);

    expect((await admin.client.patch(`/api/admin/team/${grant?.id}`, { role: 'reviewer' })).status).toBe(204);
    expect((await member.client.get('/api/admin/team')).status).toBe(403);
    // The same role again changes nothing and logs nothing.
    expect((await admin.client.patch(`/api/admin/team/${grant?.id}`, { role: 'reviewer' })).status).toBe(204);

    const entries = await t.db.select().from(activityLog).where(eq(activityLog.entityId, member.userId));
    expect(entries.map((entry) => entry.details)).toEqual(
      expect.arrayContaining([
        { role: 'admin', previousRole: 'reviewer', email: member.email },
        { role: 'reviewer', previousRole: 'admin', email: member.email },
      ]),
    );
    expect(entries.filter((entry) => (entry.details as { previousRole?: string }).previousRole)).toHaveLength(2);
  });

  it('keeps the last admin, gives no role to an unconfirmed address, and is for admins only', async () => {
    const isolated = await createTestApp();
    try {
      const only = await signedIn(isolated, 'admin');
      const own = await grantOf(only, only.userId);
      const refused = await only.client.patch(`/api/admin/team/${own?.id}`, { role: 'reviewer' });
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('LAST_ADMIN');

      // A grant made before roles needed a confirmed address does not become admin.
      const earlier = await signedIn(isolated);
      await grantRole(isolated.db, earlier.userId, 'reviewer');
      const unconfirmed = await grantOf(only, earlier.userId);
      const denied = await only.client.patch(`/api/admin/team/${unconfirmed?.id}`, { role: 'admin' });
      expect(denied.status).toBe(409);
      expect(denied.body.error.message).toBe('This person has not confirmed their email yet');
      expect((await grantOf(only, earlier.userId))?.role).toBe('reviewer');

      const reviewer = await signedIn(isolated, 'reviewer');
      expect((await reviewer.client.patch(`/api/admin/team/${unconfirmed?.id}`, { role: 'admin' })).status).toBe(403);
      expect((await only.client.patch(`/api/admin/team/${unconfirmed?.id}`, { role: 'owner' })).status).toBe(400);
      expect((await only.client.patch('/api/admin/team/nope', { role: 'admin' })).status).toBe(404);
    } finally {
      await isolated.close();
    }
  });

  it('refuses a role the member holds already', async () => {
    const admin = await signedIn(t, 'admin');
    const both = await signedIn(t, 'reviewer', 'Both Roles');
    await grantRole(t.db, both.userId, 'admin');
    const items = (
      (await admin.client.get('/api/admin/team')).body.items as { id: string; userId: string; role: string }[]
    ).filter((item) => item.userId === both.userId);
    const reviewerGrant = items.find((item) => item.role === 'reviewer');
    const response = await admin.client.patch(`/api/admin/team/${reviewerGrant?.id}`, { role: 'admin' });
    expect(response.status).toBe(409);
    expect(response.body.error.message).toBe('This user already has this role');
  });
});
