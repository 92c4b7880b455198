import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema/email-outbox';
import { tinyPng } from '../test/image-fixtures';
import { sendImage } from '../test/image-uploads';
import { createOpportunity, signedInAdmin } from '../test/opportunity-fixtures';
import { type Applicant, opportunityWithApplicants } from '../test/participant-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

// Issue 44 (docs/decisions/191): a mail app or another site shows the /media files and a ticket's
// QR image in its own page, so those say `Cross-Origin-Resource-Policy: cross-origin` (a browser
// enforcing CORP, on a page with COEP, refuses a `same-origin` one). Every other answer keeps
// `same-origin`.

let t: TestApp;
let flyerSrc: string;
let qrPng: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signedInAdmin(t);
  const flyered = await createOpportunity(admin, { title: 'Shared Poster' });
  const uploaded = await sendImage(t, admin, {
    method: 'PUT',
    path: `/api/admin/opportunities/${flyered.id}/flyer`,
    body: await tinyPng(200, 150),
    contentType: 'image/png',
  });
  expect(uploaded.status, uploaded.text).toBe(200);
  flyerSrc = uploaded.body.src;

  const { opportunity, applicants } = await opportunityWithApplicants(t, admin, {
    applicants: ['Cora Origin'],
    opportunity: { date: '2031-12-12', startTime: '21:00', endTime: '23:00', timeZone: 'America/Chicago' },
  });
  const guest = applicants[0] as Applicant;
  for (const status of ['under_review', 'accepted']) {
    const moved = await admin.put(
      `/api/admin/opportunities/${opportunity.id}/participants/${guest.applicationId}/status`,
      { status },
    );
    expect(moved.status, moved.text).toBe(200);
  }
  expect((await guest.client.post(`/api/bookings/${guest.applicationId}/confirm`)).status).toBe(200);
  // The QR image as the confirmation email embeds it.
  const [mail] = await t.db
    .select({ html: emailOutbox.htmlBody })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.recipient, guest.email), eq(emailOutbox.kind, 'booking_confirmed')));
  const src = mail?.html.match(/<img src="([^"]+\/qr\.png)"/)?.[1];
  if (!src) throw new Error('no QR image in the confirmation email');
  qrPng = new URL(src).pathname;
});
afterAll(() => t?.close());

// As a mail app or another site's page asks: no cookie, another origin.
const fromElsewhere = (path: string, headers: Record<string, string> = {}) =>
  t.app.request(path, { headers: { Origin: 'https://mail.example', ...headers } });
const policyOf = (response: Response) => response.headers.get('cross-origin-resource-policy');

describe('Cross-Origin-Resource-Policy', () => {
  it('is cross-origin on a /media file, also when it is unchanged (304), with the other headers kept', async () => {
    const file = await fromElsewhere(flyerSrc);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(policyOf(file)).toBe('cross-origin');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const unchanged = await fromElsewhere(flyerSrc, { 'If-None-Match': file.headers.get('etag') ?? '' });
    expect(unchanged.status).toBe(304);
    expect(policyOf(unchanged)).toBe('cross-origin');
  });

  it('is cross-origin on a ticket’s QR image (PNG, for email)', async () => {
    const png = await fromElsewhere(qrPng);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(policyOf(png)).toBe('cross-origin');
  });

  it('stays same-origin everywhere else: API routes, pages, what /media does not serve, the QR SVG, a forged ticket', async () => {
    const others = [
      '/api/health',
      '/alerts/unsubscribe',
      // A file nobody's image names, and an original's link that is not genuine.
      `/media/${'0'.repeat(64)}-320.jpg`,
      `/media/originals/${'0'.repeat(64)}?expires=1&signature=x`,
      // The app's own ticket page draws the SVG.
      qrPng.replace(/qr\.png$/, 'qr.svg'),
      '/api/tickets/not-a-ticket/qr.png',
    ];
    for (const path of others) {
      const response = await fromElsewhere(path);
      expect(policyOf(response), `${path} (${response.status})`).toBe('same-origin');
    }
  });
});
