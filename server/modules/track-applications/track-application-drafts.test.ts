import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackApplicationDrafts } from '../../db/schema/track-application-drafts';
import { signedIn } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';
import { personRow } from '../../test/test-people';

// D26: the wizard keeps its answers on the server as the person moves through it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const stepOne = { age: '24', city: 'Dallas', state: 'tx', travelRadius: 'regional' };
const performer = {
  ...stepOne,
  track: 'performer',
  answers: { performer: { genres: ['House', 'R&B'], technicalNeeds: 'Two CDJs' }, ambassador: { school: 'UTD' } },
  targetMarkets: ['Dallas', 'Austin'],
  targetCity: 'Dallas',
  consent: false,
};
const submission = {
  age: 24,
  city: 'Dallas',
  state: 'TX',
  travelRadius: 'regional',
  track: 'performer',
  answers: { genres: ['House', 'R&B'], technicalNeeds: 'Two CDJs' },
  targetMarkets: ['Dallas', 'Austin'],
  targetCity: 'Dallas',
  consent: true,
};

describe('the wizard draft', () => {
  it('is empty at first, and starts at step 1', async () => {
    const me = await signedIn(t);
    const response = await me.client.get('/api/track-application/draft');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.body).toEqual({ values: null, resumeStep: 1, updatedAt: null });
    expect((await me.client.get('/api/track-application')).body.draft).toBeNull();
  });

  it('keeps every answer, and knows the step to come back to', async () => {
    const me = await signedIn(t);
    const saved = await me.client.put('/api/track-application/draft', stepOne);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({ values: { ...stepOne, track: '', consent: false }, resumeStep: 2 });

    const further = await me.client.put('/api/track-application/draft', performer);
    expect(further.body.resumeStep).toBe(4);
    const read = await me.client.get('/api/track-application/draft');
    expect(read.body.values).toEqual(performer);
    expect((await me.client.get('/api/track-application')).body.draft).toMatchObject({ resumeStep: 4 });
    expect((await me.client.get('/api/dashboard')).body.trackApplication.draft).toMatchObject({ resumeStep: 4 });
  });

  it('is there on another device after signing in again', async () => {
    const me = await signedIn(t);
    await me.client.put('/api/track-application/draft', performer);
    await me.client.signOut();
    const elsewhere = t.client();
    expect((await elsewhere.signIn(me.email)).status).toBe(200);
    expect((await elsewhere.get('/api/track-application/draft')).body.values).toEqual(performer);
  });

  it("is the person's own: nobody else reads or writes it", async () => {
    const owner = await signedIn(t);
    const other = await signedIn(t);
    await owner.client.put('/api/track-application/draft', performer);
    expect((await other.client.get('/api/track-application/draft')).body.values).toBeNull();
    await other.client.put('/api/track-application/draft', stepOne);
    expect((await owner.client.get('/api/track-application/draft')).body.values).toEqual(performer);
    expect((await t.client().get('/api/track-application/draft')).status).toBe(401);
    expect((await t.client().put('/api/track-application/draft', stepOne)).status).toBe(401);
  });

  it.each([
    [{ age: 'x'.repeat(11) }, 'Draft answers must be at most 10 characters'],
    [{ track: 'astronaut' }, 'Please select a track'],
    [{ answers: { ops: { eventExperience: 'x'.repeat(5001) } } }, 'Draft answers must be at most 5000 characters'],
    [{ consent: 'yes' }, 'Consent must be true or false'],
    [{ status: 'booked' }, 'Unrecognized key: "status"'],
    [{ personId: '00000000-0000-4000-8000-000000000000' }, 'Unrecognized key: "personId"'],
  ])('refuses %o and keeps the draft as it was', async (change, message) => {
    const me = await signedIn(t);
    await me.client.put('/api/track-application/draft', performer);
    const response = await me.client.put('/api/track-application/draft', { ...performer, ...change });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'VALIDATION_ERROR', message });
    expect((await me.client.get('/api/track-application/draft')).body.values).toEqual(performer);
  });

  it('becomes the application on submit (D10 unchanged), and the profile shows what the wizard was told', async () => {
    const me = await signedIn(t);
    await me.client.put('/api/track-application/draft', performer);
    const submitted = await me.client.post('/api/track-application', submission);
    expect(submitted.status, submitted.text).toBe(201);
    expect(
      await t.db.select().from(trackApplicationDrafts).where(eq(trackApplicationDrafts.personId, me.personId)),
    ).toEqual([]);
    expect((await me.client.get('/api/track-application/draft')).body.values).toBeNull();
    // Issue 16: the genres chosen in the wizard are the profile's genres.
    expect(await personRow(t, me.personId)).toMatchObject({ genres: ['House', 'R&B'], roleTypes: ['performer'] });
    // No draft is kept once the application cannot be replaced.
    const late = await me.client.put('/api/track-application/draft', stepOne);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe("You've already submitted an application");
  });

  it('leaves no draft behind when saving and submitting race', async () => {
    const me = await signedIn(t);
    await me.client.put('/api/track-application/draft', performer);
    const [saved, submitted] = await Promise.all([
      me.client.put('/api/track-application/draft', performer),
      me.client.post('/api/track-application', submission),
    ]);
    expect(submitted.status).toBe(201);
    expect([200, 409]).toContain(saved.status);
    expect(
      await t.db.select().from(trackApplicationDrafts).where(eq(trackApplicationDrafts.personId, me.personId)),
    ).toEqual([]);
  });

  it("writes an ops person's transport to the profile", async () => {
    const me = await signedIn(t);
    const response = await me.client.post('/api/track-application', {
      ...submission,
      track: 'ops',
      answers: { eventExperience: 'Five seasons of load-ins', hasTransportation: 'yes' },
    });
    expect(response.status, response.text).toBe(201);
    expect((await personRow(t, me.personId)).hasCar).toBe(true);
  });
});
