import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { type RolesLookup, requireRole } from './require-role';

// D12: reviewers use the overview and the application review (list, detail, status, notes,
// interactions, activity); every other admin endpoint is admin-only. Deny by default: a
// path not listed here needs the admin role.
// (/api/admin/people holds the people's communication log, and their reliability, whose routes
// require an admin themselves; /api/admin/live the live updates, which are filtered per role.)
const REVIEWER_AREAS = [
  '/api/admin/overview',
  // Issue 19: the funnel (reviewers get the tracks' part only, analytics.service.ts).
  '/api/admin/analytics',
  '/api/admin/applications',
  '/api/admin/activity',
  '/api/admin/people',
  '/api/admin/live',
  // Issue 45: the inbox and threads (reviewers get track applications' only, messages.service.ts).
  '/api/admin/messages',
];

export function isReviewerArea(path: string): boolean {
  return REVIEWER_AREAS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

export function adminGuard(rolesOf: RolesLookup): MiddlewareHandler<AppEnv> {
  const staff = requireRole(rolesOf, ['admin', 'reviewer']);
  const adminOnly = requireRole(rolesOf, ['admin']);
  return (c, next) => (isReviewerArea(c.req.path) ? staff(c, next) : adminOnly(c, next));
}
