import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/email-outbox';
import { jobAlertDigests, jobAlertMatches, jobAlerts } from '../../db/schema/job-alerts';
import { tinyPng } from '../../test/image-fixtures';
import { fetchMedia, sendImage } from '../../test/image-uploads';
import { createOpportunity, signedInAdmin, signedInPerson } from '../../test/opportunity-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import { unsubscribeToken } from './unsubscribe-token';

let t: TestApp;
let admin: TestClient;
const SECRET = 'test-secret-that-is-long-enough-for-auth-0123456789';
// Words of this file's own, so other opportunities never match its alerts.
const word = `zephyr${Date.now().toString(36)}`;
const city = `Alertville${Date.now().toString(36)}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

async function tagged(label: string) {
  const created = await admin.post('/api/admin/opportunity-tags', { label });
  expect(created.status, created.text).toBe(201);
  return created.body as { id: string; slug: string };
}

const alertEmails = (to: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.recipient, to), eq(emailOutbox.kind, 'job_alerts')));

async function saveAlert(client: TestClient, name: string, filters: Record<string, unknown>) {
  const saved = await client.post('/api/alerts', { name, filters });
  expect(saved.status, saved.text).toBe(201);
  return saved.body as { id: string; listPath: string };
}

describe('job alerts (D24)', () => {
  it('saves the list filters with a name, at most 10, renames and deletes only its own', async () => {
    const person = await signedInPerson(t);
    const other = await signedInPerson(t);
    const alert = await saveAlert(person.client, 'Dallas events', {
      q: 'house music',
      type: 'event',
      city: 'Dallas',
      from: '2031-01-01',
      to: '2031-12-31',
    });
    expect(alert.listPath).toBe('/opportunities?q=house+music&type=event&city=Dallas&from=2031-01-01&to=2031-12-31');
    expect((await person.client.get('/api/alerts')).body.items).toHaveLength(1);
    // D25: the person's data download holds their alerts.
    const exported = await person.client.get('/api/account/export');
    expect(exported.body.jobAlerts).toEqual([expect.objectContaining({ name: 'Dallas events', city: 'Dallas' })]);

    expect((await person.client.post('/api/alerts', { name: '', filters: {} })).body.error.message).toContain(
      'Name your alert',
    );
    expect((await person.client.post('/api/alerts', { name: 'x', filters: { type: 'party' } })).status).toBe(400);

    expect((await other.client.patch(`/api/alerts/${alert.id}`, { name: 'Mine now' })).status).toBe(404);
    expect((await other.client.delete(`/api/alerts/${alert.id}`)).status).toBe(404);
    expect((await person.client.patch(`/api/alerts/${alert.id}`, { name: 'Renamed' })).body.name).toBe('Renamed');

    for (let i = 2; i <= 10; i++) await saveAlert(person.client, `Alert ${i}`, {});
    const eleventh = await person.client.post('/api/alerts', { name: 'One too many', filters: {} });
    expect(eleventh.status).toBe(409);
    expect(eleventh.body.error.message).toBe('You can keep at most 10 alerts: delete one first');
    expect((await person.client.delete(`/api/alerts/${alert.id}`)).status).toBe(204);
    expect((await person.client.get('/api/alerts')).body.items).toHaveLength(9);
  });

  it('queues an opening opportunity for each alert it matches, filter by filter, in the database', async () => {
    const person = await signedInPerson(t);
    const tag = await tagged(`Rooftop ${word}`);
    const alerts = {
      search: await saveAlert(person.client, 'Search', { q: word }),
      type: await saveAlert(person.client, 'Type', { type: 'creative', city }),
      city: await saveAlert(person.client, 'City', { city: city.toUpperCase() }),
      tags: await saveAlert(person.client, 'Tags', { tags: [tag.slug] }),
      dates: await saveAlert(person.client, 'Dates', { city, from: '2031-03-01', to: '2031-03-31' }),
    };
    const matched = async (opportunityId: string) =>
      (
        await t.db
          .select({ alertId: jobAlertMatches.alertId })
          .from(jobAlertMatches)
          .where(and(eq(jobAlertMatches.opportunityId, opportunityId), eq(jobAlertMatches.personId, person.personId)))
      )
        .map((row) => row.alertId)
        .sort();
    const expectMatches = async (id: string, keys: (keyof typeof alerts)[]) =>
      expect(await matched(id)).toEqual(keys.map((key) => alerts[key].id).sort());

    await expectMatches((await createOpportunity(admin, { title: `A ${word} night` })).id, ['search']);
    await expectMatches((await createOpportunity(admin, { city, opportunityType: 'creative' })).id, ['type', 'city']);
    await expectMatches((await createOpportunity(admin, { city, date: '2031-03-15' })).id, ['city', 'dates']);
    await expectMatches((await createOpportunity(admin, { city, date: '2031-04-15' })).id, ['city']);
    // Tags are given after creating: an open opportunity that gets them matches then (and a
    // search finds tag names too, D21).
    const withTag = await createOpportunity(admin, { tagIds: [tag.id] });
    await expectMatches(withTag.id, ['tags', 'search']);
    // A draft matches nothing until it opens; a past one never.
    const draft = await createOpportunity(admin, { city, status: 'draft' });
    await expectMatches(draft.id, []);
    const opened = await admin.put(`/api/admin/opportunities/${draft.id}`, {
      title: 'Door Host',
      description: 'Run the door at our Friday night.',
      city,
      status: 'open',
    });
    expect(opened.status, opened.text).toBe(200);
    await expectMatches(draft.id, ['city']);
    await expectMatches((await createOpportunity(admin, { city, date: '2020-01-01' })).id, []);
  });

  it('emails at most once a day, listing the new matches with links and RFC 8058 headers; no matches, no email', async () => {
    const person = await signedInPerson(t, { name: 'Ola Alerts' });
    const quiet = await signedInPerson(t);
    const place = `${city}x`;
    await saveAlert(person.client, 'My city', { city: place });
    await saveAlert(quiet.client, 'Nowhere', { city: 'Atlantis' });
    const first = await createOpportunity(admin, { title: 'First night', city: place });
    await createOpportunity(admin, { title: 'Second night', city: place });

    await t.services.jobAlerts.sendDueDigests();
    const [email, ...more] = await alertEmails(person.email);
    expect(more).toEqual([]);
    expect(email?.subject).toBe('2 new opportunities for your alert');
    expect(email?.textBody).toContain('First night');
    expect(email?.textBody).toContain(`/opportunity/${first.id}`);
    expect(email?.textBody).toContain('Unsubscribe from “My city”: http');
    expect(email?.headers?.['List-Unsubscribe']).toMatch(/^<http.*\/api\/alerts\/unsubscribe\?token=.+>$/);
    expect(email?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(await alertEmails(quiet.email)).toEqual([]);

    // A match later the same day waits for tomorrow.
    await createOpportunity(admin, { title: 'Third night', city: place });
    await t.services.jobAlerts.sendDueDigests();
    expect(await alertEmails(person.email)).toHaveLength(1);
    await t.db
      .update(jobAlertDigests)
      .set({ sentAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(jobAlertDigests.personId, person.personId));
    await t.services.jobAlerts.sendDueDigests();
    const emails = await alertEmails(person.email);
    expect(emails).toHaveLength(2);
    expect(emails.find((row) => row.id !== email?.id)?.subject).toBe('New for your alert: Third night');
  });

  it('shows each listed opportunity’s flyer small beside it; an email without flyers stays as it was (issue 44)', async () => {
    const person = await signedInPerson(t, { name: 'Fay Flyers' });
    const plainPerson = await signedInPerson(t, { name: 'Pat Plain' });
    const place = `${city}f`;
    const plainPlace = `${city}p`;
    await saveAlert(person.client, 'Flyer city', { city: place });
    await saveAlert(plainPerson.client, 'Plain city', { city: plainPlace });
    const withFlyer = await createOpportunity(admin, { title: 'Poster night', city: place, date: '2031-05-02' });
    const without = await createOpportunity(admin, { title: 'Bare night', city: place, date: '2031-05-03' });
    const plain = await createOpportunity(admin, { title: 'Plain night', city: plainPlace, date: '2031-05-04' });
    const uploaded = await sendImage(t, admin, {
      method: 'PUT',
      path: `/api/admin/opportunities/${withFlyer.id}/flyer`,
      body: await tinyPng(640, 480),
      contentType: 'image/png',
    });
    expect(uploaded.status, uploaded.text).toBe(200);
    const contentKey = (uploaded.body.src as string).slice('/media/'.length, '/media/'.length + 64);

    await t.services.jobAlerts.sendDueDigests();
    const [email] = await alertEmails(person.email);
    // 96 CSS pixels wide (the column), from the narrowest JPEG at least twice that: 320.
    const src = `http://localhost:3000/media/${contentKey}-320.jpg`;
    expect(email?.htmlBody).toContain(
      `<a href="http://localhost:3000/opportunity/${withFlyer.id}"><img src="${src}" width="96" height="72" alt="Flyer for Poster night"`,
    );
    expect(email?.htmlBody.match(/<img /g)).toHaveLength(1);
    // The opportunity without one is listed as before, its label in line with the other's.
    expect(email?.htmlBody).toContain(
      `<td width="96" valign="top" style="width:96px;padding:0 14px 14px 0;"></td><td valign="top" style="padding:0 0 14px;font-size:16px;line-height:1.45;"><a href="http://localhost:3000/opportunity/${without.id}"`,
    );
    const image = await fetchMedia(t, new URL(src).pathname);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    // The plain text has no images: each opportunity, its link and its line, as before.
    expect(email?.textBody).toContain(
      `Poster night: http://localhost:3000/opportunity/${withFlyer.id}\nFri, May 2, 2031 · ${place}\n\n`,
    );
    expect(email?.textBody).toContain(
      `Bare night: http://localhost:3000/opportunity/${without.id}\nSat, May 3, 2031 · ${place}\n\n`,
    );
    expect(email?.textBody).not.toContain('/media/');

    const [plainEmail] = await alertEmails(plainPerson.email);
    expect(plainEmail?.htmlBody).not.toContain('<img');
    expect(plainEmail?.htmlBody).toContain(
      `<p style="margin:0 0 14px;font-size:16px;line-height:1.45;"><a href="http://localhost:3000/opportunity/${plain.id}" style="color:#7c3aed;font-weight:600;">Plain night</a>`,
    );
  });

  it('unsubscribes without signing in, only the alert the signed link names; forged links change nothing', async () => {
    const person = await signedInPerson(t);
    const keep = await saveAlert(person.client, 'Keep me', {});
    const stop = await saveAlert(person.client, 'Stop me', {});
    const anonymous = t.client();
    const genuine = unsubscribeToken(SECRET, { personId: person.personId, linkKey: null }, [stop.id]);

    const described = await anonymous.get(`/api/alerts/unsubscribe?token=${genuine}`);
    expect(described.body.alerts).toEqual([{ id: stop.id, name: 'Stop me' }]);

    // Another alert's id under a token signed for this one, a made-up signature, garbage.
    const [payload, signature] = genuine.split('.');
    const swapped = `${Buffer.from(keep.id).toString('base64url')}.${signature}`;
    const forged = unsubscribeToken('not-the-secret', { personId: person.personId, linkKey: null }, [keep.id]);
    for (const token of [swapped, forged, `${payload}.`, 'garbage', '']) {
      const refused = await anonymous.post(`/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe('This unsubscribe link is not valid');
    }
    expect(await t.db.select().from(jobAlerts).where(eq(jobAlerts.personId, person.personId))).toHaveLength(2);

    // RFC 8058: the mail app's one-click POST, with its form body, from no origin.
    const oneClick = await t.app.request(`/api/alerts/unsubscribe?token=${genuine}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    const left = await person.client.get('/api/alerts');
    expect(left.body.items.map((item: { name: string }) => item.name)).toEqual(['Keep me']);

    // The visible link's page: server HTML with one button; again is harmless.
    const page = await anonymous.get(`/alerts/unsubscribe?token=${genuine}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Already unsubscribed');
    const bad = await anonymous.get('/alerts/unsubscribe?token=garbage');
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('This unsubscribe link is not valid');
  });
});
