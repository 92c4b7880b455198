import { scriptSafeJson } from '@shared/script-json';

// The HTML the server sends for a page: the built client's index.html with the page's own
// title and description, so links shared in chats and search results read well (D19).

export type PageMeta = {
  title: string;
  description: string;
  type?: 'website' | 'article';
  // schema.org structured data for the page, if any.
  jsonLd?: Record<string, unknown>;
  // An absolute URL of a 1200×630 image for link previews (D28), and what it shows.
  image?: { url: string; alt: string };
};

const HEAD_MARKER = '<!--app-head-->';

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export function renderPageHtml(template: string, meta: PageMeta, options: { appName: string; url: string }): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const tags = [
    `<title>${title}</title>`,
    `<meta name="application-name" content="${escapeHtml(options.appName)}" />`,
    `<meta name="description" content="${description}" />`,
    `<meta property="og:site_name" content="${escapeHtml(options.appName)}" />`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(options.url)}" />`,
    ...(meta.image
      ? [
          `<meta property="og:image" content="${escapeHtml(meta.image.url)}" />`,
          `<meta property="og:image:type" content="image/png" />`,
          `<meta property="og:image:width" content="1200" />`,
          `<meta property="og:image:height" content="630" />`,
          `<meta property="og:image:alt" content="${escapeHtml(meta.image.alt)}" />`,
          `<meta name="twitter:card" content="summary_large_image" />`,
        ]
      : [`<meta name="twitter:card" content="summary" />`]),
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
  ];
  if (meta.jsonLd) tags.push(`<script type="application/ld+json">${scriptSafeJson(meta.jsonLd)}</script>`);
  // A replacer function: the page's text may hold `$&`-like sequences.
  return template.replace(HEAD_MARKER, () => tags.join('\n    '));
}
