import { randomBytes, randomUUID } from 'node:crypto';
import type { TeamRole } from '@shared/domain-values';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { account, session, user } from '../db/schema/auth';
import { applicationNotes, interactions } from '../db/schema/back-office';
import { emailOutbox } from '../db/schema/email-outbox';
import { reliabilityBlocks } from '../db/schema/event-night';
import { invitations } from '../db/schema/invitations';
import { jobAlerts } from '../db/schema/job-alerts';
import { mediaImages } from '../db/schema/media';
import { opportunityApplications } from '../db/schema/opportunities';
import { people } from '../db/schema/people';
import { userRoles } from '../db/schema/team';
import { applications } from '../db/schema/track-applications';
import { type RawRequest, type Reply, send } from './api-routes';
import { seedApplication } from './seed-applications';
import { signedIn } from './staff';
import type { TestApp } from './test-app';
import { uniqueEmail } from './test-app';

// The callers of the authorization matrix (issue 8): nobody, two people, the two staff roles,
// a session that was signed out whose cookie is sent again, and (D31) a reviewer and an admin
// who have applied themselves, acting on their own records.
export const CALLERS = [
  'anonymous',
  'personA',
  'personB',
  'reviewer',
  'admin',
  'revoked',
  'reviewerSelf',
  'adminSelf',
] as const;
export type Caller = (typeof CALLERS)[number];
type Member = Exclude<Caller, 'anonymous'>;
export const SELF_CALLERS = ['reviewerSelf', 'adminSelf'] as const;
type SelfCaller = (typeof SELF_CALLERS)[number];
export const isSelfCaller = (caller: Caller): caller is SelfCaller =>
  (SELF_CALLERS as readonly Caller[]).includes(caller);

export const PASSWORD = 'secret-password';

export type Sentinel = { label: string; value: string };

type Account = { email: string; userId: string; personId: string };
// A person's own rows, each holding unique strings the suites look for in every answer.
export type PersonRows = Account & {
  trackApplicationId: string;
  noteId: string;
  interactionId: string;
  opportunityApplicationId: string;
  personal: Sentinel[];
  staffOnly: Sentinel[];
};

const SESSION_COOKIE = /(?:^|[.-])better-auth\.session_token$/;

// The value of a session cookie is `<token>.<signature>`: the token is what must never leak.
export function sessionTokenOf(cookieHeader: string | undefined): string | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name && value && SESSION_COOKIE.test(name)) return decodeURIComponent(value).split('.')[0];
  }
  return undefined;
}

function cookieFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .filter((pair) => SESSION_COOKIE.test(pair.split('=')[0] ?? ''))
    .join('; ');
}

export type World = Awaited<ReturnType<typeof createSecurityWorld>>;

