import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/track-applications';
import { createTestApp, type TestApp } from '../../test/test-app';
import { personRow, signedUpPerson } from '../../test/test-people';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;

const ambassador = {
  age: 16,
  city: 'Dallas',
  state: 'tx',
  travelRadius: 'regional',
  track: 'ambassador',
  answers: { school: 'Lincoln High', gradYear: '2027', greekAffiliation: '', whyAmbassador: 'I know everyone.' },
  targetMarkets: ['Dallas', 'Austin'],
  targetCity: 'Dallas',
  consent: true,
};

const teamApplicant = {
  age: 28,
  city: 'Phoenix',
  state: 'AZ',
  travelRadius: '',
  track: 'team',
  answers: {
    resumeLink: 'https://example.com/cv.pdf',
    desiredPosition: 'Booking coordinator',
    tools: 'Notion, Eventbrite',
    experienceLevel: 'advanced',
  },
  targetMarkets: [],
  targetCity: '',
  consent: true,
};

async function applicationsOf(personId: string) {
  return t.db.select().from(applications).where(eq(applications.personId, personId));
}

async function archive(applicationId: string, archivedDaysAgo: number | null, updatedDaysAgo = 0) {
  await t.db
    .update(applications)
    .set({
      status: 'archived',
      archivedAt: archivedDaysAgo === null ? null : new Date(Date.now() - archivedDaysAgo * DAY_MS),
      updatedAt: new Date(Date.now() - updatedDaysAgo * DAY_MS),
    })
    .where(eq(applications.id, applicationId));
}

