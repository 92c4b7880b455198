import type { TeamRole } from '@shared/domain-values';

// D12: reviewers work on applications only, so of the activity log they read what happened to
// applications; team changes, opportunities and everything else stay with admins (deny by
// default: an entity type not listed here is admin-only).
const REVIEWER_ENTITY_TYPES = ['application'] as const;

export function readableEntityTypes(roles: readonly TeamRole[]): readonly string[] | 'all' {
  if (roles.includes('admin')) return 'all';
  if (roles.includes('reviewer')) return REVIEWER_ENTITY_TYPES;
  return [];
}

export function mayReadActivityOf(roles: readonly TeamRole[], entityType: string): boolean {
  const readable = readableEntityTypes(roles);
  return readable === 'all' || readable.includes(entityType);
}

// Team grants and removals are logged against the user (spec §7 add/remove_team_member).
export const TEAM_ENTITY_TYPE = 'user';
