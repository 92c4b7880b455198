import {
  Braces,
  ChartColumn,
  FileText,
  LayoutDashboard,
  MessagesSquare,
  Settings,
  Shield,
  Ticket,
  UserSearch,
  Users,
} from 'lucide-react';
import type { TeamRole } from '@shared/domain-values';
import type { AdminNavItem } from '../../../components/layouts/admin-layout';

type AdminArea = AdminNavItem & { roles: readonly TeamRole[]; paths: RegExp };

const STAFF = ['admin', 'reviewer'] as const;
const ADMIN = ['admin'] as const;

// D12: reviewers may use Overview and Applications; admins everything.
export const ADMIN_AREAS: AdminArea[] = [
  // Issue 41: /admin itself (the way in, D27) leads to Overview, so reviewers may open it too.
  {
    to: '/admin/overview',
    label: 'Overview',
    icon: LayoutDashboard,
    roles: STAFF,
    paths: /^\/admin(\/overview)?$/,
  },
  {
    to: '/admin/opportunities',
    label: 'Opportunities',
    icon: Ticket,
    roles: ADMIN,
    // Issue 42 (D36): an event's door belongs to its opportunity.
    paths: /^\/admin\/(opportunities|opportunity\/[^/]+|door\/[^/]+)$/,
  },
  {
    to: '/admin/applications',
    label: 'Applications',
    icon: FileText,
    roles: STAFF,
    paths: /^\/admin\/(applications|application\/[^/]+)$/,
  },
  // Issue 45 (D35): conversations (D12: reviewers see track applications').
  {
    to: '/admin/messages',
    label: 'Messages',
    icon: MessagesSquare,
    roles: STAFF,
    paths: /^\/admin\/messages(\/[^/]+\/[^/]+)?$/,
  },
  // Issue 19: the funnel (D12: reviewers see the tracks' part).
  { to: '/admin/analytics', label: 'Analytics', icon: ChartColumn, roles: STAFF, paths: /^\/admin\/analytics$/ },
  { to: '/admin/users', label: 'Users', icon: Users, roles: ADMIN, paths: /^\/admin\/(users|user\/[^/]+)$/ },
  // Issue 20: search the network and invite (D23).
  { to: '/admin/talent', label: 'Talent', icon: UserSearch, roles: ADMIN, paths: /^\/admin\/talent$/ },
  { to: '/admin/team', label: 'Team', icon: Shield, roles: ADMIN, paths: /^\/admin\/team$/ },
  { to: '/admin/settings', label: 'Settings', icon: Settings, roles: ADMIN, paths: /^\/admin\/settings$/ },
  // Issue 21: the API reference, generated from the server's routes (docs/decisions/106).
  { to: '/admin/api', label: 'API reference', icon: Braces, roles: ADMIN, paths: /^\/admin\/api$/ },
];

export function allowedAreas(roles: readonly TeamRole[]): AdminArea[] {
  return ADMIN_AREAS.filter((area) => area.roles.some((role) => roles.includes(role)));
}

// Deny by default: a path no area claims needs the admin role.
export function mayOpen(pathname: string, roles: readonly TeamRole[]): boolean {
  const path = pathname.replace(/\/+$/, '');
  const area = ADMIN_AREAS.find((candidate) => candidate.paths.test(path));
  const needed = area?.roles ?? ADMIN;
  return needed.some((role) => roles.includes(role));
}
