import type { TeamRole } from '@shared/domain-values';
import { REVIEWER_THREAD_KINDS, THREAD_KINDS, type ThreadKind } from '@shared/messages';

// D35 + D12: admins read and write every thread; reviewers those of track applications (their
// review), not opportunities' or invitations'. D31 is the caller's own person, checked apart.
export function staffThreadKinds(roles: readonly TeamRole[]): readonly ThreadKind[] {
  if (roles.includes('admin')) return THREAD_KINDS;
  if (roles.includes('reviewer')) return REVIEWER_THREAD_KINDS;
  return [];
}

export function mayReadThreadsOf(roles: readonly TeamRole[], kind: string): boolean {
  return (staffThreadKinds(roles) as readonly string[]).includes(kind);
}
