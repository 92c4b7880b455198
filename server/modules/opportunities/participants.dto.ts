import type { ImageDto } from '../media/media.dto';
import type { OpportunityApplicationStatus, OpportunityStatus } from '@shared/domain-values';
import type { PagedList } from '@shared/pagination';
import type { ReliabilityDto } from '../event-night/event-night.dto';

// The opportunity's spots, shown above its applicants (spec §2 participants widget).
export type ParticipantSlotsDto = {
  id: string;
  title: string;
  status: OpportunityStatus;
  slotsTotal: number;
  slotsFilled: number;
};

// One applicant: what they sent (a cover letter, or the creative answers of spec §3) and where
// their application stands (D11).
export type ParticipantDto = {
  id: string;
  personId: string;
  name: string | null;
  status: OpportunityApplicationStatus;
  coverLetter: string | null;
  applicationData: Record<string, string> | null;
  appliedAt: string;
  updatedAt: string;
  // D31: the caller's own application: another admin moves it.
  ownRecord: boolean;
  // D37: shown next to the person.
  reliability: ReliabilityDto;
  // D33: their profile photo.
  photo: ImageDto | null;
};

export type ParticipantsDto = PagedList<ParticipantDto> & { opportunity: ParticipantSlotsDto };

// The answer to a status change: the application as it is now, and the spots it may have taken.
export type ParticipantChangeDto = {
  participant: { id: string; status: OpportunityApplicationStatus };
  opportunity: ParticipantSlotsDto;
};
