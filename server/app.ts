import { Hono } from 'hono';
import type { AppEnv } from './app-env';
import type { Auth } from './modules/accounts/better-auth';
import type { DatabaseHandle } from './db/database';
import { type AppConfig, baseUrl, trustedOrigins } from './env';
import type { Logger } from './lib/logger';
import { adminGuard } from './middleware/admin-guard';
import { limitBodySize } from './middleware/body-size';
import { crossSiteGuard } from './middleware/cross-site-guard';
import { onWrites } from './middleware/on-writes';
import { apiNotFound, errorHandler } from './middleware/error-handler';
import { keepBackOfficeReads } from './middleware/kept-back-office-reads';
import { limitAnonymousReads, localReadAllowance, type ReadAllowance } from './middleware/public-rate-limit';
import { loadSession } from './middleware/session';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { activityRoutes } from './modules/activity/activity.routes';
import { createActivityService } from './modules/activity/activity.service';
import { applicationNotesRoutes } from './modules/application-notes/application-notes.routes';
import { createApplicationNotesService } from './modules/application-notes/application-notes.service';
import { createAccountsService } from './modules/accounts/accounts.service';
import { accountSettingsRoutes } from './modules/accounts/account-settings.routes';
import { createAccountSettingsService } from './modules/accounts/account-settings.service';
import { contactRoutes } from './modules/contact/contact.routes';
import { createContactService } from './modules/contact/contact.service';
import { createAccountMail } from './modules/email/account-mail.service';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { createDashboardService } from './modules/dashboard/dashboard.service';
import { pingDatabase } from './modules/health/health.repo';
import { healthRoutes } from './modules/health/health.routes';
import { createHealthService } from './modules/health/health.service';
import type { EmailWorkerHealth } from './modules/email/email-worker';
import { interactionsRoutes } from './modules/interactions/interactions.routes';
import { createInteractionsService } from './modules/interactions/interactions.service';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { createAnalyticsService } from './modules/analytics/analytics.service';
import { overviewRoutes } from './modules/overview/overview.routes';
import { createOverviewService } from './modules/overview/overview.service';
import { createPeopleService } from './modules/people/people.service';
import { teamRoutes } from './modules/team/team.routes';
import { createTeamService } from './modules/team/team.service';
import { applicationReviewRoutes } from './modules/track-applications/application-review.routes';
import { createApplicationReviewService } from './modules/track-applications/application-review.service';
import { profileRoutes } from './modules/profile/profile.routes';
import { createProfileService } from './modules/profile/profile.service';
import { trackApplicationsRoutes } from './modules/track-applications/track-applications.routes';
import { createTrackApplicationsService } from './modules/track-applications/track-applications.service';
import { usersRoutes } from './modules/users/users.routes';
import { createUsersService } from './modules/users/users.service';
import { outboxRoutes } from './modules/email/outbox.routes';
import { createOutboxService } from './modules/email/outbox.service';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { createNotificationsService } from './modules/notifications/notifications.service';
import {
  adminOpportunitiesRoutes,
  adminOpportunityTagsRoutes,
} from './modules/opportunities/admin-opportunities.routes';
import { opportunitiesRoutes } from './modules/opportunities/opportunities.routes';
import { createOpportunitiesService } from './modules/opportunities/opportunities.service';
import { opportunityApplicationsRoutes } from './modules/opportunities/opportunity-applications.routes';
import { createOpportunityApplicationsService } from './modules/opportunities/opportunity-applications.service';
import { opportunityPageMeta } from './modules/opportunities/opportunity-page-meta';
import { talentPageMeta } from './modules/talent-pages/talent-page-meta';
import { talentPagesRoutes } from './modules/talent-pages/talent-pages.routes';
import { createTalentPagesService } from './modules/talent-pages/talent-pages.service';
import { createOpportunityTagsService } from './modules/opportunities/opportunity-tags.service';
import { participantsRoutes } from './modules/opportunities/participants.routes';
import { createParticipantsService } from './modules/opportunities/participants.service';
import {
  adminInvitationsRoutes,
  myInvitationsRoutes,
  opportunityInvitationsRoutes,
} from './modules/invitations/invitations.routes';
import { createInvitationsService } from './modules/invitations/invitations.service';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import { createCalendarService } from './modules/calendar/calendar.service';
import { jobAlertsRoutes, jobAlertsUnsubscribePages } from './modules/job-alerts/job-alerts.routes';
import { createJobAlertsService } from './modules/job-alerts/job-alerts.service';
import { talentRoutes } from './modules/talent/talent.routes';
import { createTalentService } from './modules/talent/talent.service';
import { createChangeHub } from './realtime/change-hub';
import { liveRoutes } from './realtime/live.routes';
import { createLiveService } from './realtime/live.service';
import { clientPages, type PageAnswer } from './web/client-pages';
import { createReadCache } from './lib/read-cache';
import { siteFiles } from './web/site-files';
import { clientStylesheets } from './web/client-stylesheets';
import { type Clock, systemClock } from './lib/clock';
import { eventNightRoutes } from './modules/event-night/event-night.routes';
import { createEventNightService } from './modules/event-night/event-night.service';
import { reliabilityRoutes } from './modules/event-night/reliability.routes';
import { createReliabilityService } from './modules/event-night/reliability.service';
import { ticketPageHeaders, ticketsRoutes } from './modules/tickets/tickets.routes';
import { doorRoutes } from './modules/door/door.routes';
import { createDoorService } from './modules/door/door.service';
import { createTicketsService } from './modules/tickets/tickets.service';
import { adminMediaRoutes } from './modules/media/admin-media.routes';
import { unlessImageUpload } from './modules/media/image-upload';
import { mediaFilesRoutes } from './modules/media/media-files.routes';
import { createMediaService } from './modules/media/media.service';
import { profileMediaRoutes } from './modules/media/profile-media.routes';
import { adminMessagesRoutes, opportunityBroadcastRoutes } from './modules/messages/admin-messages.routes';
import { createInboundRepliesService } from './modules/messages/inbound/inbound-replies.service';
import { createMessageEmailsService } from './modules/messages/message-emails.service';
import { exportConversations } from './modules/messages/messages-export.repo';
import { createMessagesLiveService } from './modules/messages/messages-live.service';
import { messagesLiveRoutes } from './modules/messages/messages-live.routes';
import { messagesRoutes } from './modules/messages/messages.routes';
import { createMessagesService } from './modules/messages/messages.service';
import { componentLogger } from './lib/logger';
import { requestPath } from './middleware/request-path';
import { rememberingRouter } from './lib/remembering-router';
import { createMetrics, type Metrics } from './metrics/metrics';
import { metricsRoutes } from './metrics/metrics.routes';
import { openApiRoutes } from './openapi/openapi.routes';
import { version } from '../package.json';

