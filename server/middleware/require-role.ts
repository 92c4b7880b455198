import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { API_ERROR_CODES } from '@shared/api-error';
import type { TeamRole } from '@shared/domain-values';
import type { AppEnv, SessionUser } from '../app-env';
import { AppError, forbidden } from '../lib/app-error';

// With or without the __Secure- prefix of https deployments.
const SESSION_COOKIE = /(^|[.-])better-auth\.session_token$/;

// A request that carries a session cookie the server no longer honours had a session that
// expired or was revoked; the client shows 'Your session has expired. Please sign in again.'
function missingSessionError(c: Context<AppEnv>): AppError {
  const hadSession = Object.keys(getCookie(c)).some((name) => SESSION_COOKIE.test(name));
  return hadSession
    ? new AppError(401, API_ERROR_CODES.sessionExpired, 'Your session has expired. Please sign in again.')
    : new AppError(401, API_ERROR_CODES.unauthenticated, 'You must be signed in');
}

export function currentUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw missingSessionError(c);
  return user;
}

// For endpoints that answer nobody signed in with words of their own (spec §8 'Please sign
// up to apply'): a caller whose session expired or was revoked is still told so.
export function refuseLostSession(c: Context<AppEnv>): void {
  if (c.get('user')) return;
  const error = missingSessionError(c);
  if (error.code === API_ERROR_CODES.sessionExpired) throw error;
}

export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  currentUser(c);
  await next();
};

export type RolesLookup = (userId: string) => Promise<TeamRole[]>;

// Deny by default: the caller must hold one of `allowed`, read from the database on this
// very request (D12: a removed role stops working at once).
export function requireRole(rolesOf: RolesLookup, allowed: readonly TeamRole[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = currentUser(c);
    const roles = c.get('roles') ?? (await rolesOf(user.id));
    c.set('roles', roles);
    if (!roles.some((role) => allowed.includes(role))) throw forbidden('Access denied - Admin only');
    await next();
  };
}
