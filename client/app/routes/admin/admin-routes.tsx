import { Route, Routes } from '../../../lib/router/router';
import { lazyPage } from '../../../lib/lazy-page';
import { NotFoundPage } from '../not-found-page';
import { AdminIndexRedirect, AdminShellRoute } from './admin-shell-route';

// spec §2 the back office's routes (/admin/*), kept out of the route table every visitor
// downloads (route-table.tsx). Each page is its own chunk.
const AdminOverviewPage = lazyPage(
  'app/routes/admin/admin-overview-page.tsx',
  () => import('./admin-overview-page'),
  (m) => m.AdminOverviewPage,
);
const AdminOpportunitiesPage = lazyPage(
  'app/routes/admin/admin-opportunities-page.tsx',
  () => import('./admin-opportunities-page'),
  (m) => m.AdminOpportunitiesPage,
);
const AdminOpportunityPage = lazyPage(
  'app/routes/admin/admin-opportunity-page.tsx',
  () => import('./admin-opportunity-page'),
  (m) => m.AdminOpportunityPage,
);
// Issue 42 (D36): an event's door.
const AdminDoorPage = lazyPage(
  'app/routes/admin/admin-door-page.tsx',
  () => import('./admin-door-page'),
  (m) => m.AdminDoorPage,
);
const AdminAnalyticsPage = lazyPage(
  'app/routes/admin/admin-analytics-page.tsx',
  () => import('./admin-analytics-page'),
  (m) => m.AdminAnalyticsPage,
);
const AdminApplicationsPage = lazyPage(
  'app/routes/admin/admin-applications-page.tsx',
  () => import('./admin-applications-page'),
  (m) => m.AdminApplicationsPage,
);
const AdminApplicationPage = lazyPage(
  'app/routes/admin/admin-application-page.tsx',
  () => import('./admin-application-page'),
  (m) => m.AdminApplicationPage,
);
// Issue 45 (D35): the staff inbox.
const AdminMessagesPage = lazyPage(
  'app/routes/admin/admin-messages-page.tsx',
  () => import('./admin-messages-page'),
  (m) => m.AdminMessagesPage,
);
const AdminTeamPage = lazyPage(
  'app/routes/admin/admin-team-page.tsx',
  () => import('./admin-team-page'),
  (m) => m.AdminTeamPage,
);
const AdminUsersPage = lazyPage(
  'app/routes/admin/admin-users-page.tsx',
  () => import('./admin-users-page'),
  (m) => m.AdminUsersPage,
);
const AdminUserPage = lazyPage(
  'app/routes/admin/admin-user-page.tsx',
  () => import('./admin-user-page'),
  (m) => m.AdminUserPage,
);
const AdminTalentPage = lazyPage(
  'app/routes/admin/admin-talent-page.tsx',
  () => import('./admin-talent-page'),
  (m) => m.AdminTalentPage,
);
const AdminApiPage = lazyPage(
  'app/routes/admin/admin-api-page.tsx',
  () => import('./admin-api-page'),
  (m) => m.AdminApiPage,
);
const AdminSettingsPage = lazyPage(
  'app/routes/admin/admin-settings-page.tsx',
  () => import('./admin-settings-page'),
  (m) => m.AdminSettingsPage,
);

export function AdminRoutes() {
  return (
    <Routes>
      <Route element={<AdminShellRoute />}>
        <Route index element={<AdminIndexRedirect />} />
        <Route path="overview" element={<AdminOverviewPage />} />
        <Route path="opportunities" element={<AdminOpportunitiesPage />} />
        <Route path="opportunity/:id" element={<AdminOpportunityPage />} />
        <Route path="door/:opportunityId" element={<AdminDoorPage />} />
        <Route path="applications" element={<AdminApplicationsPage />} />
        <Route path="application/:id" element={<AdminApplicationPage />} />
        <Route path="messages" element={<AdminMessagesPage />} />
        <Route path="messages/:kind/:subjectId" element={<AdminMessagesPage />} />
        <Route path="analytics" element={<AdminAnalyticsPage />} />
        <Route path="team" element={<AdminTeamPage />} />
        <Route path="users" element={<AdminUsersPage />} />
        <Route path="user/:id" element={<AdminUserPage />} />
        <Route path="talent" element={<AdminTalentPage />} />
        <Route path="settings" element={<AdminSettingsPage />} />
        <Route path="api" element={<AdminApiPage />} />
        {/* An address of the back office that names no page (admins only, like every unclaimed path). */}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
