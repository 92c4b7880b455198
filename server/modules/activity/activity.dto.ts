import type { ActivityAction } from '@shared/domain-values';

// spec §7 activity log: an entry with its author's name. `subjectName` names what the entry
// is about when it is a person (the applicant, the team member).
export type ActivityEntryDto = {
  id: string;
  actionType: ActivityAction;
  entityType: string;
  entityId: string;
  details: Record<string, unknown>;
  authorName: string | null;
  subjectName: string | null;
  createdAt: string;
};
