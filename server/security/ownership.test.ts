import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../db/schema/auth';
import { applicationNotes, interactions } from '../db/schema/back-office';
import { opportunities, opportunityApplications } from '../db/schema/opportunities';
import { people } from '../db/schema/people';
import { userRoles } from '../db/schema/team';
import { applications } from '../db/schema/track-applications';
import { send } from '../test/api-routes';
import { createSecurityWorld, PASSWORD, type World } from '../test/security-world';
import { signedIn } from '../test/staff';
import { createTestApp, type TestApp, uniqueEmail } from '../test/test-app';

// Issue 8 (D14): a person reaches only their own records, whatever ids they send; and no body
// changes what its sender may not change (status, rank, XP, role, person or user ids).

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await createSecurityWorld(t);
}, 180_000);
afterAll(() => t?.close());

const personRow = async (personId: string) => (await t.db.select().from(people).where(eq(people.id, personId)))[0];
const rolesOf = async (userId: string) =>
  (await t.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId))).map((r) => r.role);

const performerApplication = {
  track: 'performer',
  age: 24,
  city: 'Dallas',
  state: 'TX',
  answers: {},
  targetMarkets: [],
  consent: true,
};

describe("person A with person B's ids", () => {
  it("is refused every back-office endpoint about B, and B's records stay as they were", async () => {
    const before = {
      person: await personRow(w.b.personId),
      application: await t.db.select().from(applications).where(eq(applications.id, w.b.trackApplicationId)),
      note: await t.db.select().from(applicationNotes).where(eq(applicationNotes.id, w.b.noteId)),
      interaction: await t.db.select().from(interactions).where(eq(interactions.id, w.b.interactionId)),
    };
    const app = `/api/admin/applications/${w.b.trackApplicationId}`;
    const requests: [string, string, unknown?][] = [
      ['GET', app],
      ['PUT', `${app}/status`, { status: 'archived' }],
      ['GET', `${app}/notes`],
      ['POST', `${app}/notes`, { content: 'planted' }],
      ['PATCH', `${app}/notes/${w.b.noteId}`, { content: 'overwritten' }],
      ['DELETE', `${app}/notes/${w.b.noteId}`],
      ['GET', `/api/admin/people/${w.b.personId}/interactions`],
      ['DELETE', `/api/admin/people/${w.b.personId}/interactions/${w.b.interactionId}`],
      ['GET', `/api/admin/users/${w.b.personId}`],
      ['PATCH', `/api/admin/users/${w.b.personId}`, { status: 'archived' }],
    ];
    const statuses = await Promise.all(
      requests.map(
        async ([method, path, json]) => `${method} ${path} ${(await w.send('personA', { method, path, json })).status}`,
      ),
    );
    expect(statuses).toEqual(requests.map(([method, path]) => `${method} ${path} 403`));
    expect({
      person: await personRow(w.b.personId),
      application: await t.db.select().from(applications).where(eq(applications.id, w.b.trackApplicationId)),
      note: await t.db.select().from(applicationNotes).where(eq(applicationNotes.id, w.b.noteId)),
      interaction: await t.db.select().from(interactions).where(eq(interactions.id, w.b.interactionId)),
    }).toEqual(before);
  });

  it("reads A's own application to an opportunity both applied to, never B's", async () => {
    const reply = await w.send('personA', {
      method: 'GET',
      path: `/api/opportunities/${w.openOpportunityId}/application`,
    });
    expect(reply.status).toBe(200);
    expect((reply.body as { application: { id: string } }).application.id).toBe(w.a.opportunityApplicationId);
    expect(reply.text).not.toContain(w.b.opportunityApplicationId);
  });

  it('opens a closed opportunity to whoever asks, applied or not (D32)', async () => {
    const path = `/api/opportunities/${w.closedOpportunityId}`;
    expect((await w.send('personA', { method: 'GET', path })).status).toBe(200);
    expect((await w.send('personB', { method: 'GET', path })).status).toBe(200);
  });

  it("cannot write B's profile by naming B's ids", async () => {
    const before = await personRow(w.b.personId);
    for (const ids of [{ id: w.b.personId }, { personId: w.b.personId }, { userId: w.b.userId }]) {
      const reply = await w.send('personA', {
        method: 'PUT',
        path: '/api/profile',
        json: { name: 'Taken Over', age: 30, ...ids },
      });
      expect(reply.status).toBe(400);
    }
    expect(await personRow(w.b.personId)).toEqual(before);
  });

  it("applies as A even when the body names B's person", async () => {
    const opportunityId = await w.fresh.opportunity();
    const reply = await w.send('personA', {
      method: 'POST',
      path: `/api/opportunities/${opportunityId}/applications`,
      json: { coverLetter: 'Hi', personId: w.b.personId, person_id: w.b.personId, userId: w.b.userId },
    });
    expect(reply.status).toBe(201);
    const rows = await t.db
      .select({ personId: opportunityApplications.personId })
      .from(opportunityApplications)
      .where(eq(opportunityApplications.opportunityId, opportunityId));
    expect(rows).toEqual([{ personId: w.a.personId }]);
  });

  it("submits a track application as the caller even when the body names B's person", async () => {
    const newcomer = await signedIn(t);
    const reply = await newcomer.client.post('/api/track-application', {
      ...performerApplication,
      personId: w.b.personId,
      person_id: w.b.personId,
    });
    expect(reply.status).toBe(201);
    const ofB = await t.db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.personId, w.b.personId));
    expect(ofB).toEqual([{ id: w.b.trackApplicationId }]);
    const ofNewcomer = await t.db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.personId, newcomer.personId));
    expect(ofNewcomer).toHaveLength(1);
  });
});

