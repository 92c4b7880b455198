import { html, SafeHtml } from '../email/email-html';

// How the pages look like the app's: its stylesheets (the built client's, which bring its fonts;
// none without a built client) and the app's name.
export type UnsubscribePageLook = { appName: string; stylesheets: readonly string[] };

// The app's look written out for a page without the app (issue 41): its colours, its card, its
// gradient button. Values from client/styles/app.css; the fonts come with its stylesheet.
const STYLE = `
html{color-scheme:dark;-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;background-color:#09090f;background-image:radial-gradient(60rem 30rem at 15% -10%,rgb(147 51 234/.28),transparent 60%),radial-gradient(50rem 25rem at 90% 0%,rgb(236 72 153/.2),transparent 60%);color:#f4f4f7;font-family:"Inter Variable",ui-sans-serif,system-ui,-apple-system,"Segoe UI",sans-serif;-webkit-font-smoothing:antialiased}
header{max-width:72rem;margin:0 auto;padding:0 1rem;height:4rem;display:flex;align-items:center}
.logo{display:inline-flex;align-items:center;gap:.5rem;color:inherit;text-decoration:none;font-family:"Space Grotesk Variable","Inter Variable",ui-sans-serif,system-ui,sans-serif;font-size:1.125rem;font-weight:700;letter-spacing:-.025em;border-radius:.375rem}
main{display:flex;justify-content:center;padding:3.5rem 1rem}
.card{width:100%;max-width:28rem;box-sizing:border-box;padding:1.5rem;border:1px solid #2a2a3b;border-radius:.875rem;background:#12121b;box-shadow:0 1px 2px rgb(0 0 0/.2)}
h1{margin:0 0 1rem;font-weight:700;font-family:"Space Grotesk Variable","Inter Variable",ui-sans-serif,system-ui,sans-serif;font-size:1.5rem;line-height:1.25;letter-spacing:-.02em}
p{margin:0 0 1rem;font-size:.875rem;line-height:1.55;color:#a3a3b8}
strong{color:#f4f4f7;font-weight:600}
form{margin:1.5rem 0 0}
button{width:100%;height:2.75rem;border:0;border-radius:.625rem;background:linear-gradient(to right,#9333ea,#ec4899);color:#fff;font:inherit;font-size:1rem;font-weight:600;cursor:pointer;box-shadow:0 10px 15px -3px rgb(147 51 234/.25)}
button:hover{filter:brightness(1.1)}
.links{display:flex;flex-wrap:wrap;gap:.5rem 1.25rem;margin:1.5rem 0 0;font-size:.875rem}
a{color:#c4b5fd;font-weight:500;text-decoration:none;text-underline-offset:4px}
a:hover{text-decoration:underline}
a:focus-visible,button:focus-visible{outline:2px solid #c084fc;outline-offset:2px}
@media (min-width:640px){header{padding:0 1.5rem}main{padding:5rem 1.5rem}.card{padding:2rem}h1{font-size:1.875rem}}
`;

// The mark of client/components/ui/logo.tsx.
const MARK = html`<svg aria-hidden="true" viewBox="0 0 64 64" width="28" height="28"><defs><linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#a855f7"/><stop offset="1" stop-color="#ec4899"/></linearGradient></defs><rect width="64" height="64" rx="16" fill="url(#logo-gradient)"/><path d="M20 14h14c7 0 12 4 12 10 0 4-2 7-5 8 4 1 7 5 7 9 0 7-5 11-13 11H20z" fill="#09090f" fill-opacity="0.92"/></svg>`;

// D24: what the visible unsubscribe link opens, without signing in and without script: the
// alerts the link names and one button (a GET never unsubscribes: mail scanners follow links).
function page(look: UnsubscribePageLook, title: string, body: SafeHtml): string {
  return html`<!doctype html>
<html lang="en" class="dark">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="#09090f">
<title>${title} · ${look.appName}</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
${look.stylesheets.map((href) => html`<link rel="stylesheet" href="${href}">`)}
<style>${new SafeHtml(STYLE)}</style>
</head>
<body>
<header><a class="logo" href="/" aria-label="${look.appName} home">${MARK}<span>${look.appName}</span></a></header>
<main>
<div class="card">
<h1>${title}</h1>
${body}
<p class="links"><a href="/opportunities">Browse opportunities</a><a href="/settings#alerts">Manage your alerts</a></p>
</div>
</main>
</body>
</html>`.value;
}

const names = (alerts: { name: string }[]) =>
  alerts.map((alert, index) => html`${index > 0 ? ', ' : ''}<strong>“${alert.name}”</strong>`);

export function unsubscribeConfirmPage(look: UnsubscribePageLook, token: string, alerts: { name: string }[]): string {
  if (alerts.length === 0) {
    return page(
      look,
      'Already unsubscribed',
      html`<p>This alert no longer exists: you will get no more emails for it.</p>`,
    );
  }
  return page(
    look,
    'Unsubscribe from this alert?',
    html`<p>You will get no more emails for ${names(alerts)}. Your other alerts stay as they are.</p>
<form method="post" action="/alerts/unsubscribe?token=${encodeURIComponent(token)}">
<button type="submit">Unsubscribe</button>
</form>`,
  );
}

export function unsubscribedPage(look: UnsubscribePageLook, alerts: { name: string }[]): string {
  return page(
    look,
    "You're unsubscribed",
    alerts.length > 0
      ? html`<p>You will get no more emails for ${names(alerts)}.</p>`
      : html`<p>This alert no longer exists: you will get no more emails for it.</p>`,
  );
}

export function invalidLinkPage(look: UnsubscribePageLook, message: string): string {
  return page(look, 'Link not valid', html`<p>${message}. Your settings list your alerts once you are signed in.</p>`);
}
