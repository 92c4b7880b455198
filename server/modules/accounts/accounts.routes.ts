import { type Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { serialize } from 'hono/utils/cookie';
import { API_ERROR_CODES, type ApiErrorBody, type ApiIssue } from '@shared/api-error';
import type { AppEnv } from '../../app-env';
import { type Auth, BODY_SCHEMAS, CLIENT_IP_HEADER } from './better-auth';
import { readJson } from '../../lib/request-body';
import type { LockoutScope, SignInFailure } from '../../metrics/metrics';
import { type RouteDescription, describeRoute } from '../../openapi/describe-route';
import type { AccountsService } from './accounts.service';
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE_SECONDS,
  DEVICE_COOKIE_PATH,
  DEVICE_HEADER,
  isDeviceId,
  newDeviceId,
} from './device-id';
import { tooManyAttemptsMessage } from './too-many-attempts';

// Where a confirmation link of the auth library's own (sent before issue 40) lands.
export const LEGACY_CONFIRMATION_LANDING = '/auth?mode=sign-in&confirmation=expired';

export const ALREADY_REGISTERED_MESSAGE =
  'An account with this email already exists. Sign in, or reset your password if you have forgotten it.';

// Where the auth library's own words would leave a person stuck, the product says what to do.
const CLEARER_MESSAGES: Record<string, string> = {
  EMAIL_NOT_VERIFIED: 'Please confirm your email address first: open the link we sent you, or send a new one.',
  INVALID_TOKEN: 'This link has expired or has already been used. Ask for a new one.',
  INVALID_PASSWORD: 'Your current password is not right.',
  // Decision 083: with sign-in at sign-up (spec §2), a taken address cannot be hidden; say
  // what its owner can do instead of "use another email".
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: ALREADY_REGISTERED_MESSAGE,
};

// The auth library answers errors as { code?, message }; D16 wants { error: { code, message } }.
async function asApiError(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  let code = `HTTP_${response.status}`;
  let message = 'An error occurred';
  let issues: ApiIssue[] | undefined;
  try {
    const body = (await response.clone().json()) as { code?: unknown; message?: unknown; issues?: unknown };
    if (typeof body.code === 'string' && body.code) code = body.code;
    if (typeof body.message === 'string' && body.message) message = body.message;
    message = CLEARER_MESSAGES[code] ?? message;
    // The accounts module's own endpoints (the confirmation page's) name the field at fault.
    if (Array.isArray(body.issues)) issues = body.issues as ApiIssue[];
  } catch {
    // Not JSON: keep the generic message.
  }
  const headers = new Headers(response.headers);
  if (response.status === 429) {
    // The per-account limit words its own answer; the library's per-address one is generic.
    const retryAfter = Number(response.headers.get('x-retry-after')) || 60;
    headers.set('Retry-After', String(retryAfter));
    if (code !== API_ERROR_CODES.rateLimited) message = tooManyAttemptsMessage(retryAfter, 'address');
    code = API_ERROR_CODES.rateLimited;
  }
  headers.set('content-type', 'application/json; charset=utf-8');
  headers.delete('content-length');
  const body: ApiErrorBody = { error: { code, message, ...(issues ? { issues } : {}) } };
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

// The session token lives in the httpOnly cookie only: a script on the page never reads it
// (D2). The auth library also puts it in the JSON of sign-up and sign-in; the page only needs
// to know whether a session started (not when the email must be confirmed first).
async function withoutSessionToken(response: Response): Promise<Response> {
  if (response.status >= 300 || !(response.headers.get('content-type') ?? '').includes('application/json')) {
    return response;
  }
  const body: unknown = await response.clone().json();
  if (typeof body !== 'object' || body === null || !('token' in body)) return response;
  const { token, ...rest } = body as Record<string, unknown>;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ ...rest, signedIn: typeof token === 'string' && token.length > 0 }), {
    status: response.status,
    headers,
  });
}

