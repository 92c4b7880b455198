import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/email-outbox';
import { signedInAdmin } from '../../test/opportunity-fixtures';
import { type Applicant, opportunityWithApplicants } from '../../test/participant-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';

// Issue 42 (D36): a confirmed booking's ticket, read by its signed payload alone: the page's
// data and its QR code as SVG and PNG, drawn on the server; a forged payload finds nothing.

let t: TestApp;
let admin: TestClient;
let guest: Applicant;
let payload: string;
let doorCode: string;
let opportunityId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  const { opportunity, applicants } = await opportunityWithApplicants(t, admin, {
    applicants: ['Lena Marsh Ortega'],
    opportunity: {
      title: 'Warehouse Night',
      venue: 'Dock 9',
      city: 'Austin',
      date: '2031-12-12',
      startTime: '21:00',
      endTime: '02:00',
      timeZone: 'America/Chicago',
    },
  });
  opportunityId = opportunity.id;
  guest = applicants[0] as Applicant;
  for (const status of ['under_review', 'accepted']) {
    const moved = await admin.put(
      `/api/admin/opportunities/${opportunity.id}/participants/${guest.applicationId}/status`,
      {
        status,
      },
    );
    expect(moved.status, moved.text).toBe(200);
  }
  const confirmed = await guest.client.post(`/api/bookings/${guest.applicationId}/confirm`);
  expect(confirmed.status, confirmed.text).toBe(200);
  const mine = await guest.client.get('/api/bookings');
  payload = mine.body.bookings[0].ticket.qr;
  doorCode = mine.body.bookings[0].ticket.doorCode;
});
afterAll(() => t?.close());

// Straight to the app, as a mail app or another phone asks: no cookie.
const anonymously = (path: string) => t.app.request(path);

// The payload with one character of its signature changed.
const tampered = (value: string) => `${value.slice(0, -1)}${value.endsWith('A') ? 'B' : 'A'}`;

describe('tickets (D36)', () => {
  it('are read by their payload without a session: the event, its times, the door code, a first name', async () => {
    const response = await t.client().get(`/api/tickets/${payload}`);
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({
      opportunityId,
      title: 'Warehouse Night',
      venue: 'Dock 9',
      city: 'Austin',
      startsAt: '2031-12-13T03:00:00.000Z',
      endsAt: '2031-12-13T08:00:00.000Z',
      callAt: null,
      timeZone: 'America/Chicago',
      doorCode,
      firstName: 'Lena',
      checkedIn: false,
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('draws the QR code as SVG and PNG, kept by the holder only', async () => {
    const svg = await anonymously(`/api/tickets/${payload}/qr.svg`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(await svg.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="320" height="320"/);
    const png = await anonymously(`/api/tickets/${payload}/qr.png`);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await png.arrayBuffer());
    expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    // 400 pixels wide (IHDR).
    expect(bytes.readUInt32BE(16)).toBe(400);
    for (const image of [svg, png]) {
      const cache = image.headers.get('cache-control') ?? '';
      expect(cache).toContain('private');
      expect(cache).toContain('max-age=31536000');
      expect(cache).not.toContain('public');
    }
  });

  it.each([
    ['a forged signature', () => tampered(payload)],
    [
      'another id under the same signature',
      // One character of the id changed (to another one, whatever the id begins with).
      () => payload.replace(/^BL1\.(\w)/, (_all, first: string) => `BL1.${first === 'Z' ? 'Y' : 'Z'}`),
    ],
    ['something else altogether', () => 'not-a-ticket'],
  ])('refuses %s: 404 for the ticket and its images', async (_what, forged) => {
    for (const path of ['', '/qr.svg', '/qr.png']) {
      const response = await anonymously(`/api/tickets/${forged()}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
    }
  });

  it('goes in the confirmation email as an image with its size and words', async () => {
    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.recipient, guest.email), eq(emailOutbox.kind, 'booking_confirmed')));
    expect(mail?.htmlBody).toContain(
      `<img src="http://localhost:3000/api/tickets/${payload}/qr.png" width="200" height="200" alt="QR code of your ticket for Warehouse Night, door code ${doorCode}"`,
    );
    expect(mail?.textBody).toContain(`Open my ticket: http://localhost:3000/ticket/${payload}`);
  });

  it('opens on a page nobody indexes', async () => {
    const page = await anonymously(`/ticket/${payload}`);
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });

  it('is void once its booking is cancelled', async () => {
    const cancelled = await guest.client.post(`/api/bookings/${guest.applicationId}/cancel`);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect((await anonymously(`/api/tickets/${payload}`)).status).toBe(404);
  });
});
