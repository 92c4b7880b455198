import type { InvitationStatus, OpportunityType } from '@shared/domain-values';
import type { PagedList } from '@shared/pagination';
import type { ParticipantSlotsDto } from '../opportunities/participants.dto';

// What an admin's invite request did: who got an invitation, who was left out and why.
export type InviteResultDto = {
  invited: { id: string; personId: string; name: string | null }[];
  skipped: { personId: string; name: string | null; reason: string }[];
};

// An invitation as its invitee sees it on the dashboard, with the opportunity's details.
export type MyInvitationDto = {
  id: string;
  status: InvitationStatus;
  message: string | null;
  expiresAt: string;
  invitedAt: string;
  opportunity: {
    id: string;
    title: string;
    description: string;
    city: string | null;
    venue: string | null;
    date: string | null;
    opportunityType: OpportunityType;
    perks: string | null;
    budgetRange: string | null;
  };
};

export type MyInvitationsDto = { items: MyInvitationDto[] };

export type InvitationAnswerDto = {
  invitation: { id: string; status: InvitationStatus };
  // The opportunity's spots after an accept (D11).
  opportunity?: ParticipantSlotsDto;
};

// An opportunity's invitations in the participants widget (admins).
export type OpportunityInvitationDto = {
  id: string;
  personId: string;
  name: string | null;
  status: InvitationStatus;
  invitedAt: string;
  expiresAt: string;
  answeredAt: string | null;
};
export type OpportunityInvitationsDto = PagedList<OpportunityInvitationDto>;

// The invite dialog's opportunity picker.
export type InvitableOpportunitiesDto = {
  items: {
    id: string;
    title: string;
    date: string | null;
    city: string | null;
    slotsTotal: number;
    slotsFilled: number;
  }[];
};
