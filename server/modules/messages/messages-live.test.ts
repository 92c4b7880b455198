import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicant, personThread, staffThread } from '../../test/message-fixtures';
import { changeOf, type SseEvent, SseReader } from '../../test/sse-reader';
import { type SignedIn, signedIn } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: SignedIn;
let reviewer: SignedIn;
const open: SseReader[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin', 'Ada Admin');
  reviewer = await signedIn(t, 'reviewer', 'Remy Reviewer');
});
afterAll(async () => {
  await Promise.all(open.map((reader) => reader.cancel()));
  await t.close();
});

async function connect(who: SignedIn, path: string): Promise<SseReader> {
  const response = await who.client.open(path);
  expect(response.status).toBe(200);
  const reader = new SseReader(response);
  open.push(reader);
  await reader.next((event) => event.event === 'ready');
  return reader;
}

const messagesOf = (threadKind: string) => (event: SseEvent) => {
  const change = changeOf(event);
  return change?.topic === 'messages' && change.kind === threadKind;
};

describe('live conversations (D17, D35)', () => {
  it('tells a person of their own threads only, and staff of those they may read', async () => {
    const pat = await applicant(t);
    const otto = await applicant(t, { name: 'Otto Other' });
    const patStream = await connect(pat, '/api/messages/live');
    const adminStream = await connect(admin, '/api/admin/live');
    const reviewerStream = await connect(reviewer, '/api/admin/live');

    await otto.client.post(`${personThread('opportunity-application', otto.opportunityApplicationId)}/messages`, {
      body: 'Not for Pat',
    });
    await admin.client.post(`${staffThread('opportunity-application', pat.opportunityApplicationId)}/messages`, {
      body: 'For Pat',
    });
    const heard = await patStream.next(messagesOf('opportunity_application'));
    expect(changeOf(heard)).toMatchObject({ personId: pat.personId });
    await adminStream.next(messagesOf('opportunity_application'));

    await pat.client.post(`${personThread('track-application', pat.trackApplicationId)}/messages`, { body: 'Track' });
    await reviewerStream.next(messagesOf('track_application'));
    const reviewerHeard = await reviewerStream.collect(300);
    expect(reviewerHeard.filter(messagesOf('opportunity_application'))).toEqual([]);
    const patHeard = await patStream.collect(300);
    expect(patHeard.map(changeOf).every((change) => change?.personId === pat.personId)).toBe(true);
    expect((await t.client().get('/api/messages/live')).status).toBe(401);
  });
});