describe('POST /api/track-application', () => {
  it('needs a session', async () => {
    const response = await t.client().post('/api/track-application', ambassador);
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('UNAUTHENTICATED');
    expect((await t.client().get('/api/track-application')).status).toBe(401);
  });

  it('saves an under-18 ambassador: step 1 on the person, the application as submitted with consent time', async () => {
    const { client, person } = await signedUpPerson(t, 'Maya Chen');
    const before = Date.now();
    const response = await client.post('/api/track-application', ambassador);
    expect(response.status, response.text).toBe(201);
    expect(response.body).toMatchObject({
      track: 'ambassador',
      status: 'submitted',
      targetMarkets: ['Dallas', 'Austin'],
      targetCity: 'Dallas',
      answers: { school: 'Lincoln High', gradYear: '2027', whyAmbassador: 'I know everyone.' },
    });

    const [row] = await applicationsOf(person.id);
    expect(row).toMatchObject({
      track: 'ambassador',
      status: 'submitted',
      targetMarkets: ['Dallas', 'Austin'],
      targetCity: 'Dallas',
      answersJson: { school: 'Lincoln High', gradYear: '2027', whyAmbassador: 'I know everyone.' },
      supersededAt: null,
      archivedAt: null,
    });
    expect(row?.consentedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row?.consentedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    expect(await personRow(t, person.id)).toMatchObject({
      name: 'Maya Chen',
      age: 16,
      city: 'Dallas',
      state: 'TX',
      travelRadius: 'regional',
      school: 'Lincoln High',
      gradYear: 2027,
      roleTypes: ['ambassador'],
      markets: ['Dallas', 'Austin'],
      status: 'new',
    });

    const session = await client.get('/api/session');
    expect(session.body).toMatchObject({ hasTrackApplication: true, person: { hasProfile: true } });
    const state = await client.get('/api/track-application');
    expect(state.body).toMatchObject({ canApply: false, reapplyFrom: null, application: { track: 'ambassador' } });
  });

  it('saves an adult team applicant, keeping existing interests and markets', async () => {
    const { client, person } = await signedUpPerson(t, 'Sofia Martinez');
    const profile = await client.put('/api/profile', {
      roleTypes: ['performer'],
      markets: ['Austin'],
      experienceLevel: 'entry',
    });
    expect(profile.status, profile.text).toBe(200);
    const response = await client.post('/api/track-application', {
      ...teamApplicant,
      targetMarkets: ['Phoenix', 'Austin'],
    });
    expect(response.status, response.text).toBe(201);
    expect(response.body.answers).toEqual(teamApplicant.answers);
    expect(response.body.targetCity).toBeNull();
    expect(await personRow(t, person.id)).toMatchObject({
      age: 28,
      city: 'Phoenix',
      state: 'AZ',
      travelRadius: null,
      experienceLevel: 'advanced',
      roleTypes: ['performer', 'team'],
      markets: ['Austin', 'Phoenix'],
    });
  });

  it.each([
    ['no age, city or state', { age: undefined, city: '', state: '' }, 'Please fill in all required fields'],
    ['a city outside the list', { city: 'Paris' }, 'Please fill in all required fields'],
    ['a state of 3 characters', { state: 'TEX' }, 'State must be at most 2 characters'],
    ['an age out of range', { age: 5 }, 'Age must be between 13 and 120'],
    ['no track', { track: undefined }, 'Please select a track'],
    ['an unknown track', { track: 'astronaut' }, 'Please select a track'],
    ['an under-18 creator', { track: 'creator', answers: {} }, 'Creator track requires age 18+'],
    ['an under-18 performer', { track: 'performer', answers: {} }, 'Performer track requires age 18+'],
    ['an under-18 ops', { track: 'ops', answers: { eventExperience: 'Lots' } }, 'Ops track requires age 18+'],
    ['an under-18 partner', { track: 'partner', answers: {} }, 'This track is not available for your age'],
    [
      'a 19-year-old on team',
      { age: 19, track: 'team', answers: { resumeLink: 'https://example.com/cv' } },
      'Team roles require age 20+',
    ],
    ['an ambassador without school or year', { answers: {} }, 'Ambassador track requires school and graduation year'],
    ['an ambassador without school', { answers: { school: ' ', gradYear: '2027' } }, 'School name is required'],
    ['a 2-digit graduation year', { answers: { school: 'SMU', gradYear: '27' } }, 'Enter a valid 4-digit year'],
    [
      'a graduation year after 2040',
      { answers: { school: 'SMU', gradYear: '2041' } },
      'Graduation year must be between 2024 and 2040',
    ],
    [
      'a school over 200 characters',
      { answers: { school: 'x'.repeat(201), gradYear: '2027' } },
      'School name must be at most 200 characters',
    ],
    [
      'a why over 2000 characters',
      { answers: { school: 'SMU', gradYear: '2027', whyAmbassador: 'x'.repeat(2001) } },
      'Why ambassador must be at most 2000 characters',
    ],
    [
      'a resume that is not a URL',
      { age: 25, track: 'team', answers: { resumeLink: 'my cv' } },
      'Please enter a valid URL',
    ],
    [
      'a script resume link',
      { age: 25, track: 'team', answers: { resumeLink: 'javascript:alert(1)' } },
      'Please enter a valid URL',
    ],
    [
      'a resume link over 500 characters',
      { age: 25, track: 'team', answers: { resumeLink: `https://example.com/${'a'.repeat(500)}` } },
      'URL must be less than 500 characters',
    ],
    [
      'team tools over 500 characters',
      { age: 25, track: 'team', answers: { resumeLink: 'https://example.com/cv', tools: 'x'.repeat(501) } },
      'Tools must be at most 500 characters',
    ],
    [
      'ops without event experience',
      { age: 25, track: 'ops', answers: { eventExperience: '' } },
      'Event experience is required',
    ],
    [
      'performer genre outside the profile list',
      { age: 25, track: 'performer', answers: { genres: ['Polka'] } },
      'Please choose genres from the list',
    ],
    [
      'creator gear over 1000 characters',
      { age: 25, track: 'creator', answers: { gear: 'x'.repeat(1001) } },
      'Gear must be at most 1000 characters',
    ],
    [
      'partner capacity over 2000 characters',
      { age: 25, track: 'partner', answers: { capacity: 'x'.repeat(2001) } },
      'Capacity and reach must be at most 2000 characters',
    ],
    [
      'an answer the track does not ask',
      { age: 25, track: 'performer', answers: { resumeLink: 'https://example.com' } },
      'Unrecognized key: "resumeLink"',
    ],
    ['a market outside the list', { targetMarkets: ['Atlantis'] }, 'Please choose markets from the list'],
    ['no consent', { consent: undefined }, 'Please agree to be contacted before submitting your application'],
    ['consent refused', { consent: false }, 'Please agree to be contacted before submitting your application'],
  ])('refuses %s and changes nothing', async (_name, change, message) => {
    const { client, person } = await signedUpPerson(t);
    const response = await client.post('/api/track-application', { ...ambassador, ...change });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('VALIDATION_ERROR');
    expect(response.body.error.message).toContain(message);
    expect(await applicationsOf(person.id)).toEqual([]);
    expect(await personRow(t, person.id)).toMatchObject({ age: null, city: null, state: null, roleTypes: [] });
  });

  it('writes nothing to the person when the application cannot be written (one transaction)', async () => {
    const { client, person } = await signedUpPerson(t);
    await t.db.execute(sql`
      create or replace function refuse_application() returns trigger language plpgsql as $$
      begin raise exception 'applications are closed'; end $$`);
    await t.db.execute(
      sql`create trigger refuse_application before insert on applications for each row execute function refuse_application()`,
    );
    try {
      const response = await client.post('/api/track-application', ambassador);
      expect(response.status).toBe(500);
      expect(response.body.error.message).toBe('An error occurred. Please try again or contact support.');
    } finally {
      await t.db.execute(sql`drop trigger refuse_application on applications`);
      await t.db.execute(sql`drop function refuse_application()`);
    }
    expect(await personRow(t, person.id)).toMatchObject({ age: null, city: null, roleTypes: [], markets: [] });
  });
});

describe('one track application per person (D10, D14)', () => {
  it('refuses a second application', async () => {
    const { client, person } = await signedUpPerson(t);
    expect((await client.post('/api/track-application', ambassador)).status).toBe(201);
    const again = await client.post('/api/track-application', { ...teamApplicant, age: 30 });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: '23505', message: "You've already submitted an application" });
    const rows = await applicationsOf(person.id);
    expect(rows.map((row) => row.track)).toEqual(['ambassador']);
    expect((await personRow(t, person.id)).age).toBe(16);
  });

  it('keeps one application when two are submitted at the same moment', async () => {
    const { client, person } = await signedUpPerson(t);
    const responses = await Promise.all([
      client.post('/api/track-application', ambassador),
      client.post('/api/track-application', { ...ambassador, answers: { school: 'Other High', gradYear: '2028' } }),
      client.post('/api/track-application', ambassador),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409]);
    for (const refused of responses.filter((response) => response.status === 409)) {
      expect(refused.body.error.message).toBe("You've already submitted an application");
    }
    expect(await applicationsOf(person.id)).toHaveLength(1);
  });

  it('refuses a new application while the current one is not archived, however old', async () => {
    const { client, person } = await signedUpPerson(t);
    const first = await client.post('/api/track-application', ambassador);
    await t.db
      .update(applications)
      .set({ status: 'booked', updatedAt: new Date(Date.now() - 90 * DAY_MS) })
      .where(eq(applications.id, first.body.id));
    expect((await client.post('/api/track-application', ambassador)).status).toBe(409);
    expect(await applicationsOf(person.id)).toHaveLength(1);
  });
});