// Decision 100: every call to the auth endpoints comes from a device, named by its cookie (given
// one on its first call, whatever the call's outcome, so the answer says nothing about the
// account). The auth hooks read it from DEVICE_HEADER, which a client cannot set itself.
function deviceOf(c: Context<AppEnv>, secure: boolean): { id: string; cookie?: string } {
  const existing = getCookie(c, DEVICE_COOKIE);
  if (isDeviceId(existing)) return { id: existing };
  const id = newDeviceId();
  return {
    id,
    cookie: serialize(DEVICE_COOKIE, id, {
      path: DEVICE_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'Lax',
      secure,
      maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
    }),
  };
}

function withCookie(response: Response, cookie: string | undefined): Response {
  if (!cookie) return response;
  const headers = new Headers(response.headers);
  headers.append('Set-Cookie', cookie);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

// Decision 136: a page's Sign out is a form, so it works before the page's script has loaded
// (the public pages are rendered on the server, D28). Its post is a navigation (a browser too
// old to say so still names a form's content type): the browser goes home once signed out.
// The script's own sign-out (a fetch of JSON) gets the JSON answer.
function isFormPost(c: Context<AppEnv>): boolean {
  return (
    c.req.header('sec-fetch-mode') === 'navigate' ||
    /^application\/x-www-form-urlencoded\b/i.test(c.req.header('content-type') ?? '')
  );
}

// Home whatever the answer: with no session to end, the person is signed out already; if it
// failed, home still shows them signed in, with Sign out to try again.
function signedOutToHome(response: Response): Response {
  const headers = new Headers({ location: '/', 'cache-control': 'no-store' });
  for (const cookie of response.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 303, headers });
}

// The auth library's endpoints the product uses (docs/decisions/080); its others (get-session
// and list-sessions answer session tokens, update-user skips the shared schemas, ...) are not
// routed, so /api answers them 404. Their bodies are read with BODY_SCHEMAS (better-auth.ts).
type AuthEndpoint = readonly ['GET' | 'POST', string, Omit<RouteDescription, 'body'>];
export const AUTH_ENDPOINTS: readonly AuthEndpoint[] = [
  [
    'POST',
    '/auth/sign-up/email',
    { summary: 'Create an account (and sign in, unless the email must be confirmed first)', access: 'anyone' },
  ],
  ['POST', '/auth/sign-in/email', { summary: 'Sign in with email and password', access: 'anyone' }],
  [
    'POST',
    '/auth/sign-out',
    { summary: "Sign out (ends this session); a page's form post is answered by going home (303)", access: 'anyone' },
  ],
  ['POST', '/auth/request-password-reset', { summary: 'Email a password reset link', access: 'anyone' }],
  ['POST', '/auth/reset-password', { summary: 'Set a new password with the token of a reset link', access: 'anyone' }],
  [
    'GET',
    '/auth/reset-password/:token',
    { summary: 'Open a password reset link', access: 'anyone', status: 302, answers: 'redirect' },
  ],
  ['POST', '/auth/send-verification-email', { summary: 'Send the email confirmation link again', access: 'anyone' }],
  // Issue 40 (docs/decisions/144): an emailed confirmation link opens /confirm-email, which reads
  // what it will do, then acts on the person's click; a GET of the link changes nothing.
  [
    'POST',
    '/auth/email-link',
    { summary: 'What an emailed confirmation link will do in this browser (changes nothing)', access: 'anyone' },
  ],
  [
    'POST',
    '/auth/confirm-email',
    {
      summary:
        'Open an emailed confirmation link: confirm the address, confirm a new address (D25), or take the account over with a new password (decision 100)',
      access: 'anyone',
    },
  ],
  ['POST', '/auth/change-password', { summary: 'Change the password (ends every other session)', access: 'members' }],
  // D25: the settings page's email change (its confirmation link is /auth/verify-email).
  [
    'POST',
    '/auth/change-email',
    {
      summary: 'Change the email: the current password, then a confirmation link to the new address (D25)',
      access: 'members',
    },
  ],
];

