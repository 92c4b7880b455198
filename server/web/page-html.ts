import { scriptSafeJson } from '@shared/script-json';

// The HTML the server sends for a page: the built client's index.html with the page's own
// title and description, so links shared in chats and search results read well (D19).

export type PageMeta = {
  title: string;
  description: string;
  type?: 'website' | 'article';
  // schema.org structured data for the page, if any.
  jsonLd?: Record<string, unknown>;
  // An absolute URL of an image for link previews, and what it shows: the generated 1200×630 PNG
  // card (D28) unless the page has a picture of its own (a flyer, D33), with its size and type.
  image?: { url: string; alt: string; type?: string; width?: number; height?: number };
  // Kept out of search engines (a talent page whose person did not ask to be found, D34).
  noindex?: boolean;
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
    ...(meta.noindex ? ['<meta name="robots" content="noindex" />'] : []),
    ...(meta.image
      ? [
          `<meta property="og:image" content="${escapeHtml(meta.image.url)}" />`,
          `<meta property="og:image:type" content="${escapeHtml(meta.image.type ?? 'image/png')}" />`,
          `<meta property="og:image:width" content="${meta.image.width ?? 1200}" />`,
          `<meta property="og:image:height" content="${meta.image.height ?? 630}" />`,
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
