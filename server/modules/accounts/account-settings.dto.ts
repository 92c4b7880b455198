import type { WizardDraft } from '@shared/track-application-draft';
import type { MediaExportEntry } from '../media/media-files.service';
import type { ConversationExport } from '../messages/messages-export.repo';

// GET /api/account/sessions (D25): the account's signed-in devices, without their tokens.
export type AccountSessionDto = {
  id: string;
  current: boolean;
  device: string;
  ipAddress: string | null;
  signedInAt: string;
  lastActiveAt: string;
  expiresAt: string;
};

// GET /api/account/export (D25): everything stored about the person that is theirs to see.
export type AccountExportDto = {
  exportedAt: string;
  product: string;
  account: { id: string; name: string; email: string; emailConfirmed: boolean; createdAt: string };
  profile: Record<string, unknown> | null;
  teamRoles: string[];
  trackApplications: Record<string, unknown>[];
  trackApplicationDraft: { values: WizardDraft; savedAt: string } | null;
  opportunityApplications: Record<string, unknown>[];
  messagesToTheTeam: { subject: string; message: string; sentAt: string }[];
  sessions: Omit<AccountSessionDto, 'current'>[];
  emails: { kind: string; subject: string; status: string; createdAt: string; sentAt: string | null }[];
  // Issue 20: saved job alerts (D24) and invitations received (D23).
  jobAlerts: {
    name: string;
    search: string | null;
    type: string | null;
    city: string | null;
    tags: string[];
    from: string | null;
    to: string | null;
    createdAt: string;
  }[];
  invitations: {
    opportunity: string;
    message: string | null;
    status: string;
    invitedAt: string;
    answeredAt: string | null;
  }[];
  // Issue 44 (D33): the profile photo and gallery, each original by a signed link.
  media: MediaExportEntry[];
  // Issue 45 (D35): the conversations with the team, every message and event.
  conversations: ConversationExport[];
};
