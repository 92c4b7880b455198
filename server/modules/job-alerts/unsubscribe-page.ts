import { html } from '../email/email-html';

// D24: what the visible unsubscribe link opens, without signing in and without script: the
// alerts the link names and one button (a GET never unsubscribes: mail scanners follow links).
function page(appName: string, title: string, body: ReturnType<typeof html>): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · ${appName}</title>
</head>
<body style="margin:0;min-height:100vh;background:#0b0a10;color:#f4f2fa;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Helvetica,Arial,sans-serif;">
<main style="max-width:32rem;margin:0 auto;padding:4rem 1.25rem;">
<p style="margin:0 0 1.5rem;font-size:0.8rem;font-weight:700;letter-spacing:0.18em;text-transform:uppercase;color:#c4b5fd;">${appName}</p>
<h1 style="margin:0 0 1rem;font-size:1.75rem;line-height:1.25;">${title}</h1>
${body}
<p style="margin:2rem 0 0;"><a href="/opportunities" style="color:#c4b5fd;">Browse opportunities</a></p>
</main>
</body>
</html>`.value;
}

const names = (alerts: { name: string }[]) => alerts.map((alert) => `“${alert.name}”`).join(', ');

export function unsubscribeConfirmPage(appName: string, token: string, alerts: { name: string }[]): string {
  if (alerts.length === 0) {
    return page(
      appName,
      'Already unsubscribed',
      html`<p>This alert no longer exists: you will get no more emails for it.</p>`,
    );
  }
  return page(
    appName,
    'Unsubscribe from this alert?',
    html`<p style="line-height:1.5;">You will get no more emails for ${names(alerts)}. Your other alerts stay as they are.</p>
<form method="post" action="/alerts/unsubscribe?token=${token}">
<button type="submit" style="margin-top:1rem;padding:0.7rem 1.2rem;font-size:1rem;font-weight:600;color:#fff;background:#7c3aed;border:0;border-radius:0.5rem;cursor:pointer;">Unsubscribe</button>
</form>`,
  );
}

export function unsubscribedPage(appName: string, alerts: { name: string }[]): string {
  return page(
    appName,
    "You're unsubscribed",
    html`<p style="line-height:1.5;">${
      alerts.length > 0
        ? `You will get no more emails for ${names(alerts)}.`
        : 'This alert no longer exists: you will get no more emails for it.'
    }</p>`,
  );
}

export function invalidLinkPage(appName: string, message: string): string {
  return page(
    appName,
    'Link not valid',
    html`<p style="line-height:1.5;">${message}. Manage your alerts in your settings once signed in.</p>`,
  );
}