// One app and one set of rows per test file: callers, their private data with sentinel
// values, an open and a closed opportunity, a tag, and makers of throwaway targets for the
// endpoints that change or delete what they are given.
export async function createSecurityWorld(t: TestApp) {
  const tag = randomBytes(4).toString('hex');
  const sentinel = (label: string): Sentinel => ({ label, value: `SNTL-${label}-${tag}` });
  const admin = await signedIn(t, 'admin', 'Ada Admin');
  const reviewer = await signedIn(t, 'reviewer', 'Remy Reviewer');

  const [openOpportunity, closedOpportunity] = await Promise.all([
    t.services.opportunities.create(opportunityValues('Door Host')),
    t.services.opportunities.create(opportunityValues('Closed Night', 'closed')),
  ]);
  const tagId = (await t.services.opportunityTags.create({ label: `Tag ${tag}` })).id;
  await t.services.opportunityTags.add(openOpportunity.id, tagId);

  // A person and their rows; a team member's note is written through the API (by the admin),
  // so that the activity log holds its preview too (D31: not shown to them either).
  async function person(key: string, role?: TeamRole): Promise<PersonRows & { cookie: string }> {
    const name = sentinel(`name${key}`);
    const caller = await signedIn(t, role, name.value);
    const phone = { label: `phone${key}`, value: `+1 (555) ${randomDigits(3)}-${randomDigits(4)}` };
    const city = sentinel(`city${key}`);
    const answer = sentinel(`answer${key}`);
    const coverLetter = sentinel(`coverLetter${key}`);
    const legacyNotes = sentinel(`legacyNotes${key}`);
    const note = sentinel(`internalNote${key}`);
    const interactionSubject = sentinel(`interactionSubject${key}`);
    const interactionContent = sentinel(`interactionContent${key}`);
    await t.db
      .update(people)
      .set({ phone: phone.value, city: city.value, age: 24, state: 'TX' })
      .where(eq(people.id, caller.personId));
    const [application] = await t.db
      .insert(applications)
      .values({
        personId: caller.personId,
        track: 'performer',
        answersJson: { genre: answer.value },
        consentedAt: new Date(),
      })
      .returning({ id: applications.id });
    // The legacy private notes, as migration 0017 carried them into the thread (issue 41).
    await t.db.insert(applicationNotes).values({
      applicationId: required(application).id,
      content: legacyNotes.value,
      fromPrivateNotes: true,
    });
    const noteId = role
      ? await noteThroughApi(required(application).id, note.value)
      : required(
          (
            await t.db
              .insert(applicationNotes)
              .values({ applicationId: required(application).id, userId: admin.userId, content: note.value })
              .returning({ id: applicationNotes.id })
          )[0],
        ).id;
    const [interaction] = await t.db
      .insert(interactions)
      .values({
        personId: caller.personId,
        userId: admin.userId,
        subject: interactionSubject.value,
        content: interactionContent.value,
      })
      .returning({ id: interactions.id });
    const [applied] = await t.db
      .insert(opportunityApplications)
      .values({ opportunityId: openOpportunity.id, personId: caller.personId, coverLetter: coverLetter.value })
      .returning({ id: opportunityApplications.id });
    return {
      email: caller.email,
      userId: caller.userId,
      personId: caller.personId,
      cookie: caller.client.cookieHeader,
      trackApplicationId: required(application).id,
      noteId,
      interactionId: required(interaction).id,
      opportunityApplicationId: required(applied).id,
      personal: [name, { label: `email${key}`, value: caller.email }, phone, city, answer, coverLetter],
      staffOnly: [legacyNotes, note, interactionSubject, interactionContent],
    };
  }

  async function noteThroughApi(applicationId: string, content: string): Promise<string> {
    const added = await send(t.app, {
      method: 'POST',
      path: `/api/admin/applications/${applicationId}/notes`,
      json: { content },
      cookie: admin.client.cookieHeader,
    });
    if (added.status !== 201) throw new Error(`note not added: ${added.text}`);
    return (added.body as { id: string }).id;
  }

  const [a, b, c, selfReviewer, selfAdmin] = await Promise.all([
    person('A'),
    person('B'),
    person('C'),
    person('SelfReviewer', 'reviewer'),
    person('SelfAdmin', 'admin'),
  ]);
  // D31: whose records each caller's probes are about: B's, or a team member's own.
  const own: Record<SelfCaller, PersonRows> = { reviewerSelf: selfReviewer, adminSelf: selfAdmin };
  const about = (caller: Caller): PersonRows => (isSelfCaller(caller) ? own[caller] : b);
  // B also applied to an opportunity that has closed since: only B (and admins) may open it.
  await t.db.insert(opportunityApplications).values({ opportunityId: closedOpportunity.id, personId: b.personId });
  await Promise.all(
    [admin, reviewer].map((staff) =>
      t.db.update(people).set({ age: 30, city: 'Dallas', state: 'TX' }).where(eq(people.id, staff.personId)),
    ),
  );
  // The revoked caller: C signed out on the server; its old cookie is replayed.
  const revokedCookie = c.cookie;
  const signOut = await send(t.app, { method: 'POST', path: '/api/auth/sign-out', json: {}, cookie: revokedCookie });
  if (signOut.status !== 200) throw new Error(`sign-out failed: ${signOut.text}`);

  // An account nobody else uses, for the sign-in and password-reset probes.
  const spare = await signedIn(t, undefined, 'Spare Account');

  const accounts: Record<Member, Account> = {
    personA: a,
    personB: b,
    reviewer,
    admin,
    revoked: c,
    reviewerSelf: selfReviewer,
    adminSelf: selfAdmin,
  };
  const cookies: Record<Caller, string | undefined> = {
    anonymous: undefined,
    personA: a.cookie,
    personB: b.cookie,
    reviewer: reviewer.client.cookieHeader,
    admin: admin.client.cookieHeader,
    revoked: revokedCookie,
    reviewerSelf: selfReviewer.cookie,
    adminSelf: selfAdmin.cookie,
  };
  const staffEmails: Sentinel[] = [
    { label: 'emailAdmin', value: admin.email },
    { label: 'emailReviewer', value: reviewer.email },
  ];
  const everyone = [a, b, c, selfReviewer, selfAdmin];
  const staffOnly = everyone.flatMap((rows) => rows.staffOnly);

  // Password hashes and session tokens: no answer to anyone may carry one.
  async function secrets(): Promise<Sentinel[]> {
    const [hashes, tokens] = await Promise.all([
      t.db.select({ value: account.password }).from(account).where(isNotNull(account.password)),
      t.db.select({ value: session.token }).from(session),
    ]);
    const heldTokens = Object.values(cookies).map(sessionTokenOf);
    return [
      ...hashes.map((row) => ({ label: 'password hash', value: row.value ?? '' })),
      ...[...tokens.map((row) => row.value), ...heldTokens]
        .filter((value): value is string => Boolean(value))
        .map((value) => ({ label: 'session token', value })),
    ];
  }

  // What must not appear in an answer to this caller: other people's data, the staff's private
  // records about anyone (the person they are about included, staff too: D31), and every secret.
  async function forbiddenFor(caller: Caller): Promise<Sentinel[]> {
    const hidden = await secrets();
    if (caller === 'admin' || caller === 'reviewer') return hidden;
    if (isSelfCaller(caller)) return [...hidden, ...own[caller].staffOnly];
    const others = everyone.filter((rows) => accounts[caller as Member] !== rows || caller === 'revoked');
    return [...hidden, ...staffOnly, ...staffEmails, ...others.flatMap((rows) => rows.personal)];
  }

  async function insertUser(options: { confirmed?: boolean } = {}): Promise<{ id: string; email: string }> {
    const email = uniqueEmail('spare');
    const [row] = await t.db
      .insert(user)
      .values({ id: randomUUID(), name: 'Spare', email, emailVerified: options.confirmed ?? false })
      .returning({ id: user.id, email: user.email });
    return required(row);
  }

  // Targets the changing and deleting endpoints may use up: one per request.
  const fresh = {
    opportunity: async () => (await t.services.opportunities.create(opportunityValues('Throwaway Night'))).id,
    taggedOpportunity: async () => {
      const id = (await t.services.opportunities.create(opportunityValues('Tagged Night'))).id;
      await t.services.opportunityTags.add(id, tagId);
      return id;
    },
    trackApplication: () => seedApplication(t.db, { name: 'Throwaway Applicant' }),
    // An opportunity the caller has a pending application to (withdrawing uses it up).
    ownApplication: async (caller: Caller) => {
      const opportunityId = (await t.services.opportunities.create(opportunityValues('Withdrawn Night'))).id;
      if (caller !== 'anonymous') {
        await t.db.insert(opportunityApplications).values({ opportunityId, personId: accounts[caller].personId });
      }
      return opportunityId;
    },
    // Issue 45: an application of the caller's own (person A's for nobody) to a new opportunity,
    // whose conversation the caller may write in as its person.
    ownOpportunityApplication: async (caller: Caller) => {
      const opportunityId = (await t.services.opportunities.create(opportunityValues('Talked-about Night'))).id;
      const personId = caller === 'anonymous' ? a.personId : accounts[caller].personId;
      const [row] = await t.db
        .insert(opportunityApplications)
        .values({ opportunityId, personId })
        .returning({ id: opportunityApplications.id });
      return required(row).id;
    },
    // Someone's pending application to a new opportunity, for the participants widget's moves.
    participant: async () => {
      const opportunityId = (await t.services.opportunities.create(opportunityValues('Reviewed Night'))).id;
      const { personId } = await seedApplication(t.db, { name: 'Participant' });
      const [row] = await t.db
        .insert(opportunityApplications)
        .values({ opportunityId, personId })
        .returning({ id: opportunityApplications.id });
      return { opportunityId, applicationId: required(row).id };
    },
    // D23: an open invitation of the caller (of person A for those who are nobody), on a new
    // opportunity; answering it uses it up.
    invitation: async (caller: Caller) => {
      const opportunityId = (await t.services.opportunities.create(opportunityValues('Invited Night'))).id;
      const personId = caller === 'anonymous' ? a.personId : accounts[caller].personId;
      const [row] = await t.db
        .insert(invitations)
        .values({ opportunityId, personId, expiresAt: new Date(Date.now() + 86_400_000) })
        .returning({ id: invitations.id });
      return required(row).id;
    },
    // D24: a job alert of the caller (of person A for nobody); renaming or deleting uses it.
    alert: async (caller: Caller) => {
      const personId = caller === 'anonymous' ? a.personId : accounts[caller].personId;
      const [row] = await t.db
        .insert(jobAlerts)
        .values({ personId, name: 'Friday nights' })
        .returning({ id: jobAlerts.id });
      return required(row).id;
    },
    // A dated opportunity the caller (person A for nobody) was accepted to, for its .ics file.
    acceptedEvent: async (caller: Caller) => {
      const opportunityId = (
        await t.services.opportunities.create({
          ...opportunityValues('Booked Night'),
          date: '2031-06-01',
          // Issue 42: a dated event has its times (the admin form's schema gives them).
          startsAt: new Date('2031-06-01T23:00:00Z'),
          endsAt: new Date('2031-06-02T07:00:00Z'),
        })
      ).id;
      const personId = caller === 'anonymous' ? a.personId : accounts[caller].personId;
      await t.db.insert(opportunityApplications).values({ opportunityId, personId, status: 'accepted' });
      return opportunityId;
    },
    // Issue 42 (D36): a booking of an event whose door is open (it starts within the hour, or
    // started two hours ago for a no-show), the caller's own for a team member who applied
    // (D31), someone else's for the others; checked in, or a no-show, when asked.
    doorBooking: async (caller: Caller, state: 'booked' | 'checked_in' | 'no_show' = 'booked') => {
      const now = Date.now();
      const startsAt = new Date(now + (state === 'no_show' ? -2 : 1) * 3_600_000);
      const opportunityId = (
        await t.services.opportunities.create({
          ...opportunityValues('Door Night'),
          date: startsAt.toISOString().slice(0, 10),
          startsAt,
          endsAt: new Date(startsAt.getTime() + 5 * 3_600_000),
        })
      ).id;
      const personId = isSelfCaller(caller)
        ? own[caller].personId
        : (await seedApplication(t.db, { name: 'Door Guest' })).personId;
      const [row] = await t.db
        .insert(opportunityApplications)
        .values({
          opportunityId,
          personId,
          status: state === 'no_show' ? 'no_show' : 'accepted',
          confirmedAt: new Date(now - 86_400_000),
          checkedInAt: state === 'checked_in' ? new Date(now) : null,
          noShowAt: state === 'no_show' ? new Date(now - 3_600_000) : null,
        })
        .returning({ id: opportunityApplications.id });
      return { opportunityId, applicationId: required(row).id };
    },
    // D37: someone whose applying is blocked (two no-shows), for lifting it.
    blockedPerson: async () => {
      const { personId } = await seedApplication(t.db, { name: 'Blocked Person' });
      const now = Date.now();
      await t.db.insert(reliabilityBlocks).values({
        personId,
        reason: 'You missed two bookings within 90 days.',
        startsAt: new Date(now - 86_400_000),
        endsAt: new Date(now + 29 * 86_400_000),
      });
      return personId;
    },
    // Issue 44 (D33): a gallery image of the caller (of person A for nobody), and an opportunity
    // with a flyer; rows only (the files are the media tests' business).
    galleryImage: async (caller: Caller) => {
      const personId = caller === 'anonymous' ? a.personId : accounts[caller].personId;
      const [row] = await t.db
        .insert(mediaImages)
        .values({ ...imageRow(), kind: 'gallery', personId })
        .returning({ id: mediaImages.id });
      return required(row).id;
    },
    flyer: async () => {
      const opportunityId = (await t.services.opportunities.create(opportunityValues('Flyered Night'))).id;
      await t.db.insert(mediaImages).values({ ...imageRow(), kind: 'flyer', opportunityId });
      return opportunityId;
    },
    // An account whose owner has not confirmed its address, and one who has (D30: team roles).
    user: () => insertUser(),
    confirmedUser: () => insertUser({ confirmed: true }),
    teamGrant: async () => {
      // Confirmed (D30), so that the grant may also become another role.
      const member = await insertUser({ confirmed: true });
      const [row] = await t.db
        .insert(userRoles)
        .values({ userId: member.id, role: 'reviewer' })
        .returning({ id: userRoles.id });
      return required(row).id;
    },
    note: async (authorId: string) => {
      const { applicationId } = await seedApplication(t.db, { name: 'Noted Applicant' });
      const [row] = await t.db
        .insert(applicationNotes)
        .values({ applicationId, userId: authorId, content: 'A note to change' })
        .returning({ id: applicationNotes.id });
      return { applicationId, noteId: required(row).id };
    },
    // D31: a note the team member wrote on their own application, and an entry they logged
    // about themselves (changing either is refused all the same).
    ownNote: async (caller: SelfCaller) => {
      const rows = own[caller];
      const [row] = await t.db
        .insert(applicationNotes)
        .values({ applicationId: rows.trackApplicationId, userId: rows.userId, content: 'A note on myself' })
        .returning({ id: applicationNotes.id });
      return { applicationId: rows.trackApplicationId, noteId: required(row).id };
    },
    ownInteraction: async (caller: SelfCaller) => {
      const rows = own[caller];
      const [row] = await t.db
        .insert(interactions)
        .values({ personId: rows.personId, userId: rows.userId, content: 'A call about myself' })
        .returning({ id: interactions.id });
      return { personId: rows.personId, interactionId: required(row).id };
    },
    interaction: async (authorId: string) => {
      const { personId } = await seedApplication(t.db, { name: 'Logged Person' });
      const [row] = await t.db
        .insert(interactions)
        .values({ personId, userId: authorId, content: 'A call to delete' })
        .returning({ id: interactions.id });
      return { personId, interactionId: required(row).id };
    },
    failedEmail: async () => {
      const [row] = await t.db
        .insert(emailOutbox)
        .values({
          kind: 'track_booked',
          recipient: uniqueEmail('outbox'),
          subject: 'Booked',
          textBody: 'Booked',
          htmlBody: '<p>Booked</p>',
          status: 'failed',
          lastError: 'Connection refused',
        })
        .returning({ id: emailOutbox.id });
      return required(row).id;
    },
    // A new session of the caller's account, for endpoints that end the session they are sent with.
    cookie: async (caller: Caller): Promise<string | undefined> => {
      if (caller === 'anonymous' || caller === 'revoked') return cookies[caller];
      const signIn = await send(t.app, {
        method: 'POST',
        path: '/api/auth/sign-in/email',
        json: { email: accounts[caller].email, password: PASSWORD },
      });
      if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.text}`);
      return cookieFrom(signIn.headers);
    },
    // The id of another session of the caller's account, for ending one session (D25).
    sessionId: async (caller: Caller): Promise<string> => {
      if (caller === 'anonymous' || caller === 'revoked') return randomUUID();
      const token = sessionTokenOf(await fresh.cookie(caller));
      if (!token) throw new Error(`no session for ${caller}`);
      const [row] = await t.db.select({ id: session.id }).from(session).where(eq(session.token, token));
      return required(row).id;
    },
    // For members, the cookie of an account of its own (password PASSWORD), for the endpoints
    // that end every other session of the account or delete it (D25): the world's accounts stay.
    ownAccountCookie: async (caller: Caller): Promise<string | undefined> => {
      if (caller === 'anonymous' || caller === 'revoked') return cookies[caller];
      return (await signedIn(t, undefined, 'Throwaway Account')).client.cookieHeader;
    },
  };

  return {
    t,
    tag,
    a,
    b,
    c,
    own,
    about,
    accounts,
    cookies,
    spare,
    openOpportunityId: openOpportunity.id,
    closedOpportunityId: closedOpportunity.id,
    tagId,
    fresh,
    secrets,
    forbiddenFor,
    // Issue 44: the ids of the caller's gallery (person A's for nobody), in its order.
    galleryOf: async (caller: Caller): Promise<string[]> => {
      const personId = caller === 'anonymous' ? a.personId : accounts[caller].personId;
      const rows = await t.db
        .select({ id: mediaImages.id })
        .from(mediaImages)
        .where(and(eq(mediaImages.personId, personId), eq(mediaImages.kind, 'gallery')))
        .orderBy(asc(mediaImages.position));
      return rows.map((row) => row.id);
    },
    // As this caller; `cookie` replaces the caller's (a fresh session of the same account).
    send: (caller: Caller, request: RawRequest): Promise<Reply> =>
      send(t.app, { ...request, cookie: request.cookie ?? cookies[caller] }),
  };
}

function opportunityValues(title: string, status: 'open' | 'closed' = 'open') {
  return {
    title,
    description: 'Run the door at our Friday night.',
    city: 'Dallas',
    venue: null,
    date: null,
    opportunityType: 'event' as const,
    vertical: null,
    status,
    slotsTotal: 5,
    responsibilities: null,
    idealCandidate: null,
    perks: null,
    budgetRange: null,
    featured: false,
  };
}

// An image row's columns, naming files nobody wrote.
function imageRow() {
  return {
    contentKey: randomBytes(32).toString('hex'),
    width: 640,
    height: 480,
    widths: [320, 640],
    originalType: 'image/jpeg',
    originalBytes: 1000,
  };
}

function randomDigits(count: number): string {
  return Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');
}

function required<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('row not inserted');
  return value;
}
