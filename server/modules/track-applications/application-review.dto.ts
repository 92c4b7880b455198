import type { CountDto } from '@shared/counts';
import type { TrackApplicationStatus } from '@shared/domain-values';
import type { PagedList } from '@shared/pagination';
import type { ReliabilityDto } from '../event-night/event-night.dto';

// spec §2 /admin/applications card.
export type ApplicationSummaryDto = {
  id: string;
  track: string;
  status: TrackApplicationStatus;
  createdAt: string;
  updatedAt: string;
  applicant: { personId: string; name: string | null; phone: string | null; city: string | null; state: string | null };
};

// 'Showing X of Y applications': `total` matches the search and filter, `overallTotal` is all of
// them (docs/decisions/005); each exact up to 10,000, estimated past it (issue 17:
// `totalPrecision`).
export type ApplicationsListDto = PagedList<ApplicationSummaryDto> & {
  totalPrecision: CountDto['precision'];
  overallTotal: CountDto;
};

// spec §2 /admin/application/:id: the application with the applicant's whole profile.
export type ApplicationDetailDto = {
  id: string;
  track: string;
  status: TrackApplicationStatus;
  targetCity: string | null;
  targetMarkets: string[];
  answers: Record<string, unknown>;
  // D31: the caller's own application: another team member handles it (no notes, no controls).
  ownRecord: boolean;
  opportunityTitle: string | null;
  createdAt: string;
  updatedAt: string;
  archivedAt: string | null;
  applicant: {
    personId: string;
    name: string | null;
    email: string | null;
    phone: string | null;
    age: number | null;
    city: string | null;
    state: string | null;
    travelRadius: string | null;
    school: string | null;
    gradYear: number | null;
    greekAffiliation: string | null;
    hasCar: boolean;
    experienceLevel: string | null;
    roleTypes: string[];
    markets: string[];
    skills: string[];
    genres: string[];
    instagram: string | null;
    tiktok: string | null;
    website: string | null;
    portfolio: string | null;
    equipment: string | null;
    availabilityNote: string | null;
    // D37: shown next to the person.
    reliability: ReliabilityDto;
  };
};

// Issue 19: what a bulk status change did: how many changed, and how many already had it.
export type BulkStatusResultDto = { status: TrackApplicationStatus; changed: number; unchanged: number };
