import type { RouteObject } from '../lib/router/router';
import { type LazyPage, lazyPage } from '../lib/lazy-page';
import { PublicShell } from './routes/public-shell';

export type RouteHandle = {
  page?: LazyPage;
  // Rendered on the server (D28): the public pages; what each loads first is in
  // server-prefetch.ts, by route id. The others render in the browser.
  serverRendered?: boolean;
};

function page(Page: LazyPage, handle: Omit<RouteHandle, 'page'> = {}): Pick<RouteObject, 'element' | 'handle'> {
  return { element: <Page />, handle: { page: Page, ...handle } satisfies RouteHandle };
}

const HomePage = lazyPage(
  'app/routes/home-page.tsx',
  () => import('./routes/home-page'),
  (m) => m.HomePage,
);
const TalentPage = lazyPage(
  'app/routes/talent-page.tsx',
  () => import('./routes/talent-page'),
  (m) => m.TalentPage,
);
const AboutPage = lazyPage(
  'app/routes/about-page.tsx',
  () => import('./routes/about-page'),
  (m) => m.AboutPage,
);
const OurStoryPage = lazyPage(
  'app/routes/our-story-page.tsx',
  () => import('./routes/our-story-page'),
  (m) => m.OurStoryPage,
);
const FaqPage = lazyPage(
  'app/routes/faq-page.tsx',
  () => import('./routes/faq-page'),
  (m) => m.FaqPage,
);
const AuthPage = lazyPage(
  'app/routes/auth-page.tsx',
  () => import('./routes/auth-page'),
  (m) => m.AuthPage,
);
const OpportunitiesPage = lazyPage(
  'app/routes/opportunities-page.tsx',
  () => import('./routes/opportunities-page'),
  (m) => m.OpportunitiesPage,
);
const OpportunityPage = lazyPage(
  'app/routes/opportunity-page.tsx',
  () => import('./routes/opportunity-page'),
  (m) => m.OpportunityPage,
);
const ApplyPage = lazyPage(
  'app/routes/apply-page.tsx',
  () => import('./routes/apply-page'),
  (m) => m.ApplyPage,
);
const ResetPasswordPage = lazyPage(
  'app/routes/reset-password-page.tsx',
  () => import('./routes/reset-password-page'),
  (m) => m.ResetPasswordPage,
);
const ConfirmEmailPage = lazyPage(
  'app/routes/confirm-email-page.tsx',
  () => import('./routes/confirm-email-page'),
  (m) => m.ConfirmEmailPage,
);
const TicketPage = lazyPage(
  'app/routes/ticket-page.tsx',
  () => import('./routes/ticket-page'),
  (m) => m.TicketPage,
);
const NotFoundPage = lazyPage(
  'app/routes/not-found-page.tsx',
  () => import('./routes/not-found-page'),
  (m) => m.NotFoundPage,
);
const AppShell = lazyPage(
  'app/routes/app-shell.tsx',
  () => import('./routes/app-shell'),
  (m) => m.AppShell,
);
const DashboardPage = lazyPage(
  'app/routes/dashboard-page.tsx',
  () => import('./routes/dashboard-page'),
  (m) => m.DashboardPage,
);
const ProfilePage = lazyPage(
  'app/routes/profile-page.tsx',
  () => import('./routes/profile-page'),
  (m) => m.ProfilePage,
);
const SettingsPage = lazyPage(
  'app/routes/settings-page.tsx',
  () => import('./routes/settings-page'),
  (m) => m.SettingsPage,
);
const MessagesPage = lazyPage(
  'app/routes/messages-page.tsx',
  () => import('./routes/messages-page'),
  (m) => m.MessagesPage,
);
const ContactPage = lazyPage(
  'app/routes/contact-page.tsx',
  () => import('./routes/contact-page'),
  (m) => m.ContactPage,
);
const PrivacyPage = lazyPage(
  'app/routes/policy-pages.tsx',
  () => import('./routes/policy-pages'),
  (m) => m.PrivacyPage,
);
const TermsPage = lazyPage(
  'app/routes/policy-pages.tsx',
  () => import('./routes/policy-pages'),
  (m) => m.TermsPage,
);
const ApplicationPage = lazyPage(
  'app/routes/application-page.tsx',
  () => import('./routes/application-page'),
  (m) => m.ApplicationPage,
);
// The back office: one chunk holding its routes (admin-routes.tsx), each page a chunk of its
// own, so visitors of public pages never download it, nor its route list.
const AdminRoutes = lazyPage(
  'app/routes/admin/admin-routes.tsx',
  () => import('./routes/admin/admin-routes'),
  (m) => m.AdminRoutes,
);

const serverRendered = { serverRendered: true };

// spec §2 route table. Every page is its own chunk, so a visitor downloads only the page
// they open (and never the admin area).
export const routeTable: RouteObject[] = [
  { path: 'admin/*', ...page(AdminRoutes) },
  {
    element: <PublicShell />,
    children: [
      { id: 'home', index: true, ...page(HomePage, serverRendered) },
      { path: 'about', ...page(AboutPage, serverRendered) },
      { path: 'our-story', ...page(OurStoryPage, serverRendered) },
      { path: 'faq', ...page(FaqPage, serverRendered) },
      { path: 'auth', ...page(AuthPage) },
      { id: 'opportunities', path: 'opportunities', ...page(OpportunitiesPage, serverRendered) },
      { id: 'opportunity', path: 'opportunity/:id', ...page(OpportunityPage, serverRendered) },
      // D34: a person's public page.
      { id: 'talent', path: 'talent/:handle', ...page(TalentPage, serverRendered) },
      { path: 'apply', ...page(ApplyPage, serverRendered) },
      // Issue 16: the policies, and a way to write to the team (signed in or not).
      { path: 'privacy', ...page(PrivacyPage, serverRendered) },
      { path: 'terms', ...page(TermsPage, serverRendered) },
      { path: 'contact', ...page(ContactPage) },
      { path: 'reset-password', ...page(ResetPasswordPage) },
      // Issue 40: an emailed confirmation link opens here; only its button acts.
      { path: 'confirm-email', ...page(ConfirmEmailPage) },
      // Issue 42 (D36): a booking's ticket, by its link (no session; the server says noindex).
      { path: 'ticket/:payload', ...page(TicketPage) },
      { path: '*', ...page(NotFoundPage, serverRendered) },
    ],
  },
  // The signed-in pages: session required, their own navigation (spec §2 /dashboard).
  {
    ...page(AppShell),
    children: [
      { path: 'dashboard', ...page(DashboardPage) },
      { path: 'profile', ...page(ProfilePage) },
      // D25: the account's own settings.
      { path: 'settings', ...page(SettingsPage) },
      // Issue 45 (D35): the person's conversations with the team.
      { path: 'messages', ...page(MessagesPage) },
      { path: 'messages/:kind/:subjectId', ...page(MessagesPage) },
    ],
  },
  // D26: the wizard's step is in the address (/application/1 … /application/4).
  { path: 'application/:step?', ...page(ApplicationPage) },
];
