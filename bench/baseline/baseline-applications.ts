import { applicationsQuerySchema } from '@shared/application-review-schemas';
import type { Database } from '../../server/db/database';
import { prepareSessionLookup } from '../../server/modules/accounts/session-lookup.repo';
import { listApplicationsForReview } from '../../server/modules/track-applications/application-review.repo';
import { tracksMatching } from '../../server/modules/track-applications/application-review.service';
import type { Answer } from './answer';

// The session cookie's value is "token.signature", URL-encoded (with the __Secure- prefix on https).
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]*)/;

function sessionToken(cookie: string | undefined): string | undefined {
  const value = SESSION_COOKIE.exec(cookie ?? '')?.[1];
  if (!value) return undefined;
  const signed = decodeURIComponent(value);
  const dot = signed.lastIndexOf('.');
  return dot > 0 ? signed.slice(0, dot) : undefined;
}

// GET /api/admin/applications read afresh (no kept answer), as the app reads it: the session
// with its account and roles in one round trip (the app's session middleware, for a session not
// due for its daily refresh, as the bench's is), then the page and its counts. The signature of
// the cookie is not checked: the baseline sends the app's statements, it guards nothing.
export function baselineApplications(db: Database) {
  const sessions = prepareSessionLookup(db);

  return async (parameters: URLSearchParams, cookie: string | undefined): Promise<Answer> => {
    const token = sessionToken(cookie);
    const session = token ? await sessions.find(token) : undefined;
    if (!session || session.expiresAt.getTime() <= Date.now()) return { status: 401, body: { error: 'no session' } };
    // D12: the applications are for staff (admins and reviewers).
    if (session.roles.length === 0) return { status: 403, body: { error: 'staff only' } };
    const query = applicationsQuerySchema.parse(Object.fromEntries(parameters));
    const list = await listApplicationsForReview(db, { ...query, tracksMatchingSearch: tracksMatching(query.search) });
    return { status: 200, body: list };
  };
}
