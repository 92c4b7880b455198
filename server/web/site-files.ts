import { renderAsync } from '@resvg/resvg-js';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import type { OpportunitiesService } from '../modules/opportunities/opportunities.service';
import type { TalentPagesService } from '../modules/talent-pages/talent-pages.service';
import { escapeHtml } from './page-html';
import { MARK_SVG } from './preview-image';
import { once } from './made-once';
import { shareImages } from './share-images';

// Issue 22, site basics: the icons (drawn from the one mark, client/public/favicon.svg), the web
// manifest, robots.txt, the sitemap from the database, and the share images (share-images.ts).

const PUBLIC_PAGES = [
  '/',
  '/about',
  '/our-story',
  '/faq',
  '/apply',
  '/opportunities',
  '/privacy',
  '/terms',
  '/contact',
];
// Issue 42: a ticket's page is its holder's.
const PRIVATE_PATHS = ['/admin', '/dashboard', '/profile', '/application', '/api', '/alerts', '/ticket'];

// A PNG of the mark, `size` pixels square.
async function markPng(size: number): Promise<Buffer> {
  return (await renderAsync(MARK_SVG, { fitTo: { mode: 'width', value: size } })).asPng();
}

// An .ico holding one PNG image (every browser reads PNG inside ICO).
function icoOf(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(1, 4);
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

export function siteFiles(options: {
  origin: string;
  appName: string;
  opportunities: OpportunitiesService;
  // D34: the public talent pages whose person asked to be found; none when not given.
  talentPages?: Pick<TalentPagesService, 'indexableHandles'>;
}) {
  const { origin, appName, opportunities } = options;
  const app = new Hono<AppEnv>();
  const icons = {
    '/favicon.ico': once(async () => icoOf(await markPng(32), 32)),
    '/apple-touch-icon.png': once(() => markPng(180)),
    '/icon-192.png': once(() => markPng(192)),
    '/icon-512.png': once(() => markPng(512)),
  };
  for (const [path, make] of Object.entries(icons)) {
    app.get(path, async (c) => {
      const body = await make();
      c.header('Content-Type', path.endsWith('.ico') ? 'image/x-icon' : 'image/png');
      c.header('Cache-Control', 'public, max-age=86400');
      return c.body(new Uint8Array(body));
    });
  }

  app.get('/manifest.webmanifest', (c) => {
    c.header('Content-Type', 'application/manifest+json');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(
      JSON.stringify({
        name: appName,
        short_name: appName,
        description: `The talent network for nightlife and live events.`,
        start_url: '/',
        display: 'standalone',
        background_color: '#09090f',
        theme_color: '#09090f',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        ],
      }),
    );
  });

  app.get('/robots.txt', (c) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${origin}/sitemap.xml`,
    ];
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', async (c) => {
    const [entries, talent] = await Promise.all([
      opportunities.sitemapEntries(),
      options.talentPages?.indexableHandles() ?? [],
    ]);
    const url = (path: string, lastModified?: string) =>
      `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc>${lastModified ? `<lastmod>${lastModified}</lastmod>` : ''}</url>`;
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...PUBLIC_PAGES.map((path) => url(path)),
      ...entries.map((entry) => url(`/opportunity/${entry.id}`, entry.updatedAt)),
      ...talent.map((page) => url(`/talent/${page.handle}`, new Date(page.updatedAt).toISOString())),
      '</urlset>',
    ].join('\n');
    c.header('Content-Type', 'application/xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=600');
    return c.body(body);
  });

  app.route('/', shareImages({ origin, appName, opportunities }));
  return app;
}
