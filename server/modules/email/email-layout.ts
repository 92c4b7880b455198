import { assertWebUrl, html, oneLine, type SafeHtml } from './email-html';

export type RenderedEmail = { subject: string; text: string; html: string };

export type EmailImage = { url: string; width: number; height: number; alt: string };

type EmailLink = { label: string; url: string; detail?: string; image?: EmailImage };

// The width of the column of the links' images.
export const THUMBNAIL_COLUMN = 96;

// What every email says, in the product's voice: a heading, a few short paragraphs, one
// button, and small print. Plain strings only; the layout escapes them.
export type EmailContent = {
  appName: string;
  // The product's address, for the footer.
  siteUrl: string;
  subject: string;
  // The preview line mail apps show next to the subject.
  preview: string;
  // A line above everything else (issue 45: where a reply by email is cut).
  preface?: string;
  heading: string;
  greeting?: string;
  paragraphs: string[];
  action: { label: string; url: string };
  // An image shown after the paragraphs (issue 42: a ticket's QR code), at this size in CSS
  // pixels. Its text is what mail apps that block images show in its place.
  image?: EmailImage;
  // Links listed after the paragraphs (issue 20: an alert's new matches), each a label, its
  // address, an optional line under it and an optional small image beside it (issue 44: the
  // opportunity's flyer), at most THUMBNAIL_COLUMN pixels wide.
  links?: EmailLink[];
  // Links after the small print (issue 20: unsubscribe from one alert).
  smallLinks?: { label: string; url: string }[];
  smallPrint?: string[];
};

const COLORS = {
  page: '#f4f2fa',
  card: '#ffffff',
  text: '#1d1b26',
  muted: '#6b6780',
  accent: '#7c3aed',
  border: '#e6e2f3',
};

// Its size as attributes (what mail apps without CSS go by, and what keeps its space while it
// loads), and never wider than a phone's screen.
function img(image: EmailImage): SafeHtml {
  return html`<img src="${image.url}" width="${image.width}" height="${image.height}" alt="${image.alt}" style="display:block;width:${image.width}px;max-width:100%;height:auto;border:0;">`;
}

function linkLine(link: EmailLink): SafeHtml {
  return html`<a href="${link.url}" style="color:${COLORS.accent};font-weight:600;">${link.label}</a>${link.detail ? html`<br><span style="font-size:14px;color:${COLORS.muted};">${link.detail}</span>` : ''}`;
}

// Links with images: a column of images (empty beside a link without one, so the labels line
// up) and the links beside it, in a table, which every mail app lays out.
function linksWithImages(links: EmailLink[]): SafeHtml {
  return html`<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 6px;">
${links.map(
  (link) =>
    html`<tr><td width="${THUMBNAIL_COLUMN}" valign="top" style="width:${THUMBNAIL_COLUMN}px;padding:0 14px 14px 0;">${link.image ? html`<a href="${link.url}">${img(link.image)}</a>` : ''}</td><td valign="top" style="padding:0 0 14px;font-size:16px;line-height:1.45;">${linkLine(link)}</td></tr>`,
)}
</table>`;
}

function paragraph(text: string, color = COLORS.text, size = 16): SafeHtml {
  return html`<p style="margin:0 0 16px;font-size:${size}px;line-height:1.55;color:${color};">${text}</p>`;
}

export function renderEmail(content: EmailContent): RenderedEmail {
  const actionUrl = assertWebUrl(content.action.url);
  const siteUrl = assertWebUrl(content.siteUrl);
  const body = [...(content.greeting ? [content.greeting] : []), ...content.paragraphs];
  const smallPrint = content.smallPrint ?? [];
  const links = (content.links ?? []).map((link) => ({
    ...link,
    url: assertWebUrl(link.url),
    image: link.image ? { ...link.image, url: assertWebUrl(link.image.url) } : undefined,
  }));
  const smallLinks = (content.smallLinks ?? []).map((link) => ({ ...link, url: assertWebUrl(link.url) }));
  const image = content.image ? { ...content.image, url: assertWebUrl(content.image.url) } : undefined;

  const page = html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${content.subject}</title>
</head>
<body style="margin:0;padding:0;background:${COLORS.page};font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Helvetica,Arial,sans-serif;">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${content.preview}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.page};padding:32px 12px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:${COLORS.card};border:1px solid ${COLORS.border};border-radius:12px;">
<tr><td style="padding:28px 32px 0;">
${content.preface ? paragraph(content.preface, COLORS.muted, 12) : ''}
<p style="margin:0 0 20px;font-size:13px;font-weight:700;letter-spacing:0.18em;text-transform:uppercase;color:${COLORS.accent};">${content.appName}</p>
<h1 style="margin:0 0 20px;font-size:24px;line-height:1.3;color:${COLORS.text};">${content.heading}</h1>
${body.map((text) => paragraph(text))}
${image ? html`<p style="margin:0 0 20px;">${img(image)}</p>` : ''}
${
  links.some((link) => link.image)
    ? linksWithImages(links)
    : links.map((link) => html`<p style="margin:0 0 14px;font-size:16px;line-height:1.45;">${linkLine(link)}</p>`)
}
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr><td style="border-radius:8px;background:${COLORS.accent};">
<a href="${actionUrl}" style="display:inline-block;padding:12px 22px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:8px;">${content.action.label}</a>
</td></tr></table>
${paragraph(`Button not working? Paste this link into your browser: ${actionUrl}`, COLORS.muted, 13)}
${smallPrint.map((text) => paragraph(text, COLORS.muted, 13))}
${smallLinks.map(
  (link) =>
    html`<p style="margin:0 0 8px;font-size:13px;"><a href="${link.url}" style="color:${COLORS.muted};">${link.label}</a></p>`,
)}
</td></tr>
<tr><td style="padding:16px 32px 28px;border-top:1px solid ${COLORS.border};">
<p style="margin:0;font-size:12px;color:${COLORS.muted};">${content.appName} · <a href="${siteUrl}" style="color:${COLORS.muted};">${siteUrl}</a></p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;

  const text = [
    ...(content.preface ? [content.preface, ''] : []),
    content.heading,
    '',
    ...body.flatMap((line) => [line, '']),
    ...links.flatMap((link) => [`${link.label}: ${link.url}`, ...(link.detail ? [link.detail] : []), '']),
    `${content.action.label}: ${actionUrl}`,
    '',
    ...smallPrint.flatMap((line) => [line, '']),
    ...smallLinks.flatMap((link) => [`${link.label}: ${link.url}`, '']),
    `— ${content.appName}`,
    siteUrl,
    '',
  ].join('\n');

  return { subject: oneLine(content.subject), text, html: page.value };
}