export type AppDependencies = {
  config: AppConfig;
  database: DatabaseHandle;
  auth: Auth;
  logger: Logger;
  // The port the server listens on (trusted origins are derived from it).
  port: number;
  // The built client; without it only the API is served (integration tests, dev mode).
  clientDir?: string;
  // The client's server entry (D28); without it every page renders in the browser.
  serverEntry?: string;
  // What /metrics counts (one is made when not given).
  metrics?: Metrics;
  // This process's email worker, for /api/health; an app without one reports it off.
  emailWorker?: () => EmailWorkerHealth;
  // True once shutdown has begun: /api/health answers 503 so that traffic moves away.
  stopping?: () => boolean;
  // Of several server processes, true until every one serves: /api/health answers 503 meanwhile.
  othersStarting?: () => boolean;
  // Signs links that work without a session (alert unsubscribes); the auth secret when not given.
  signingSecret?: string;
  // The anonymous list and search limit's tokens: this process's own unless several processes
  // share them (issue 43, decision 170).
  anonymousReads?: ReadAllowance;
  // What the event night's rules measure time by (issue 42); the machine's when not given.
  clock?: Clock;
};

// Pages rendered for visitors without a session, kept like the public reads they show: only
// while changes are heard, dropped with every change (decision 017). Rendering is the dear
// part, so a page is kept up to a minute rather than the reads' few seconds (decision 086).
const PAGES_KEPT_MS = 60_000;
function keptPages(opportunities: ReturnType<typeof createOpportunitiesService>) {
  const { keeping, onForget } = opportunities.keepsPublicReads;
  const pages = createReadCache<PageAnswer>({ ttlMs: PAGES_KEPT_MS, maxEntries: 500, keeping });
  onForget(() => pages.clear());
  return pages;
}

