import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { RESOURCE_POLICY, SHARED_RESOURCE_POLICY } from '../../middleware/security-headers';
import { describeRoute } from '../../openapi/describe-route';
import type { TicketsService } from './tickets.service';

// Issue 42 (D36, docs/decisions/182): a ticket's address is its key, so the image may be kept
// long, by the holder's browser or mail app only: never by a shared cache, which would hand it to
// whoever asks next for the same address.
const IMAGE_CACHE = 'private, max-age=31536000, immutable';

// /api/tickets/:payload: no session; the payload, signed, is the bearer's proof.
export function ticketsRoutes(tickets: TicketsService) {
  return new Hono<AppEnv>()
    .get(
      '/tickets/:payload',
      describeRoute({
        summary: "A ticket by its QR code's content: the event, its times, the door code and the holder's first name",
        access: 'anyone',
      }),
      async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json(await tickets.ticket(c.req.param('payload')));
      },
    )
    .get(
      '/tickets/:payload/qr.svg',
      describeRoute({ summary: "A ticket's QR code as an SVG image", access: 'anyone' }),
      async (c) => {
        const svg = await tickets.qrSvg(c.req.param('payload'));
        c.header('Content-Type', 'image/svg+xml');
        c.header('Cache-Control', IMAGE_CACHE);
        return c.body(svg);
      },
    )
    .get(
      '/tickets/:payload/qr.png',
      describeRoute({ summary: "A ticket's QR code as a PNG image (for email)", access: 'anyone' }),
      async (c) => {
        const png = await tickets.qrPng(c.req.param('payload'));
        c.header('Content-Type', 'image/png');
        c.header('Cache-Control', IMAGE_CACHE);
        // The confirmation email's image, which a mail app shows in its own page (docs/decisions/191).
        c.header(RESOURCE_POLICY, SHARED_RESOURCE_POLICY);
        return c.body(new Uint8Array(png));
      },
    );
}

// The page a ticket's link opens (/ticket/:payload) is nobody's to index.
export function ticketPageHeaders() {
  return new Hono<AppEnv>().use('/ticket/*', async (c, next) => {
    await next();
    c.res.headers.set('X-Robots-Tag', 'noindex, nofollow');
  });
}
