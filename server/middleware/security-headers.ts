import { PLAYER_FRAME_HOSTS } from '@shared/media-links';

// Every answer: no MIME sniffing, no reading by other sites' pages, and (over https) https only.
// A page (HTML) also gets its policy: only the app's own scripts run, nobody frames it, no
// referrer beyond the origin, its own browsing context group, no camera or microphone. The rest
// (JSON, files, feeds) is never a page of the app: the policy of a page is no use to it, and
// anything of it a browser opens as a document (an SVG, an XML feed) may load and run nothing and
// be framed by nobody (issue 43, docs/decisions/173: the same protection in a fifth of the bytes).
const PAGE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Radix positions popovers with inline style attributes.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  // D33: the six services' players, framed only after a click (docs/decisions/191: every page,
  // since the app moves between its pages without loading a new document).
  `frame-src ${PLAYER_FRAME_HOSTS.join(' ')}`,
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');
const NOT_A_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'";

export type SecurityHeaders = Readonly<Record<string, string>>;

// Every answer is for the app's own pages only (`same-origin`), except those an answer says are
// meant for anyone's (docs/decisions/191): the immutable /media files and a ticket's QR image,
// which mail apps and other sites show in their own pages, and which a browser enforcing CORP
// (a page with COEP) would otherwise refuse. Such an answer sets this header itself; it is the one
// header of these an answer's own value may replace, and only by `cross-origin`.
export const RESOURCE_POLICY = 'cross-origin-resource-policy';
export const SHARED_RESOURCE_POLICY = 'cross-origin';

// Written in lower case, as answers' own headers are read (they replace any of the same name).
export function securityHeaders(options: { https: boolean }): { page: SecurityHeaders; other: SecurityHeaders } {
  const everyAnswer = {
    'x-content-type-options': 'nosniff',
    [RESOURCE_POLICY]: 'same-origin',
    ...(options.https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
  return {
    page: Object.freeze({
      ...everyAnswer,
      'content-security-policy': PAGE_POLICY,
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
      'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    }),
    other: Object.freeze({ ...everyAnswer, 'content-security-policy': NOT_A_PAGE_POLICY }),
  };
}

export function isPage(contentType: string): boolean {
  return contentType.startsWith('text/html');
}
