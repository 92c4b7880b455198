// The authorization matrix (issue 8, docs/security.md): one entry per API endpoint.
//
// Format, one entry per endpoint the router lists (see server/test/api-routes.ts):
//
//   probe('METHOD /api/path/:param', who(status), (w, as) => ({ path, json?, cookie? }), schema?)
//
// - the route is written exactly as `app.routes` lists it (method, space, path with :params);
// - who(status) gives the status each of the six callers gets: `anyone(200)`, `members(200)`
//   (signed in; anonymous and the revoked session get 401), `staff(200)` (reviewers and
//   admins; people get 403), `admins(200)` (reviewers get 403 too). Spread one and override a
//   caller where the rule differs: `{ ...members(201), personA: 409 }`;
// - the request function builds the concrete request for one caller `as` from the seeded
//   world `w` (server/test/security-world.ts): ids go in the path, a valid body in `json`.
//   An endpoint that changes or deletes its target takes a fresh one from `w.fresh` so that
//   every caller, and every later test, finds the world as it was;
// - `schema` is the shared zod schema the endpoint validates its JSON body with: the
//   hostile-input suite uses it to tell valid bodies from invalid ones. Endpoints that read no
//   body leave it out.
//
// A route the router has and this table lacks fails the suite, and so does an entry for a
// route the router no longer has.
import type { z } from 'zod';
import { applicationStatusSchema, bulkStatusSchema, privateNotesSchema } from '@shared/application-review-schemas';
import { deleteAccountSchema } from '@shared/account-schemas';
import {
  forgotPasswordSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from '@shared/auth-schemas';
import { changeEmailSchema } from '@shared/account-schemas';
import { notificationSwitchesUpdateSchema } from '@shared/email-settings';
import { interactionSchema } from '@shared/interaction-schemas';
import { inviteSchema } from '@shared/invitations';
import { jobAlertSchema, renameJobAlertSchema } from '@shared/job-alerts';
import { noteSchema } from '@shared/note-schemas';
import { coverLetterApplicationSchema } from '@shared/opportunity-application';
import { opportunityFormSchema } from '@shared/opportunity-form';
import { participantStatusSchema } from '@shared/opportunity-participants';
import { profileSchema } from '@shared/profile-schema';
import { createTagSchema } from '@shared/tag-schemas';
import { addTeamMemberSchema, teamConfirmationLinkSchema } from '@shared/team-schemas';
import { contactMessageSchema } from '@shared/contact-schemas';
import { wizardDraftSchema } from '@shared/track-application-draft';
import { trackApplicationSchema } from '@shared/track-application-schema';
import { personStandingSchema } from '@shared/user-admin-schemas';
import { changePasswordBody } from '../auth';
import type { RouteKey } from '../test/api-routes';
import { type Caller, PASSWORD, type World } from '../test/security-world';
import { uniqueEmail } from '../test/test-app';

export type Expected = Record<Caller, number>;
export type ProbeRequest = { path: string; json?: unknown; cookie?: string };
export type Probe = {
  route: RouteKey;
  expect: Expected;
  request: (w: World, as: Caller) => ProbeRequest | Promise<ProbeRequest>;
  schema?: z.ZodType;
};

export const anyone = (status: number): Expected => ({
  anonymous: status,
  personA: status,
  personB: status,
  reviewer: status,
  admin: status,
  revoked: status,
});
export const members = (status: number): Expected => ({ ...anyone(status), anonymous: 401, revoked: 401 });
export const staff = (status: number): Expected => ({ ...members(status), personA: 403, personB: 403 });
export const admins = (status: number): Expected => ({ ...staff(status), reviewer: 403 });

const probe = (route: RouteKey, expect: Expected, request: Probe['request'], schema?: z.ZodType): Probe => ({
  route,
  expect,
  request,
  schema,
});

const performerApplication = {
  track: 'performer',
  age: 24,
  city: 'Dallas',
  state: 'TX',
  travelRadius: 'local',
  answers: { genres: ['House'] },
  targetMarkets: [],
  targetCity: 'Dallas',
  consent: true,
};

const profileBody = { name: 'Same Person', phone: '+1 555 010 2000', age: 24, city: 'Dallas', state: 'TX' };

const opportunityBody = {
  title: 'Late Shift',
  description: 'Help close the venue.',
  status: 'open',
  slotsTotal: 3,
  date: '2031-05-01',
};

// The id of a staff caller (notes and interactions may be changed by their author only);
// people and nobody get one written by the admin.
const authorOf = (w: World, as: Caller) => (as === 'reviewer' ? w.accounts.reviewer : w.accounts.admin).userId;

export const AUTHORIZATION_TABLE: Probe[] = [
  probe('GET /api/health', anyone(200), () => ({ path: '/api/health' })),
  probe('GET /api/health/live', anyone(200), () => ({ path: '/api/health/live' })),
  // The API's description holds no data (docs/decisions/106).
  probe('GET /api/openapi.json', anyone(200), () => ({ path: '/api/openapi.json' })),
  probe('GET /api/session', anyone(200), () => ({ path: '/api/session' })),

  // The auth library's endpoints the product uses (docs/decisions/080).
  probe(
    'POST /api/auth/sign-up/email',
    anyone(200),
    () => ({ path: '/api/auth/sign-up/email', json: { name: 'New', email: uniqueEmail('new'), password: PASSWORD } }),
    signUpSchema,
  ),
  probe(
    'POST /api/auth/sign-in/email',
    anyone(200),
    (w) => ({ path: '/api/auth/sign-in/email', json: { email: w.spare.email, password: PASSWORD } }),
    signInSchema,
  ),
  probe('POST /api/auth/sign-out', anyone(200), async (w, as) => ({
    path: '/api/auth/sign-out',
    cookie: await w.fresh.cookie(as),
  })),
  probe(
    'POST /api/auth/request-password-reset',
    anyone(200),
    (w) => ({ path: '/api/auth/request-password-reset', json: { email: w.spare.email } }),
    forgotPasswordSchema,
  ),
  probe(
    'POST /api/auth/reset-password',
    anyone(400),
    () => ({ path: '/api/auth/reset-password', json: { token: 'not-a-token', newPassword: 'another-password' } }),
    resetPasswordSchema,
  ),
  probe('GET /api/auth/reset-password/:token', anyone(302), () => ({
    path: '/api/auth/reset-password/not-a-token?callbackURL=%2Freset-password',
  })),
  // Signed in, the auth library sends the link only to the caller's own (unconfirmed) address.
  probe(
    'POST /api/auth/send-verification-email',
    { ...anyone(400), anonymous: 200, revoked: 200 },
    (w) => ({ path: '/api/auth/send-verification-email', json: { email: w.spare.email } }),
    resendVerificationSchema,
  ),
  probe('GET /api/auth/verify-email', anyone(302), () => ({
    path: '/api/auth/verify-email?token=not-a-token&callbackURL=%2Fapplication',
  })),
  probe(
    'POST /api/auth/change-password',
    members(400),
    () => ({
      path: '/api/auth/change-password',
      json: { currentPassword: 'not-the-password', newPassword: 'another-password' },
    }),
    // The library's endpoint takes the shared schema with every other session ended (auth.ts).
    changePasswordBody,
  ),

  // D25: a new address, confirmed at that address (only an email is written).
  probe(
    'POST /api/auth/change-email',
    members(200),
    () => ({ path: '/api/auth/change-email', json: { newEmail: uniqueEmail('moved'), currentPassword: PASSWORD } }),
    changeEmailSchema,
  ),

  // D25 /settings: the account's own sessions, data and deletion.
  probe('GET /api/account/sessions', members(200), () => ({ path: '/api/account/sessions' })),
  probe('DELETE /api/account/sessions/:id', members(200), async (w, as) => ({
    path: `/api/account/sessions/${await w.fresh.sessionId(as)}`,
  })),
  probe('POST /api/account/sessions/end-others', members(200), async (w, as) => ({
    path: '/api/account/sessions/end-others',
    cookie: await w.fresh.ownAccountCookie(as),
  })),
  probe('GET /api/account/export', members(200), () => ({ path: '/api/account/export' })),
  probe(
    'POST /api/account/delete',
    members(200),
    async (w, as) => ({
      path: '/api/account/delete',
      json: { password: PASSWORD, confirmation: 'DELETE' },
      cookie: await w.fresh.ownAccountCookie(as),
    }),
    deleteAccountSchema,
  ),

  // Issue 16: the contact page, signed in or not; a session that ended is told so.
  probe(
    'POST /api/contact',
    { ...anyone(201), revoked: 401 },
    () => ({ path: '/api/contact', json: { message: 'Hello team', email: uniqueEmail('visitor') } }),
    contactMessageSchema,
  ),

  // A person's own records (D14): the session decides whose.
  probe('GET /api/track-application', members(200), () => ({ path: '/api/track-application' })),
  // D26: the wizard's draft; none is kept beside a submitted application (A and B have one).
  probe('GET /api/track-application/draft', members(200), () => ({ path: '/api/track-application/draft' })),
  probe(
    'PUT /api/track-application/draft',
    { ...members(200), personA: 409, personB: 409 },
    () => ({ path: '/api/track-application/draft', json: { age: '24', city: 'Dallas', state: 'TX' } }),
    wizardDraftSchema,
  ),
  probe(
    'POST /api/track-application',
    { ...members(201), personA: 409, personB: 409 },
    () => ({ path: '/api/track-application', json: performerApplication }),
    trackApplicationSchema,
  ),
  probe('GET /api/profile', members(200), () => ({ path: '/api/profile' })),
  probe('PUT /api/profile', members(200), () => ({ path: '/api/profile', json: profileBody }), profileSchema),
  probe('GET /api/dashboard', members(200), () => ({ path: '/api/dashboard' })),

  // Public opportunities (spec §4) and applying to one.
  probe('GET /api/opportunities', anyone(200), () => ({ path: '/api/opportunities' })),
  probe('GET /api/opportunities/:id', anyone(200), (w) => ({ path: `/api/opportunities/${w.openOpportunityId}` })),
  probe('GET /api/opportunities/:id/similar', anyone(200), (w) => ({
    path: `/api/opportunities/${w.openOpportunityId}/similar`,
  })),
  probe('GET /api/opportunity-tags', anyone(200), () => ({ path: '/api/opportunity-tags' })),
  probe('GET /api/opportunities/:id/application', members(200), (w) => ({
    path: `/api/opportunities/${w.openOpportunityId}/application`,
  })),
  probe(
    'POST /api/opportunities/:id/applications',
    members(201),
    async (w) => ({
      path: `/api/opportunities/${await w.fresh.opportunity()}/applications`,
      json: { coverLetter: 'Hi' },
    }),
    coverLetterApplicationSchema,
  ),
  probe('POST /api/opportunities/:id/application/withdraw', members(200), async (w, as) => ({
    path: `/api/opportunities/${await w.fresh.ownApplication(as)}/application/withdraw`,
  })),

  // D23: a person's own invitations; answering one is for its invitee only (each caller here
  // answers their own; another's is not found, see invitations.test.ts).
  probe('GET /api/invitations', members(200), () => ({ path: '/api/invitations' })),
  probe('POST /api/invitations/:id/accept', members(200), async (w, as) => ({
    path: `/api/invitations/${await w.fresh.invitation(as)}/accept`,
  })),
  probe('POST /api/invitations/:id/decline', members(200), async (w, as) => ({
    path: `/api/invitations/${await w.fresh.invitation(as)}/decline`,
  })),

  // D24: a person's own job alerts; another's is not found (job-alerts.test.ts).
  probe('GET /api/alerts', members(200), () => ({ path: '/api/alerts' })),
  probe(
    'POST /api/alerts',
    members(201),
    () => ({ path: '/api/alerts', json: { name: 'Dallas nights', filters: { city: 'Dallas', type: 'event' } } }),
    jobAlertSchema,
  ),
  probe(
    'PATCH /api/alerts/:id',
    members(200),
    async (w, as) => ({ path: `/api/alerts/${await w.fresh.alert(as)}`, json: { name: 'Renamed' } }),
    renameJobAlertSchema,
  ),
  probe('DELETE /api/alerts/:id', members(204), async (w, as) => ({ path: `/api/alerts/${await w.fresh.alert(as)}` })),
  // Unsubscribing needs no session, only a genuine signed link (a forged one is refused here;
  // job-alerts.test.ts unsubscribes with real ones).
  probe('GET /api/alerts/unsubscribe', anyone(400), () => ({ path: '/api/alerts/unsubscribe?token=forged.token' })),
  probe('POST /api/alerts/unsubscribe', anyone(400), () => ({ path: '/api/alerts/unsubscribe?token=forged.token' })),

  // Issue 20 calendars: one's own accepted events; the feed is read by its secret address only
  // (a made-up one is not found here; calendar.test.ts reads real ones).
  probe('GET /api/calendar/events/:opportunityId', members(200), async (w, as) => ({
    path: `/api/calendar/events/${await w.fresh.acceptedEvent(as)}`,
  })),
  probe('GET /api/calendar/feed', members(200), () => ({ path: '/api/calendar/feed' })),
  probe('POST /api/calendar/feed', members(201), () => ({ path: '/api/calendar/feed' })),
  probe('GET /api/calendar/feed/:token', anyone(404), () => ({
    path: '/api/calendar/feed/made-up-token-made-up-token-0000',
  })),

  // The back office (spec §6, D12): reviewers see the application review, the rest is admin only.
  probe('GET /api/admin/overview', staff(200), () => ({ path: '/api/admin/overview' })),
  probe('GET /api/admin/team', admins(200), () => ({ path: '/api/admin/team' })),
  probe(
    'POST /api/admin/team',
    admins(201),
    async (w) => ({
      path: '/api/admin/team',
      json: { email: (await w.fresh.confirmedUser()).email, role: 'reviewer' },
    }),
    addTeamMemberSchema,
  ),
  probe(
    'POST /api/admin/team/confirmation-link',
    admins(202),
    async (w) => ({ path: '/api/admin/team/confirmation-link', json: { email: (await w.fresh.user()).email } }),
    teamConfirmationLinkSchema,
  ),
  probe('DELETE /api/admin/team/:roleId', admins(204), async (w) => ({
    path: `/api/admin/team/${await w.fresh.teamGrant()}`,
  })),
  probe('GET /api/admin/users', admins(200), () => ({ path: '/api/admin/users' })),
  probe('GET /api/admin/users/export', admins(200), () => ({ path: '/api/admin/users/export' })),
  probe('GET /api/admin/users/:id', admins(200), (w) => ({ path: `/api/admin/users/${w.b.personId}` })),
  probe(
    'PATCH /api/admin/users/:id',
    admins(200),
    async (w) => ({
      path: `/api/admin/users/${(await w.fresh.trackApplication()).personId}`,
      json: { status: 'active', rank: 'verified' },
    }),
    personStandingSchema,
  ),
  probe('GET /api/admin/applications', staff(200), () => ({ path: '/api/admin/applications' })),
  // Issue 19: the funnel (D12: reviewers get its tracks' part).
  probe('GET /api/admin/analytics', staff(200), () => ({ path: '/api/admin/analytics' })),
  // Issue 19: the CSV export of the applications table (D12: reviewers too).
  probe('GET /api/admin/applications/export', staff(200), () => ({ path: '/api/admin/applications/export' })),
  // Issue 19: bulk review (D12: reviewers too).
  probe(
    'POST /api/admin/applications/bulk-status',
    staff(200),
    async (w) => ({
      path: '/api/admin/applications/bulk-status',
      json: { target: 'ids', ids: [(await w.fresh.trackApplication()).applicationId], status: 'under_review' },
    }),
    bulkStatusSchema,
  ),
  probe('GET /api/admin/applications/:id', staff(200), (w) => ({
    path: `/api/admin/applications/${w.b.trackApplicationId}`,
  })),
  probe(
    'PUT /api/admin/applications/:id/status',
    staff(200),
    async (w) => ({
      path: `/api/admin/applications/${(await w.fresh.trackApplication()).applicationId}/status`,
      json: { status: 'under_review' },
    }),
    applicationStatusSchema,
  ),
  probe(
    'PUT /api/admin/applications/:id/private-notes',
    staff(200),
    async (w) => ({
      path: `/api/admin/applications/${(await w.fresh.trackApplication()).applicationId}/private-notes`,
      json: { notes: 'Called back on Monday' },
    }),
    privateNotesSchema,
  ),
  probe('GET /api/admin/applications/:applicationId/notes', staff(200), (w) => ({
    path: `/api/admin/applications/${w.b.trackApplicationId}/notes`,
  })),
  probe(
    'POST /api/admin/applications/:applicationId/notes',
    staff(201),
    async (w) => ({
      path: `/api/admin/applications/${(await w.fresh.trackApplication()).applicationId}/notes`,
      json: { content: 'Strong set list' },
    }),
    noteSchema,
  ),
  probe(
    'PATCH /api/admin/applications/:applicationId/notes/:noteId',
    staff(200),
    async (w, as) => {
      const { applicationId, noteId } = await w.fresh.note(authorOf(w, as));
      return { path: `/api/admin/applications/${applicationId}/notes/${noteId}`, json: { content: 'Edited' } };
    },
    noteSchema,
  ),
  probe('DELETE /api/admin/applications/:applicationId/notes/:noteId', staff(204), async (w, as) => {
    const { applicationId, noteId } = await w.fresh.note(authorOf(w, as));
    return { path: `/api/admin/applications/${applicationId}/notes/${noteId}` };
  }),
  probe('GET /api/admin/people/:personId/interactions', staff(200), (w) => ({
    path: `/api/admin/people/${w.b.personId}/interactions`,
  })),
  probe(
    'POST /api/admin/people/:personId/interactions',
    staff(201),
    async (w) => ({
      path: `/api/admin/people/${(await w.fresh.trackApplication()).personId}/interactions`,
      json: { type: 'call', subject: 'Intro', content: 'Talked about the summer' },
    }),
    interactionSchema,
  ),
  probe('DELETE /api/admin/people/:personId/interactions/:interactionId', staff(204), async (w, as) => {
    const { personId, interactionId } = await w.fresh.interaction(authorOf(w, as));
    return { path: `/api/admin/people/${personId}/interactions/${interactionId}` };
  }),
  probe('GET /api/admin/activity', staff(200), () => ({ path: '/api/admin/activity' })),
  probe('GET /api/admin/live', staff(200), () => ({ path: '/api/admin/live' })),
  probe('GET /api/admin/notification-settings', admins(200), () => ({ path: '/api/admin/notification-settings' })),
  probe(
    'PATCH /api/admin/notification-settings',
    admins(200),
    () => ({ path: '/api/admin/notification-settings', json: { track_booked: true } }),
    notificationSwitchesUpdateSchema,
  ),
  probe('GET /api/admin/outbox', admins(200), () => ({ path: '/api/admin/outbox' })),
  probe('POST /api/admin/outbox/:id/retry', admins(204), async (w) => ({
    path: `/api/admin/outbox/${await w.fresh.failedEmail()}/retry`,
  })),
  probe('GET /api/admin/opportunities', admins(200), () => ({ path: '/api/admin/opportunities' })),
  probe(
    'POST /api/admin/opportunities',
    admins(201),
    () => ({ path: '/api/admin/opportunities', json: opportunityBody }),
    opportunityFormSchema,
  ),
  probe('GET /api/admin/opportunities/:id', admins(200), (w) => ({
    path: `/api/admin/opportunities/${w.closedOpportunityId}`,
  })),
  probe(
    'PUT /api/admin/opportunities/:id',
    admins(200),
    async (w) => ({ path: `/api/admin/opportunities/${await w.fresh.opportunity()}`, json: opportunityBody }),
    opportunityFormSchema,
  ),
  probe('DELETE /api/admin/opportunities/:id', admins(204), async (w) => ({
    path: `/api/admin/opportunities/${await w.fresh.opportunity()}`,
  })),
  probe('GET /api/admin/opportunities/:id/participants', admins(200), (w) => ({
    path: `/api/admin/opportunities/${w.openOpportunityId}/participants`,
  })),
  // Issue 19: CSV exports are admin-only, except the applications table's (D12).
  probe('GET /api/admin/opportunities/:id/participants/export', admins(200), (w) => ({
    path: `/api/admin/opportunities/${w.openOpportunityId}/participants/export`,
  })),
  probe(
    'PUT /api/admin/opportunities/:id/participants/:applicationId/status',
    admins(200),
    async (w) => {
      const { opportunityId, applicationId } = await w.fresh.participant();
      return {
        path: `/api/admin/opportunities/${opportunityId}/participants/${applicationId}/status`,
        json: { status: 'under_review' },
      };
    },
    participantStatusSchema,
  ),
  probe('GET /api/admin/opportunities/:id/invitations', admins(200), (w) => ({
    path: `/api/admin/opportunities/${w.openOpportunityId}/invitations`,
  })),
  probe('GET /api/admin/talent', admins(200), () => ({ path: '/api/admin/talent?track=performer&sort=xp' })),
  probe('GET /api/admin/invitations/opportunities', admins(200), () => ({
    path: '/api/admin/invitations/opportunities?search=night',
  })),
  probe(
    'POST /api/admin/invitations',
    admins(201),
    async (w) => ({
      path: '/api/admin/invitations',
      json: { opportunityId: await w.fresh.opportunity(), personIds: [w.a.personId], message: 'Come along' },
    }),
    inviteSchema,
  ),
  probe('PUT /api/admin/opportunities/:id/tags/:tagId', admins(200), async (w) => ({
    path: `/api/admin/opportunities/${await w.fresh.opportunity()}/tags/${w.tagId}`,
  })),
  probe('DELETE /api/admin/opportunities/:id/tags/:tagId', admins(200), async (w) => ({
    path: `/api/admin/opportunities/${await w.fresh.taggedOpportunity()}/tags/${w.tagId}`,
  })),
  probe(
    'POST /api/admin/opportunity-tags',
    admins(201),
    (w, as) => ({
      path: '/api/admin/opportunity-tags',
      json: { label: `${as} ${w.tag} ${Math.random()}`.slice(0, 50) },
    }),
    createTagSchema,
  ),
];