describe('mass assignment', () => {
  it.each([
    { status: 'active' },
    { rank: 'legend' },
    { xpTotal: 9999 },
    { xp_total: 9999 },
    { missionsCompleted: 12 },
    { role: 'admin' },
    { roles: ['admin'] },
    { email: 'someone.else@example.com' },
    { userId: 'another-user' },
    { user_id: 'another-user' },
  ])('refuses a profile body with %o and changes nothing', async (extra) => {
    const before = await personRow(w.a.personId);
    const reply = await w.send('personA', { method: 'PUT', path: '/api/profile', json: { name: 'Me', ...extra } });
    expect(reply.status).toBe(400);
    expect(await personRow(w.a.personId)).toEqual(before);
    expect(await rolesOf(w.a.userId)).toEqual([]);
  });

  it('stores a new track application as submitted, whatever status, notes or dates the body names', async () => {
    const newcomer = await signedIn(t);
    const reply = await newcomer.client.post('/api/track-application', {
      ...performerApplication,
      status: 'booked',
      archivedAt: '2020-01-01T00:00:00.000Z',
      supersededAt: '2020-01-01T00:00:00.000Z',
    });
    expect(reply.status).toBe(201);
    const [row] = await t.db.select().from(applications).where(eq(applications.personId, newcomer.personId));
    expect(row).toMatchObject({ status: 'submitted', archivedAt: null, supersededAt: null });
  });

  it('stores an opportunity application as pending and takes no spot, whatever the body says', async () => {
    const opportunityId = await w.fresh.opportunity();
    const reply = await w.send('personB', {
      method: 'POST',
      path: `/api/opportunities/${opportunityId}/applications`,
      json: { coverLetter: 'Hi', status: 'accepted', slotsFilled: 5 },
    });
    expect(reply.status).toBe(201);
    const [row] = await t.db
      .select({ status: opportunityApplications.status, personId: opportunityApplications.personId })
      .from(opportunityApplications)
      .where(eq(opportunityApplications.opportunityId, opportunityId));
    expect(row).toEqual({ status: 'pending', personId: w.b.personId });
    const [opportunity] = await t.db
      .select({ slotsFilled: opportunities.slotsFilled })
      .from(opportunities)
      .where(eq(opportunities.id, opportunityId));
    expect(opportunity?.slotsFilled).toBe(0);
  });

  it('creates an account with no role, unconfirmed, new, member, no XP, whatever sign-up sends', async () => {
    const email = uniqueEmail('mass');
    const reply = await send(t.app, {
      method: 'POST',
      path: '/api/auth/sign-up/email',
      json: {
        name: 'Mallory',
        email,
        password: PASSWORD,
        emailVerified: true,
        role: 'admin',
        image: 'javascript:alert(1)',
        status: 'active',
        rank: 'legend',
        xpTotal: 9999,
      },
    });
    expect(reply.status).toBe(200);
    const [account] = await t.db.select().from(user).where(eq(user.email, email));
    expect(account).toMatchObject({ emailVerified: false, image: null });
    expect(await rolesOf(account?.id ?? '')).toEqual([]);
    const [person] = await t.db
      .select()
      .from(people)
      .where(eq(people.userId, account?.id ?? ''));
    expect(person).toMatchObject({ status: 'new', rank: 'member', xpTotal: 0, missionsCompleted: 0 });
  });

  it("refuses an admin's standing change that also names XP, missions or a role", async () => {
    const { personId } = await w.fresh.trackApplication();
    const before = await personRow(personId);
    for (const extra of [{ xpTotal: 5000 }, { missionsCompleted: 9 }, { role: 'admin' }, { userId: w.a.userId }]) {
      const reply = await w.send('admin', {
        method: 'PATCH',
        path: `/api/admin/users/${personId}`,
        json: { status: 'active', ...extra },
      });
      expect(reply.status).toBe(400);
    }
    expect(await personRow(personId)).toEqual(before);
  });

  it('refuses a reviewer who names another status field, an author or a person in the body', async () => {
    const { applicationId, personId } = await w.fresh.trackApplication();
    const base = `/api/admin/applications/${applicationId}`;
    const replies = await Promise.all([
      w.send('reviewer', { method: 'PUT', path: `${base}/status`, json: { status: 'booked', personId: w.b.personId } }),
      w.send('reviewer', {
        method: 'POST',
        path: `${base}/notes`,
        json: { content: 'x', userId: w.accounts.admin.userId },
      }),
      w.send('reviewer', {
        method: 'POST',
        path: `/api/admin/people/${personId}/interactions`,
        json: { content: 'x', personId: w.b.personId, userId: w.accounts.admin.userId },
      }),
    ]);
    expect(replies.map((reply) => reply.status)).toEqual([400, 400, 400]);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, applicationId));
    expect(row).toMatchObject({ status: 'submitted', personId });
    expect(await t.db.select().from(applicationNotes).where(eq(applicationNotes.applicationId, applicationId))).toEqual(
      [],
    );
    expect(await t.db.select().from(interactions).where(eq(interactions.personId, personId))).toEqual([]);
  });

  it('does not let a reviewer make themselves an admin', async () => {
    const reply = await w.send('reviewer', {
      method: 'POST',
      path: '/api/admin/team',
      json: { email: w.accounts.reviewer.email, role: 'admin' },
    });
    expect(reply.status).toBe(403);
    expect(await rolesOf(w.accounts.reviewer.userId)).toEqual(['reviewer']);
  });

  it('creates an opportunity with no spot taken, whatever the body says', async () => {
    const reply = await w.send('admin', {
      method: 'POST',
      path: '/api/admin/opportunities',
      json: { title: 'Filled On Arrival', description: 'x', status: 'open', slotsTotal: 2, slotsFilled: 2 },
    });
    expect(reply.status).toBe(201);
    const [row] = await t.db
      .select({ slotsFilled: opportunities.slotsFilled, status: opportunities.status })
      .from(opportunities)
      .where(eq(opportunities.id, (reply.body as { id: string }).id));
    expect(row).toEqual({ slotsFilled: 0, status: 'open' });
  });
});
