import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { RESOURCE_POLICY, SHARED_RESOURCE_POLICY } from '../../middleware/security-headers';
import type { OpenedMediaFile } from './media-store';
import type { MediaFilesService } from './media-files.service';

// D33: /media/{content key}-{width}.{avif|webp|jpg}. An address names one content for good, so
// browsers and caches keep it for a year without asking again (immutable), and one that asks
// anyway (If-None-Match) gets 304. Served to anyone: pages, emails and link previews show them.
const IMMUTABLE = 'public, max-age=31536000, immutable';

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

function notFoundAnswer(c: Context<AppEnv>, message = 'Not found') {
  c.header('Cache-Control', 'no-store');
  return c.text(message, 404);
}

// The file as it is read from the store, never whole in memory.
function stream(c: Context<AppEnv>, file: OpenedMediaFile) {
  c.header('Content-Type', file.contentType);
  c.header('Content-Length', String(file.byteSize));
  return c.body(file.body);
}

export function mediaFilesRoutes(service: MediaFilesService) {
  return new Hono<AppEnv>()
    .get('/media/originals/:contentKey', async (c) => {
      const contentKey = c.req.param('contentKey');
      const file = await service.openOriginal({
        contentKey,
        expires: c.req.query('expires'),
        signature: c.req.query('signature'),
      });
      if (!file) return notFoundAnswer(c, 'This link has expired or is not valid');
      // A link of someone's data export: theirs, kept by nobody on the way.
      c.header('Cache-Control', 'private, no-store');
      c.header('Content-Disposition', `attachment; filename="${contentKey}.${EXTENSIONS[file.contentType] ?? 'bin'}"`);
      return stream(c, file);
    })
    .get('/media/:name', async (c) => {
      const name = c.req.param('name');
      if (!(await service.servable(name))) return notFoundAnswer(c);
      const etag = `"${name}"`;
      c.header('ETag', etag);
      c.header('Cache-Control', IMMUTABLE);
      // Shown by mail apps and other sites' pages too (docs/decisions/191).
      c.header(RESOURCE_POLICY, SHARED_RESOURCE_POLICY);
      if (matches(c.req.header('if-none-match'), etag)) return c.body(null, 304);
      const file = await service.open(name);
      if (!file) return notFoundAnswer(c);
      return stream(c, file);
    });
}
