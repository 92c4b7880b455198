import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { type Auth, SESSION_ABSOLUTE_SECONDS } from '../auth';

// The cookie's name ends so, with or without the __Secure- prefix of https deployments.
const SESSION_COOKIE_NAME = 'better-auth.session_token=';

// Does this Cookie header carry a session cookie (valid or not)?
export function carriesSessionCookie(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').includes(SESSION_COOKIE_NAME);
}

// Puts the signed-in user (or null) on the request. The auth library refreshes a session
// in use (D2); its refreshed cookie is passed on to the response.
export function loadSession(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('user', null);
    c.set('sessionId', null);
    c.set('roles', undefined);
    // No session cookie, no session: anonymous requests (most public reads) skip the lookup.
    if (!carriesSessionCookie(c.req.header('cookie'))) return next();
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
    for (const cookie of headers?.getSetCookie() ?? []) c.res.headers.append('Set-Cookie', cookie);
  };
}
