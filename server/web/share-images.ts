import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { opportunityEnded } from '@shared/opportunity-ended';
import type { AppEnv } from '../app-env';
import type { OpportunitiesService } from '../modules/opportunities/opportunities.service';
import { once } from './made-once';
import { renderPreviewPng } from './preview-image';
import { siteCardOfFile } from './site-cards';

// D28: the images shared links show (Open Graph, 1200×630 PNG): each public opportunity's, and
// (issue 41) the home, list and About pages'.

const PREVIEWS_KEPT = 200;

function etagOf(content: string): string {
  return `"${createHash('sha256').update(content).digest('base64url').slice(0, 27)}"`;
}

export function shareImages(options: { origin: string; appName: string; opportunities: OpportunitiesService }) {
  const { origin, appName, opportunities } = options;
  const app = new Hono<AppEnv>();

  // Issue 41: the share images of the home, list and About pages, each drawn once.
  const siteCards = new Map<string, () => Promise<Buffer>>();
  app.get('/og/page/:file{[a-z]+\\.png}', async (c) => {
    const card = siteCardOfFile(c.req.param('file').replace(/\.png$/, ''));
    if (!card) return c.text('Not found', 404);
    let make = siteCards.get(card.file);
    if (!make) {
      make = once(() =>
        renderPreviewPng({
          appName,
          title: card.title,
          type: card.label,
          city: null,
          date: null,
          venue: null,
          detail: card.detail,
          site: new URL(origin).host,
        }),
      );
      siteCards.set(card.file, make);
    }
    const png = await make();
    c.header('Content-Type', 'image/png');
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(new Uint8Array(png));
  });

  // D28: the share image of a public opportunity, kept until the opportunity changes.
  const previews = new Map<string, Buffer>();
  app.get('/og/opportunity/:file{[^/]+\\.png}', async (c) => {
    const id = c.req.param('file').replace(/\.png$/, '');
    const opportunity = await opportunities.findForPreview(id);
    if (!opportunity) return c.text('Not found', 404);
    // D32: a shared link to one that takes no more applications says so; its day passing or its
    // last spot taken need not touch updatedAt, so the image's key names that too.
    const ended = opportunityEnded(opportunity);
    const key = `${opportunity.id}@${opportunity.updatedAt}@${ended ?? 'open'}`;
    const etag = etagOf(key);
    c.header('Cache-Control', 'public, max-age=300');
    c.header('ETag', etag);
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304);
    let png = previews.get(key);
    if (!png) {
      const site = new URL(origin).host;
      png = await renderPreviewPng({
        appName,
        title: opportunity.title,
        type: opportunity.opportunityType,
        city: opportunity.city,
        date: opportunity.date,
        venue: opportunity.venue,
        site,
        ...(ended ? { call: `This one is ${ended} · more on ${site}` } : {}),
      });
      previews.set(key, png);
      // The oldest kept image goes first.
      if (previews.size > PREVIEWS_KEPT) previews.delete(previews.keys().next().value as string);
    }
    c.header('Content-Type', 'image/png');
    return c.body(new Uint8Array(png));
  });
  return app;
}

export function previewImagePath(opportunityId: string): string {
  return `/og/opportunity/${opportunityId}.png`;
}
