// The authorization matrix (issue 8, docs/security.md): one entry per API endpoint.
//
// Format, one entry per endpoint the router lists (see server/test/api-routes.ts):
//
//   probe('METHOD /api/path/:param', who(status), (w, as) => ({ path, json?, cookie? }), schema?)
//
// - the route is written exactly as `app.routes` lists it (method, space, path with :params);
// - who(status) gives the status each of the eight callers gets: `anyone(200)`, `members(200)`
//   (signed in; anonymous and the revoked session get 401), `staff(200)` (reviewers and
//   admins; people get 403), `admins(200)` (reviewers get 403 too). Spread one and override a
//   caller where the rule differs: `{ ...members(201), personA: 409 }`;
// - the self columns (D31): `reviewerSelf` and `adminSelf` are a reviewer and an admin who have
//   applied themselves; on an endpoint about a person's records their probe targets their own
//   (`w.about(as)`, `w.own`), elsewhere it is the same request as their role's. `notOnSelf(…)`
//   marks an endpoint that refuses a team member their own records (403);
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
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { applicationStatusSchema, bulkStatusSchema } from '@shared/application-review-schemas';
import { deleteAccountSchema } from '@shared/account-schemas';
import {
  confirmEmailSchema,
  emailLinkSchema,
  forgotPasswordSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from '@shared/auth-schemas';
import { changeEmailSchema } from '@shared/account-schemas';
import { notificationSwitchesUpdateSchema } from '@shared/email-settings';
import { publicPageSettingsSchema } from '@shared/talent-page';
import { interactionSchema } from '@shared/interaction-schemas';
import { inviteSchema } from '@shared/invitations';
import { jobAlertSchema, renameJobAlertSchema } from '@shared/job-alerts';
import { noteSchema } from '@shared/note-schemas';
import { coverLetterApplicationSchema } from '@shared/opportunity-application';
import { opportunityFormSchema } from '@shared/opportunity-form';
import { participantStatusSchema } from '@shared/opportunity-participants';
import { profileSchema } from '@shared/profile-schema';
import { liftBlockSchema } from '@shared/reliability';
import { createTagSchema } from '@shared/tag-schemas';
import { addTeamMemberSchema, changeTeamRoleSchema, teamConfirmationLinkSchema } from '@shared/team-schemas';
import { contactMessageSchema } from '@shared/contact-schemas';
import { captionSchema, galleryOrderSchema } from '@shared/media';
import { broadcastSchema, messageEmailPreferenceSchema, messageSchema } from '@shared/messages';
import { mediaLinksSchema } from '@shared/media-links';
import { doorScanSchema, noShowCorrectionSchema } from '@shared/door';
import { wizardDraftSchema } from '@shared/track-application-draft';
import { trackApplicationSchema } from '@shared/track-application-schema';
import { personStandingSchema } from '@shared/user-admin-schemas';
import { changePasswordBody } from '../modules/accounts/better-auth';
import type { RawRequest, RouteKey } from '../test/api-routes';
import { tinyPng } from '../test/image-fixtures';
import { type Caller, isSelfCaller, PASSWORD, type World } from '../test/security-world';
import { uniqueEmail } from '../test/test-app';

export type Expected = Record<Caller, number>;
export type ProbeRequest = { path: string; json?: unknown; cookie?: string } & Pick<RawRequest, 'raw' | 'contentType'>;
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
  reviewerSelf: status,
  adminSelf: status,
});
// An id nothing has.
const NOBODY_ID = '00000000-0000-4000-8000-000000000042';
// A ticket's payload in form, signed by nobody.
const FORGED_TICKET = 'BL1.AAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA';

export const members = (status: number): Expected => ({ ...anyone(status), anonymous: 401, revoked: 401 });
export const staff = (status: number): Expected => ({ ...members(status), personA: 403, personB: 403 });
export const admins = (status: number): Expected => ({ ...staff(status), reviewer: 403, reviewerSelf: 403 });
// D31: staff never judge themselves: refused on their own records, whatever their role.
export const notOnSelf = (expected: Expected): Expected => ({ ...expected, reviewerSelf: 403, adminSelf: 403 });

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

