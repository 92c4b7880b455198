import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../app-env';
import {
  type Auth,
  SESSION_ABSOLUTE_SECONDS,
  SESSION_IDLE_SECONDS,
  SESSION_REFRESH_SECONDS,
} from '../modules/accounts/better-auth';
import type { Database } from '../db/database';
import { prepareSessionLookup, type SessionLookup, type StoredSession } from '../modules/accounts/session-lookup.repo';
import { readOncePerPage } from './session-per-page';

// The cookie's name ends so, with or without the __Secure- prefix of https deployments.
const SESSION_COOKIE_NAME = 'better-auth.session_token=';

// Does this Cookie header carry a session cookie (valid or not)?
export function carriesSessionCookie(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').includes(SESSION_COOKIE_NAME);
}

type CookieNames = { sessionToken: string; sessionData: string; dontRemember: string };

// The token of a cookie the auth library signed ("token.base64(HMAC-SHA256)"), if the
// signature holds; undefined otherwise.
function verifiedToken(value: string | undefined, secret: string): string | undefined {
  if (!value) return undefined;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return undefined;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : undefined;
}

// The most cookies whose signature is remembered as checked.
const VERIFIED_KEPT = 1_000;

// A cookie's signature checked once, not on each of its requests (decision 173): whether a value
// holds its signature never changes for a secret. Only values that hold it are remembered, the
// oldest forgotten first; whether their session still stands is read on every request.
function verifiedTokens(secret: string): (value: string | undefined) => string | undefined {
  const verified = new Map<string, string>();
  return (value) => {
    if (!value) return undefined;
    const known = verified.get(value);
    if (known !== undefined) return known;
    const token = verifiedToken(value, secret);
    if (token === undefined) return undefined;
    if (verified.size >= VERIFIED_KEPT) verified.delete(verified.keys().next().value as string);
    verified.set(value, token);
    return token;
  };
}

// The session of a request when it needs nothing but reading (docs/decisions/130): a valid
// signature, a stored, unexpired session within its absolute lifetime that is not due for its
// daily refresh. Anything else (no such session, expired, due for refresh, a "don't remember
// me" or cached-session cookie) is left to the auth library, which also answers those with
// the cookies and clean-up they need.
async function readableSession(
  c: Context<AppEnv>,
  sessions: SessionLookup,
  names: CookieNames,
  tokenOf: (value: string | undefined) => string | undefined,
): Promise<StoredSession | undefined> {
  const jar = getCookie(c);
  if (jar[names.dontRemember] !== undefined || jar[names.sessionData] !== undefined) return undefined;
  const token = tokenOf(jar[names.sessionToken]);
  if (!token) return undefined;
  const stored = await sessions.find(token);
  if (!stored) return undefined;
  const now = Date.now();
  const expiresAt = stored.expiresAt.getTime();
  const dueForRefresh = expiresAt - SESSION_IDLE_SECONDS * 1000 + SESSION_REFRESH_SECONDS * 1000 <= now;
  const pastLifetime = now - stored.createdAt.getTime() > SESSION_ABSOLUTE_SECONDS * 1000;
  return expiresAt > now && !dueForRefresh && !pastLifetime ? stored : undefined;
}

// Puts the signed-in user (or null) on the request. The auth library refreshes a session
// in use (D2); its refreshed cookie is passed on to the response.
export function loadSession(auth: Auth, db: Database): MiddlewareHandler<AppEnv> {
  const sessions = prepareSessionLookup(db);
  const cookies = auth.$context.then((context) => ({
    names: {
      sessionToken: context.authCookies.sessionToken.name,
      sessionData: context.authCookies.sessionData.name,
      dontRemember: context.authCookies.dontRememberToken.name,
    },
    tokenOf: verifiedTokens(context.secret),
  }));
  const signedIn = async (c: Context<AppEnv>, next: Next, cookie: string) => {
    const { names, tokenOf } = await cookies;
    const readable = await readOncePerPage(c.env, cookie, () => readableSession(c, sessions, names, tokenOf));
    if (readable) {
      c.set('user', readable.user);
      c.set('sessionId', readable.sessionId);
      // Read with the session, on this very request (D12: a removed role stops working at once).
      c.set('roles', readable.roles);
      return next();
    }
    const { headers, response } = await auth.api.getSession({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    if (response) {
      const ageSeconds = (Date.now() - new Date(response.session.createdAt).getTime()) / 1000;
      if (ageSeconds > SESSION_ABSOLUTE_SECONDS) {
        // D2: a session ends after its absolute lifetime, however active it is.
        const context = await auth.$context;
        await context.internalAdapter.deleteSession(response.session.token);
      } else {
        c.set('user', {
          id: response.user.id,
          name: response.user.name,
          email: response.user.email,
          emailVerified: response.user.emailVerified,
        });
        c.set('sessionId', response.session.id);
      }
    }
    await next();
    // A call refused for the session it lost keeps the cookie, so that every call the page has
    // in flight is told alike that the session expired (the first, often the live stream, would
    // otherwise clear it, and the page be told only 'You must be signed in'). The session read,
    // GET /api/session, answers and clears it.
    if (!c.get('user') && c.res.status === 401) return;
    for (const cookie of headers?.getSetCookie() ?? []) c.res.headers.append('Set-Cookie', cookie);
  };
  return (c, next) => {
    c.set('user', null);
    c.set('sessionId', null);
    c.set('roles', undefined);
    // No session cookie, no session: anonymous requests (most public reads) skip the lookup, and
    // pass straight on.
    const cookie = c.req.header('cookie');
    if (!cookie || !carriesSessionCookie(cookie)) return next();
    return signedIn(c, next, cookie);
  };
}
