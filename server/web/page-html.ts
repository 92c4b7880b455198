// The HTML the server sends for a page: the built client's index.html with the page's own
// title and description, so links shared in chats and search results read well (D19).

export type PageMeta = {
  title: string;
  description: string;
  type?: 'website' | 'article';
  // schema.org structured data for the page, if any.
  jsonLd?: Record<string, unknown>;
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

// JSON inside <script> must not be able to close the element.
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
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
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
  ];
  if (meta.jsonLd) tags.push(`<script type="application/ld+json">${scriptSafeJson(meta.jsonLd)}</script>`);
  return template.replace(HEAD_MARKER, tags.join('\n    '));
}
