import type { MiddlewareHandler } from 'hono';
import { API_ERROR_CODES } from '@shared/api-error';
import { AppError } from '../lib/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

// State-changing API calls must come from the app's own pages: a browser always names the
// page's origin (Origin) or the relation (Sec-Fetch-Site) on such requests. Callers that are
// not browsers send neither and are not exposed to cross-site request forgery.
export function crossSiteGuard(allowedOrigins: () => readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const fetchSite = c.req.header('sec-fetch-site');
    const origin = c.req.header('origin');
    const crossSite =
      (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') ||
      (origin !== undefined && !allowedOrigins().includes(origin));
    if (crossSite) {
      throw new AppError(403, API_ERROR_CODES.crossSite, 'Cross-site requests are not allowed');
    }
    return next();
  };
}
