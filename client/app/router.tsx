import { createBrowserRouter } from 'react-router';
import { AppShell } from './routes/app-shell';
import { PublicShell } from './routes/public-shell';
import { RootRoute } from './routes/root-route';

// spec §2 route table. Every page is its own chunk, so a visitor downloads only the page
// they open (and never the admin area).
export const router = createBrowserRouter([
  {
    element: <RootRoute />,
    children: [
      {
        // The back office: its own chunks, never downloaded by visitors of public pages.
        path: 'admin',
        lazy: () => import('./routes/admin/admin-shell-route').then((m) => ({ Component: m.AdminShellRoute })),
        children: [
          {
            index: true,
            lazy: () => import('./routes/admin/admin-shell-route').then((m) => ({ Component: m.AdminIndexRedirect })),
          },
          {
            path: 'overview',
            lazy: () => import('./routes/admin/admin-overview-page').then((m) => ({ Component: m.AdminOverviewPage })),
          },
          {
            path: 'opportunities',
            lazy: () =>
              import('./routes/admin/admin-opportunities-page').then((m) => ({ Component: m.AdminOpportunitiesPage })),
          },
          {
            path: 'applications',
            lazy: () =>
              import('./routes/admin/admin-applications-page').then((m) => ({ Component: m.AdminApplicationsPage })),
          },
          {
            path: 'application/:id',
            lazy: () =>
              import('./routes/admin/admin-application-page').then((m) => ({ Component: m.AdminApplicationPage })),
          },
          {
            path: 'team',
            lazy: () => import('./routes/admin/admin-team-page').then((m) => ({ Component: m.AdminTeamPage })),
          },
          {
            path: 'users',
            lazy: () => import('./routes/admin/admin-users-page').then((m) => ({ Component: m.AdminUsersPage })),
          },
          {
            path: 'user/:id',
            lazy: () => import('./routes/admin/admin-user-page').then((m) => ({ Component: m.AdminUserPage })),
          },
          {
            path: 'settings',
            lazy: () => import('./routes/admin/admin-settings-page').then((m) => ({ Component: m.AdminSettingsPage })),
          },
        ],
      },
      {
        element: <PublicShell />,
        children: [
          { index: true, lazy: () => import('./routes/home-page').then((m) => ({ Component: m.HomePage })) },
          { path: 'about', lazy: () => import('./routes/about-page').then((m) => ({ Component: m.AboutPage })) },
          {
            path: 'our-story',
            lazy: () => import('./routes/our-story-page').then((m) => ({ Component: m.OurStoryPage })),
          },
          { path: 'faq', lazy: () => import('./routes/faq-page').then((m) => ({ Component: m.FaqPage })) },
          { path: 'auth', lazy: () => import('./routes/auth-page').then((m) => ({ Component: m.AuthPage })) },
          {
            path: 'opportunities',
            lazy: () => import('./routes/opportunities-page').then((m) => ({ Component: m.OpportunitiesPage })),
          },
          {
            path: 'opportunity/:id',
            lazy: () => import('./routes/opportunity-page').then((m) => ({ Component: m.OpportunityPage })),
          },
          { path: 'apply', lazy: () => import('./routes/apply-page').then((m) => ({ Component: m.ApplyPage })) },
          {
            path: 'reset-password',
            lazy: () => import('./routes/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
          },
          { path: '*', lazy: () => import('./routes/not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
        ],
      },
      // The signed-in pages: session required, their own navigation (spec §2 /dashboard).
      {
        element: <AppShell />,
        children: [
          {
            path: 'dashboard',
            lazy: () => import('./routes/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
          },
          {
            path: 'profile',
            lazy: () => import('./routes/profile-page').then((m) => ({ Component: m.ProfilePage })),
          },
        ],
      },
      {
        path: 'application',
        lazy: () => import('./routes/application-page').then((m) => ({ Component: m.ApplicationPage })),
      },
    ],
  },
]);