// What /metrics counts of sign-in (issue 21).
export type SignInEvents = {
  signInFailed(reason: SignInFailure): void;
  lockedOut(scope: LockoutScope): void;
};

async function reportSignIn(response: Response, events: SignInEvents) {
  if (response.status < 400) return;
  const { code } = (await response
    .clone()
    .json()
    .catch(() => ({}))) as { code?: unknown };
  if (response.status === 401) events.signInFailed('wrong_credentials');
  else if (code === 'EMAIL_NOT_VERIFIED') events.signInFailed('email_not_confirmed');
  // The per-account limit answers in its own words (better-auth.ts); the library's is per address.
  else if (response.status === 429) events.lockedOut(code === API_ERROR_CODES.rateLimited ? 'account' : 'address');
}

export function accountsRoutes(auth: Auth, accounts: AccountsService, events?: SignInEvents) {
  const routes = new Hono<AppEnv>();
  // Secure with the session cookie: over https (PUBLIC_URL).
  const secureCookies = Boolean(auth.options.advanced?.useSecureCookies);
  for (const [method, path, description] of AUTH_ENDPOINTS) {
    const schema = BODY_SCHEMAS[path.slice('/auth'.length)];
    routes.on(method, path, describeRoute({ ...description, ...(schema ? { body: schema } : {}) }), async (c) => {
      const headers = new Headers(c.req.raw.headers);
      headers.set(CLIENT_IP_HEADER, c.get('clientIp'));
      const device = deviceOf(c, secureCookies);
      headers.set(DEVICE_HEADER, device.id);
      // Read and checked as every body of the API (D16, D14); only what the shared schema knows
      // reaches the auth library, which would store an `image` or any other field it takes.
      // A page's Sign out form (decision 136) posts no fields: the library hears the script's call.
      const signOutForm = path === '/auth/sign-out' && isFormPost(c);
      const body = schema ? JSON.stringify(await readJson(c, schema)) : signOutForm ? '{}' : undefined;
      if (body !== undefined) {
        headers.delete('content-length');
        headers.set('content-type', 'application/json');
      }
      const request =
        body === undefined ? new Request(c.req.raw, { headers }) : new Request(c.req.url, { method, headers, body });
      const response = await auth.handler(request);
      if (events && path === '/auth/sign-in/email') await reportSignIn(response, events);
      if (signOutForm) return withCookie(signedOutToHome(response), device.cookie);
      return withCookie(await asApiError(await withoutSessionToken(response)), device.cookie);
    });
  }
  return routes
    .get(
      '/auth/verify-email',
      describeRoute({
        summary: 'A confirmation link sent before issue 40: it no longer works, and says so',
        access: 'anyone',
        status: 302,
        answers: 'redirect',
      }),
      // Its token was the auth library's signed one, which nothing can end: a new link is asked for.
      (c) => c.redirect(LEGACY_CONFIRMATION_LANDING),
    )
    .get(
      '/auth/known-device',
      describeRoute({
        summary:
          'Whether this browser has signed up or in to an account before, never which: /auth then opens on Sign in',
        access: 'anyone',
      }),
      // Decision 155: under /api/auth, the only path the httpOnly device cookie is sent to
      // (decision 100). Reading it changes nothing and gives no cookie.
      async (c) => {
        c.header('Cache-Control', 'no-store');
        const deviceId = getCookie(c, DEVICE_COOKIE);
        return c.json(await accounts.knownDevice(isDeviceId(deviceId) ? deviceId : undefined));
      },
    )
    .get(
      '/session',
      describeRoute({
        summary: 'Who is signed in: the user, their person record, roles and whether they applied to a track',
        access: 'anyone',
      }),
      async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json(await accounts.sessionSummary(c.get('user'), c.get('roles')));
      },
    );
}