export function createApp(deps: AppDependencies) {
  const { config, database, auth, logger } = deps;
  const db = database.db;
  const metrics = deps.metrics ?? createMetrics();
  // Decision 173: routes matched once per method and path.
  const app = new Hono<AppEnv>({ router: rememberingRouter() });
  const origins = trustedOrigins(config, deps.port);
  const accounts = createAccountsService(db, auth, logger);
  const trackApplications = createTrackApplicationsService(db);
  const profile = createProfileService(db);
  const dashboard = createDashboardService(db);
  // Status emails: the status-change services call these inside their transactions (issue 7).
  const notifications = createNotificationsService(db, {
    appName: config.appName,
    siteUrl: baseUrl(config, deps.port),
  });
  const outbox = createOutboxService(db);
  const site = { appName: config.appName, siteUrl: baseUrl(config, deps.port) };
  const opportunities = createOpportunitiesService(database, { logger });
  const clock = deps.clock ?? systemClock;
  const opportunityApplications = createOpportunityApplicationsService(db, clock);
  const opportunityTags = createOpportunityTagsService(db, { onAssignmentsChanged: opportunities.forgetReads });
  const invitations = createInvitationsService(db, { site, onOpportunityChanged: opportunities.forgetReads, clock });
  const signingSecret = deps.signingSecret ?? config.authSecret;
  if (!signingSecret) throw new Error('The app needs a secret to sign links with');
  // Issue 44 (D33): photos, galleries, flyers and links; their files in the media store.
  const media = createMediaService(db, {
    storage: config.mediaStorage,
    secret: signingSecret,
    siteUrl: site.siteUrl,
    clock,
    onFlyerChanged: opportunities.forgetReads,
  });
  // D34: a published page is public data, kept and forgotten with the opportunities' reads.
  const talentPages = createTalentPagesService(db, { media: media.profile, onChanged: opportunities.forgetReads });
  const accountSettings = createAccountSettingsService(db, auth, {
    appName: config.appName,
    mail: createAccountMail(site, logger),
    mediaExport: media.files.exportOf,
    conversationsExport: (userId) => exportConversations(db, userId),
  });
  const jobAlerts = createJobAlertsService(db, { site, secret: signingSecret });
  const analytics = createAnalyticsService(db, logger);
  // Issue 42 (D36, D37): the event night.
  const eventNight = createEventNightService({
    db,
    clock,
    site,
    secret: signingSecret,
    onOpportunityChanged: opportunities.forgetReads,
    notifyStatus: (tx, input) => notifications.notifyOpportunityApplicationStatus(tx, input),
  });
  // D17: this process's share of the live updates (closed on shutdown, see start-server.ts).
  const changeHub = createChangeHub(database, logger);
  // Issue 45 (D35): conversations, their emails (a periodic job) and replies by email.
  const messages = createMessagesService(db, { clock, repliesByEmail: Boolean(config.inbound) });
  const messageEmails = createMessageEmailsService({
    db,
    clock,
    site,
    secret: signingSecret,
    inboundDomain: config.inbound?.domain,
  });
  const inboundReplies = config.inbound
    ? createInboundRepliesService({
        db,
        clock,
        site,
        domain: config.inbound.domain,
        logger: componentLogger(logger, 'inbound-mail'),
        onEmailsDue: messages.emailsDue,
      })
    : undefined;
  // Decision 133: the back office's busiest lists, kept while every change is heard.
  const backOfficeReads = keepBackOfficeReads(database, {
    publicReads: opportunities.keepsPublicReads,
    changeHub,
    logger,
  });

  const api = new Hono<AppEnv>();
  api.use(
    '*',
    onWrites(
      backOfficeReads.forgetAfterWrites,
      unlessImageUpload(limitBodySize()),
      crossSiteGuard(() => origins),
    ),
  );
  const session = loadSession(auth, db);
  api.use('*', (c, next) => (c.req.path.startsWith('/api/auth/') ? next() : session(c, next)));
  api.route(
    '/',
    healthRoutes(
      createHealthService({
        databaseKind: database.kind,
        pingDatabase: () => pingDatabase(db),
        emailWorker: deps.emailWorker,
        stopping: deps.stopping,
        othersStarting: deps.othersStarting,
      }),
    ),
  );
  api.route(
    '/',
    openApiRoutes(() => app, { title: `${config.appName} API`, version }),
  );
  api.route('/', accountsRoutes(auth, accounts, metrics));
  api.route('/', trackApplicationsRoutes(trackApplications));
  api.route('/', profileRoutes(profile));
  api.route('/', dashboardRoutes(dashboard));
  api.route('/', accountSettingsRoutes(accountSettings));
  api.route(
    '/',
    contactRoutes(
      createContactService(db, site, { emailVerificationRequired: config.emailVerification === 'required' }),
    ),
  );
  api.route(
    '/',
    opportunitiesRoutes(
      opportunities,
      opportunityTags,
      limitAnonymousReads(deps.anonymousReads ?? localReadAllowance(config.publicRateLimit)),
    ),
  );
  api.route('/', opportunityApplicationsRoutes(opportunityApplications));
  api.route('/', myInvitationsRoutes(invitations));
  api.route('/', jobAlertsRoutes(jobAlerts));
  api.route('/', eventNightRoutes(eventNight));
  // Issue 42 (D36): a ticket and its QR code, by the ticket's signed payload (no session).
  api.route('/', ticketsRoutes(createTicketsService(db, signingSecret)));
  api.route('/', calendarRoutes(createCalendarService(db, site)));
  api.route('/', profileMediaRoutes(media.profile));
  api.route('/', talentPagesRoutes(talentPages));
  api.route('/messages', messagesRoutes(messages));

  // The back office (spec §6, D12): every /api/admin endpoint passes the role guard first.
  api.use('/admin/*', adminGuard(accounts.rolesOf));
  api.use('/admin/*', backOfficeReads.keep);
  api.route('/admin/overview', overviewRoutes(createOverviewService(db)));
  api.route('/admin/analytics', analyticsRoutes(analytics));
  api.route('/admin/team', teamRoutes(createTeamService(db), accounts));
  api.route('/admin/users', usersRoutes(createUsersService(db)));
  api.route('/admin/applications', applicationReviewRoutes(createApplicationReviewService(db, notifications)));
  api.route('/admin/applications', applicationNotesRoutes(createApplicationNotesService(db)));
  api.route('/admin/people', interactionsRoutes(createInteractionsService(db)));
  // Issue 42 (D37): a person's reliability, and lifting a block (admins only).
  api.route('/admin/people', reliabilityRoutes(createReliabilityService(db, clock), accounts.rolesOf));
  api.route('/admin/activity', activityRoutes(createActivityService(db)));
  // D31: a team member's stream leaves out the notes and log about themselves.
  const liveAccess = {
    sessionUserId: accounts.sessionUserId,
    rolesOf: accounts.rolesOf,
    personIdOf: createPeopleService(db).personIdOf,
  };
  api.route('/admin/live', liveRoutes(createLiveService(changeHub, liveAccess), logger));
  api.route('/messages', messagesLiveRoutes(createMessagesLiveService(changeHub, liveAccess), logger));
  api.route('/admin/messages', adminMessagesRoutes(messages));
  api.route('/admin/opportunities', opportunityBroadcastRoutes(messages));
  api.route('/admin/notification-settings', notificationsRoutes(notifications));
  api.route('/admin/outbox', outboxRoutes(outbox));
  api.route('/admin/opportunities', adminOpportunitiesRoutes(opportunities, opportunityTags));
  api.route('/admin/opportunity-tags', adminOpportunityTagsRoutes(opportunityTags));
  api.route(
    '/admin/opportunities',
    participantsRoutes(
      createParticipantsService(db, { notifier: notifications, onOpportunityChanged: opportunities.forgetReads }),
    ),
  );
  api.route('/admin/talent', talentRoutes(createTalentService(db)));
  // Issue 42 (D36): the door of an event (admins only).
  api.route('/admin/door', doorRoutes(createDoorService({ db, clock, secret: signingSecret })));
  api.route('/admin/invitations', adminInvitationsRoutes(invitations));
  api.route('/admin', adminMediaRoutes(media.profile, media.admin));
  api.route('/admin/opportunities', opportunityInvitationsRoutes(invitations));
  // Last: anything under /api no module answered (a sub-app's notFound is not used once mounted).
  api.all('*', apiNotFound);
  // Its errors are answered by the app's error handler, the same one, at the layer that threw: an
  // error handler of the API's own wrapped each of its handlers in one more layer (decision 173).

  // Issue 21: each request counted and timed, and its id on every log line written for it; its
  // answer finished (security headers, no-store, compression) in the same pass (decision 173).
  app.use(
    '*',
    requestPath({
      logger: componentLogger(logger, 'http'),
      metrics,
      trustProxy: config.trustProxy,
      https: (config.publicUrl ?? '').startsWith('https://'),
    }),
  );
  app.route('/api', api);
  // docs/decisions/108: on this port only for the holder of METRICS_TOKEN (else see METRICS_PORT).
  if (config.metrics.token) app.route('/', metricsRoutes(metrics, { token: config.metrics.token }));
  app.route(
    '/',
    jobAlertsUnsubscribePages(jobAlerts, { appName: config.appName, stylesheets: clientStylesheets(deps.clientDir) }),
  );
  app.route('/', ticketPageHeaders());
  app.route('/', mediaFilesRoutes(media.files));
  app.route(
    '/',
    siteFiles({ origin: baseUrl(config, deps.port), appName: config.appName, opportunities, talentPages }),
  );
  if (deps.clientDir) {
    app.route(
      '/',
      clientPages({
        clientDir: deps.clientDir,
        serverEntry: deps.serverEntry,
        appName: config.appName,
        fetchApi: async (request, incoming) => app.fetch(request, incoming),
        keptPages: keptPages(opportunities),
        logger,
        origin: baseUrl(config, deps.port),
        resolvers: [opportunityPageMeta(opportunities, config.appName), talentPageMeta(talentPages, config.appName)],
      }),
    );
  }
  app.onError(errorHandler(logger));
  return {
    app,
    services: {
      accounts,
      trackApplications,
      profile,
      dashboard,
      notifications,
      outbox,
      opportunities,
      opportunityApplications,
      opportunityTags,
      invitations,
      jobAlerts,
      analytics,
      eventNight,
      media,
      messages,
      messageEmails,
      inboundReplies,
    },
    changeHub,
    backOfficeReads,
    metrics,
  };
}