describe('replacing an archived application (D10)', () => {
  it('tells the date and refuses before 30 days have passed since archiving', async () => {
    const { client, person } = await signedUpPerson(t);
    const first = await client.post('/api/track-application', ambassador);
    await archive(first.body.id, 10);

    const state = await client.get('/api/track-application');
    expect(state.body.canApply).toBe(false);
    expect(state.body.application).toMatchObject({ id: first.body.id, status: 'archived' });
    const expected = new Date(Date.now() + 20 * DAY_MS);
    expect(Math.abs(new Date(state.body.reapplyFrom).getTime() - expected.getTime())).toBeLessThan(60_000);

    const response = await client.post('/api/track-application', ambassador);
    expect(response.status).toBe(409);
    expect(response.body.error).toMatchObject({
      code: 'CONFLICT',
      message: `You can submit a new application from ${state.body.reapplyFrom.slice(0, 10)}`,
    });
    expect(await applicationsOf(person.id)).toHaveLength(1);
  });

  it('replaces it 30 days after archiving and keeps the old one, marked superseded', async () => {
    const { client, person } = await signedUpPerson(t);
    const first = await client.post('/api/track-application', ambassador);
    await archive(first.body.id, 31);
    expect((await client.get('/api/track-application')).body.canApply).toBe(true);

    const second = await client.post('/api/track-application', {
      ...ambassador,
      age: 18,
      track: 'performer',
      answers: { genres: ['House'] },
    });
    expect(second.status, second.text).toBe(201);

    const rows = await applicationsOf(person.id);
    expect(rows).toHaveLength(2);
    const old = rows.find((row) => row.id === first.body.id);
    expect(old?.supersededAt).toBeInstanceOf(Date);
    expect(old?.status).toBe('archived');
    const current = await t.db
      .select()
      .from(applications)
      .where(and(eq(applications.personId, person.id), isNull(applications.supersededAt)));
    expect(current.map((row) => row.track)).toEqual(['performer']);

    const state = await client.get('/api/track-application');
    expect(state.body).toMatchObject({ canApply: false, application: { id: second.body.id, status: 'submitted' } });
    // The replacement is current: a third attempt is a second application.
    expect((await client.post('/api/track-application', ambassador)).status).toBe(409);
  });

  it('counts an archive without a time from its last update', async () => {
    const { client } = await signedUpPerson(t);
    const first = await client.post('/api/track-application', ambassador);
    await archive(first.body.id, null, 40);
    expect((await client.post('/api/track-application', ambassador)).status).toBe(201);
  });

  it('lets only one of two simultaneous replacements through', async () => {
    const { client, person } = await signedUpPerson(t);
    const first = await client.post('/api/track-application', ambassador);
    await archive(first.body.id, 45);
    const responses = await Promise.all([
      client.post('/api/track-application', ambassador),
      client.post('/api/track-application', ambassador),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    const current = await t.db
      .select()
      .from(applications)
      .where(and(eq(applications.personId, person.id), isNull(applications.supersededAt)));
    expect(current).toHaveLength(1);
    expect(await applicationsOf(person.id)).toHaveLength(2);
  });
});

describe('GET /api/track-application', () => {
  it('answers for the signed-in person only', async () => {
    const applicant = await signedUpPerson(t);
    await applicant.client.post('/api/track-application', ambassador);
    const other = await signedUpPerson(t);
    expect((await other.client.get('/api/track-application')).body).toEqual({
      application: null,
      canApply: true,
      reapplyFrom: null,
      draft: null,
    });
  });
});