// Issue 44: an image upload's body (a small PNG, quick to process).
const imageUpload = async () => ({ raw: new Uint8Array(await tinyPng()), contentType: 'image/png' });

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

// D31: a team member's probe of a changing endpoint targets their own record; the others a
// fresh one, as every changing probe does.
const trackApplicationOf = (w: World, as: Caller): Promise<{ personId: string; applicationId: string }> =>
  isSelfCaller(as)
    ? Promise.resolve({ personId: w.own[as].personId, applicationId: w.own[as].trackApplicationId })
    : w.fresh.trackApplication();

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
  // Issue 40: a confirmation link of the auth library's own (sent before) only lands on /auth.
  probe('GET /api/auth/verify-email', anyone(302), () => ({
    path: '/api/auth/verify-email?token=not-a-token&callbackURL=%2Fapplication',
  })),
  // Issue 41 (decision 155): one bit about this browser, never about an account.
  probe('GET /api/auth/known-device', anyone(200), () => ({ path: '/api/auth/known-device' })),
  // Issue 40 (decision 144): the confirmation page's calls; a link's token is its only key.
  probe(
    'POST /api/auth/email-link',
    anyone(400),
    () => ({ path: '/api/auth/email-link', json: { token: 'not-a-token' } }),
    emailLinkSchema,
  ),
  probe(
    'POST /api/auth/confirm-email',
    anyone(400),
    () => ({ path: '/api/auth/confirm-email', json: { token: 'not-a-token', newPassword: 'another-password' } }),
    confirmEmailSchema,
  ),
  probe(
    'POST /api/auth/change-password',
    members(400),
    () => ({
      path: '/api/auth/change-password',
      json: { currentPassword: 'not-the-password', newPassword: 'another-password' },
    }),
    // The library's endpoint takes the shared schema with every other session ended (better-auth.ts).
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
  // D26: the wizard's draft; none is kept beside a submitted application (A, B and the self
  // columns' team members have one).
  probe('GET /api/track-application/draft', members(200), () => ({ path: '/api/track-application/draft' })),
  probe(
    'PUT /api/track-application/draft',
    { ...members(200), personA: 409, personB: 409, reviewerSelf: 409, adminSelf: 409 },
    () => ({ path: '/api/track-application/draft', json: { age: '24', city: 'Dallas', state: 'TX' } }),
    wizardDraftSchema,
  ),
  probe(
    'POST /api/track-application',
    { ...members(201), personA: 409, personB: 409, reviewerSelf: 409, adminSelf: 409 },
    () => ({ path: '/api/track-application', json: performerApplication }),
    trackApplicationSchema,
  ),
  probe('GET /api/profile', members(200), () => ({ path: '/api/profile' })),
  probe('PUT /api/profile', members(200), () => ({ path: '/api/profile', json: profileBody }), profileSchema),
  probe('GET /api/dashboard', members(200), () => ({ path: '/api/dashboard' })),
  // Issue 44 (D33): the caller's own photo, gallery and links; an image id names one of the
  // caller's own (another's is not found: profile-media.test.ts).
  // D34: the caller's own public page setting (unpublished here, so every caller may save it).
  probe('GET /api/profile/public-page', members(200), () => ({ path: '/api/profile/public-page' })),
  probe(
    'PUT /api/profile/public-page',
    members(200),
    () => ({
      path: '/api/profile/public-page',
      json: { handle: null, publicName: null, bio: null, published: false, indexable: false },
    }),
    publicPageSettingsSchema,
  ),
  probe('GET /api/profile/media', members(200), () => ({ path: '/api/profile/media' })),
  probe('PUT /api/profile/media/photo', members(200), async () => ({
    path: '/api/profile/media/photo?x=8&y=0&size=48',
    ...(await imageUpload()),
  })),
  probe('DELETE /api/profile/media/photo', members(204), () => ({ path: '/api/profile/media/photo' })),
  probe('POST /api/profile/media/gallery', members(201), async () => ({
    path: '/api/profile/media/gallery',
    ...(await imageUpload()),
  })),
  probe(
    'PUT /api/profile/media/gallery/order',
    members(200),
    async (w, as) => ({ path: '/api/profile/media/gallery/order', json: { ids: await w.galleryOf(as) } }),
    galleryOrderSchema,
  ),
  probe(
    'PATCH /api/profile/media/gallery/:imageId',
    members(200),
    async (w, as) => ({
      path: `/api/profile/media/gallery/${await w.fresh.galleryImage(as)}`,
      json: { caption: 'Warehouse, 3 a.m.' },
    }),
    captionSchema,
  ),
  probe('DELETE /api/profile/media/gallery/:imageId', members(204), async (w, as) => ({
    path: `/api/profile/media/gallery/${await w.fresh.galleryImage(as)}`,
  })),
  probe(
    'PUT /api/profile/media/links',
    members(200),
    () => ({ path: '/api/profile/media/links', json: { links: ['https://soundcloud.com/dj-nova/warehouse-mix'] } }),
    mediaLinksSchema,
  ),

  // Issue 45 (D35): a person's own conversations; an application of the caller's own (another's
  // is not found: messages.test.ts).
  probe('GET /api/messages/threads', members(200), () => ({ path: '/api/messages/threads' })),
  probe('GET /api/messages/unread', members(200), () => ({ path: '/api/messages/unread' })),
  probe('GET /api/messages/live', members(200), () => ({ path: '/api/messages/live' })),
  probe('GET /api/messages/threads/:kind/:subjectId', members(200), async (w, as) => ({
    path: `/api/messages/threads/opportunity-application/${await w.fresh.ownOpportunityApplication(as)}`,
  })),
  probe(
    'POST /api/messages/threads/:kind/:subjectId/messages',
    members(201),
    async (w, as) => ({
      path: `/api/messages/threads/opportunity-application/${await w.fresh.ownOpportunityApplication(as)}/messages`,
      json: { body: 'Is there parking at the venue?' },
    }),
    messageSchema,
  ),
  probe('POST /api/messages/threads/:kind/:subjectId/read', members(204), async (w, as) => ({
    path: `/api/messages/threads/opportunity-application/${await w.fresh.ownOpportunityApplication(as)}/read`,
  })),
  probe('GET /api/messages/email-preference', members(200), () => ({ path: '/api/messages/email-preference' })),
  probe(
    'PUT /api/messages/email-preference',
    members(200),
    () => ({ path: '/api/messages/email-preference', json: { frequency: 'daily' } }),
    messageEmailPreferenceSchema,
  ),

  // Public opportunities (spec §4) and applying to one.
  probe('GET /api/opportunities', anyone(200), () => ({ path: '/api/opportunities' })),
  // D34: a published talent page is anyone's to read; an unpublished or unknown one is not found
  // for everyone alike (talent-pages.test.ts publishes one).
  probe('GET /api/talent/:handle', anyone(404), () => ({ path: '/api/talent/nobody-here' })),
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
  // Issue 42 (D36): a person's own bookings; another's booking or offer is not found.
  probe('GET /api/bookings', members(200), () => ({ path: '/api/bookings' })),
  probe('POST /api/bookings/:applicationId/confirm', members(404), () => ({
    path: `/api/bookings/${NOBODY_ID}/confirm`,
  })),
  probe('POST /api/bookings/:applicationId/cancel', members(404), () => ({
    path: `/api/bookings/${NOBODY_ID}/cancel`,
  })),
  probe('POST /api/spot-offers/:offerId/accept', members(404), () => ({
    path: `/api/spot-offers/${NOBODY_ID}/accept`,
  })),
  probe('POST /api/spot-offers/:offerId/decline', members(404), () => ({
    path: `/api/spot-offers/${NOBODY_ID}/decline`,
  })),
  // Issue 42 (D36): a ticket is read by its signed payload alone, no session (a forged one is not
  // found here; tickets.test.ts reads real ones).
  probe('GET /api/tickets/:payload', anyone(404), () => ({ path: `/api/tickets/${FORGED_TICKET}` })),
  probe('GET /api/tickets/:payload/qr.svg', anyone(404), () => ({ path: `/api/tickets/${FORGED_TICKET}/qr.svg` })),
  probe('GET /api/tickets/:payload/qr.png', anyone(404), () => ({ path: `/api/tickets/${FORGED_TICKET}/qr.png` })),
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
  // Issue 41: a role changed in place.
  probe(
    'PATCH /api/admin/team/:roleId',
    admins(204),
    async (w) => ({ path: `/api/admin/team/${await w.fresh.teamGrant()}`, json: { role: 'admin' } }),
    changeTeamRoleSchema,
  ),
  probe('DELETE /api/admin/team/:roleId', admins(204), async (w) => ({
    path: `/api/admin/team/${await w.fresh.teamGrant()}`,
  })),
  probe('GET /api/admin/users', admins(200), () => ({ path: '/api/admin/users' })),
  probe('GET /api/admin/users/export', admins(200), () => ({ path: '/api/admin/users/export' })),
  // D31: an admin reads their own user page, but sets no status or rank of theirs.
  probe('GET /api/admin/users/:id', admins(200), (w, as) => ({ path: `/api/admin/users/${w.about(as).personId}` })),
  probe(
    'PATCH /api/admin/users/:id',
    notOnSelf(admins(200)),
    async (w, as) => ({
      path: `/api/admin/users/${(await trackApplicationOf(w, as)).personId}`,
      json: { status: 'active', rank: 'verified' },
    }),
    personStandingSchema,
  ),
  probe('GET /api/admin/applications', staff(200), () => ({ path: '/api/admin/applications' })),
  // Issue 19: the funnel (D12: reviewers get its tracks' part).
  probe('GET /api/admin/analytics', staff(200), () => ({ path: '/api/admin/analytics' })),
  // Issue 19: the CSV export of the applications table (D12: reviewers too).
  probe('GET /api/admin/applications/export', staff(200), () => ({ path: '/api/admin/applications/export' })),
  // Issue 19: bulk review (D12: reviewers too); D31: a selection holding one's own is refused.
  probe(
    'POST /api/admin/applications/bulk-status',
    notOnSelf(staff(200)),
    async (w, as) => ({
      path: '/api/admin/applications/bulk-status',
      json: { target: 'ids', ids: [(await trackApplicationOf(w, as)).applicationId], status: 'under_review' },
    }),
    bulkStatusSchema,
  ),
  // D31: a team member reads their own answers (without the team's notes), and changes nothing.
  probe('GET /api/admin/applications/:id', staff(200), (w, as) => ({
    path: `/api/admin/applications/${w.about(as).trackApplicationId}`,
  })),
  probe(
    'PUT /api/admin/applications/:id/status',
    notOnSelf(staff(200)),
    async (w, as) => ({
      path: `/api/admin/applications/${(await trackApplicationOf(w, as)).applicationId}/status`,
      json: { status: 'under_review' },
    }),
    applicationStatusSchema,
  ),
  probe('GET /api/admin/applications/:applicationId/notes', notOnSelf(staff(200)), (w, as) => ({
    path: `/api/admin/applications/${w.about(as).trackApplicationId}/notes`,
  })),
  probe(
    'POST /api/admin/applications/:applicationId/notes',
    notOnSelf(staff(201)),
    async (w, as) => ({
      path: `/api/admin/applications/${(await trackApplicationOf(w, as)).applicationId}/notes`,
      json: { content: 'Strong set list' },
    }),
    noteSchema,
  ),
  probe(
    'PATCH /api/admin/applications/:applicationId/notes/:noteId',
    notOnSelf(staff(200)),
    async (w, as) => {
      const { applicationId, noteId } = isSelfCaller(as)
        ? await w.fresh.ownNote(as)
        : await w.fresh.note(authorOf(w, as));
      return { path: `/api/admin/applications/${applicationId}/notes/${noteId}`, json: { content: 'Edited' } };
    },
    noteSchema,
  ),
  probe('DELETE /api/admin/applications/:applicationId/notes/:noteId', notOnSelf(staff(204)), async (w, as) => {
    const { applicationId, noteId } = isSelfCaller(as)
      ? await w.fresh.ownNote(as)
      : await w.fresh.note(authorOf(w, as));
    return { path: `/api/admin/applications/${applicationId}/notes/${noteId}` };
  }),
  // Issue 42 (D37): a person's reliability on their user page (admins only, under the reviewers'
  // /api/admin/people); lifting a block is never on one's own record (D31).
  probe('GET /api/admin/people/:personId/reliability', admins(200), (w, as) => ({
    path: `/api/admin/people/${w.about(as).personId}/reliability`,
  })),
  probe(
    'POST /api/admin/people/:personId/reliability-block/lift',
    notOnSelf(admins(200)),
    async (w, as) => ({
      path: `/api/admin/people/${isSelfCaller(as) ? w.own[as].personId : await w.fresh.blockedPerson()}/reliability-block/lift`,
      json: { note: 'Talked it through: a family emergency.' },
    }),
    liftBlockSchema,
  ),
  probe('GET /api/admin/people/:personId/interactions', notOnSelf(staff(200)), (w, as) => ({
    path: `/api/admin/people/${w.about(as).personId}/interactions`,
  })),
  probe(
    'POST /api/admin/people/:personId/interactions',
    notOnSelf(staff(201)),
    async (w, as) => ({
      path: `/api/admin/people/${(await trackApplicationOf(w, as)).personId}/interactions`,
      json: { type: 'call', subject: 'Intro', content: 'Talked about the summer' },
    }),
    interactionSchema,
  ),
  probe('DELETE /api/admin/people/:personId/interactions/:interactionId', notOnSelf(staff(204)), async (w, as) => {
    const { personId, interactionId } = isSelfCaller(as)
      ? await w.fresh.ownInteraction(as)
      : await w.fresh.interaction(authorOf(w, as));
    return { path: `/api/admin/people/${personId}/interactions/${interactionId}` };
  }),
  probe('GET /api/admin/activity', staff(200), () => ({ path: '/api/admin/activity' })),
  probe('GET /api/admin/live', staff(200), () => ({ path: '/api/admin/live' })),
  // Issue 45 (D35): the staff inbox and threads (reviewers: track applications'; D31: never one's
  // own); a broadcast to an opportunity's people is the admins'.
  probe('GET /api/admin/messages/threads', staff(200), () => ({ path: '/api/admin/messages/threads?show=unread' })),
  probe('GET /api/admin/messages/unread', staff(200), () => ({ path: '/api/admin/messages/unread' })),
  probe('GET /api/admin/messages/threads/:kind/:subjectId', notOnSelf(staff(200)), (w, as) => ({
    path: `/api/admin/messages/threads/track-application/${w.about(as).trackApplicationId}`,
  })),
  probe(
    'POST /api/admin/messages/threads/:kind/:subjectId/messages',
    notOnSelf(staff(201)),
    (w, as) => ({
      path: `/api/admin/messages/threads/track-application/${w.about(as).trackApplicationId}/messages`,
      json: { body: 'Thanks for applying: a question about your set.' },
    }),
    messageSchema,
  ),
  probe('POST /api/admin/messages/threads/:kind/:subjectId/read', notOnSelf(staff(204)), (w, as) => ({
    path: `/api/admin/messages/threads/track-application/${w.about(as).trackApplicationId}/read`,
  })),
  probe(
    'POST /api/admin/opportunities/:id/broadcasts',
    admins(201),
    (w) => ({
      path: `/api/admin/opportunities/${w.openOpportunityId}/broadcasts`,
      json: { audience: 'both', body: 'Doors open at nine.' },
    }),
    broadcastSchema,
  ),
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
  // D31: an admin's own application is moved by another admin.
  probe(
    'PUT /api/admin/opportunities/:id/participants/:applicationId/status',
    notOnSelf(admins(200)),
    async (w, as) => {
      const { opportunityId, applicationId } = isSelfCaller(as)
        ? { opportunityId: w.openOpportunityId, applicationId: w.own[as].opportunityApplicationId }
        : await w.fresh.participant();
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
  // Issue 42 (D36): the door of an event is the admins' (D12: not the reviewers'); an admin's own
  // booking is checked in, out or corrected by another (D31).
  probe('GET /api/admin/door/:opportunityId', admins(200), (w) => ({
    path: `/api/admin/door/${w.openOpportunityId}?search=Door`,
  })),
  probe('GET /api/admin/door/:opportunityId/hours', admins(200), (w) => ({
    path: `/api/admin/door/${w.openOpportunityId}/hours`,
  })),
  probe(
    'POST /api/admin/door/:opportunityId/scans',
    notOnSelf(admins(200)),
    async (w, as) => {
      const { opportunityId, applicationId } = await w.fresh.doorBooking(as);
      return {
        path: `/api/admin/door/${opportunityId}/scans`,
        json: { nonce: randomUUID(), applicationId, scannedAt: new Date().toISOString() },
      };
    },
    doorScanSchema,
  ),
  probe(
    'POST /api/admin/door/:opportunityId/bookings/:applicationId/check-out',
    notOnSelf(admins(200)),
    async (w, as) => {
      const { opportunityId, applicationId } = await w.fresh.doorBooking(as, 'checked_in');
      return { path: `/api/admin/door/${opportunityId}/bookings/${applicationId}/check-out` };
    },
  ),
  probe(
    'POST /api/admin/door/:opportunityId/bookings/:applicationId/no-show-correction',
    notOnSelf(admins(200)),
    async (w, as) => {
      const { opportunityId, applicationId } = await w.fresh.doorBooking(as, 'no_show');
      return {
        path: `/api/admin/door/${opportunityId}/bookings/${applicationId}/no-show-correction`,
        json: { reason: 'Came in through the side door with the crew.' },
      };
    },
    noShowCorrectionSchema,
  ),
  // Issue 44 (D33): staff see a person's media; only admins remove an image or change a flyer.
  probe('GET /api/admin/people/:personId/media', staff(200), (w, as) => ({
    path: `/api/admin/people/${w.about(as).personId}/media`,
  })),
  probe('DELETE /api/admin/media/:imageId', admins(204), async (w) => ({
    path: `/api/admin/media/${await w.fresh.galleryImage('personA')}`,
  })),
  probe('GET /api/admin/opportunities/:id/flyer', admins(200), (w) => ({
    path: `/api/admin/opportunities/${w.openOpportunityId}/flyer`,
  })),
  probe('PUT /api/admin/opportunities/:id/flyer', admins(200), async (w) => ({
    path: `/api/admin/opportunities/${await w.fresh.opportunity()}/flyer?x=0&y=0&width=32&height=48`,
    ...(await imageUpload()),
  })),
  probe('DELETE /api/admin/opportunities/:id/flyer', admins(204), async (w) => ({
    path: `/api/admin/opportunities/${await w.fresh.flyer()}/flyer`,
  })),
  probe('GET /api/admin/talent', admins(200), () => ({ path: '/api/admin/talent?track=performer&sort=xp' })),
  probe('GET /api/admin/invitations/opportunities', admins(200), () => ({
    path: '/api/admin/invitations/opportunities?search=night',
  })),
  // D31: an invitation whose people include the admin is refused.
  probe(
    'POST /api/admin/invitations',
    notOnSelf(admins(201)),
    async (w, as) => ({
      path: '/api/admin/invitations',
      json: {
        opportunityId: await w.fresh.opportunity(),
        personIds: [w.a.personId, ...(isSelfCaller(as) ? [w.own[as].personId] : [])],
        message: 'Come along',
      },
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
