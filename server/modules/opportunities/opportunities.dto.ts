import type { CountDto } from '@shared/counts';
import type { OpportunityStatus, OpportunityType } from '@shared/domain-values';
import type { PagedList } from '@shared/pagination';
import type { ImageDto } from '../media/media.dto';

// `slug` names the tag in a list's address (?tags=dj,paid; docs/decisions/097).
export type OpportunityTagDto = { id: string; label: string; slug: string; color: string | null };

// A card of the public list (spec §2 /opportunities).
export type OpportunityCardDto = {
  id: string;
  title: string;
  city: string | null;
  // A calendar day, YYYY-MM-DD.
  date: string | null;
  opportunityType: OpportunityType;
  // spec §4: 0 means invite only.
  slotsTotal: number;
  featured: boolean;
  // What the gig pays, as the team wrote it ("$250–$400"), when it says.
  budgetRange: string | null;
  // spec §2: the description cut to 200 characters with an ellipsis.
  descriptionPreview: string;
  tags: OpportunityTagDto[];
  createdAt: string;
  // Issue 42 (D36): when it starts and ends (ISO instants; none without a date), shown in its
  // time zone.
  startsAt: string | null;
  endsAt: string | null;
  timeZone: string;
  // D33: its flyer, when it has one (the card shows it; else the card has no image).
  flyer: ImageDto | null;
};

// docs/decisions/005: `total` counts the rows matching the filters, `openTotal` every listed one
// (open, not past: D22). D21: each is exact up to 10,000; past that it is 10,000 and its
// `…Capped` flag says "10,000+". `suggestion` is a close spelling of a search that found
// nothing, which finds something with the same filters ("Did you mean …?").
export type OpportunityListDto = PagedList<OpportunityCardDto> & {
  totalCapped: boolean;
  openTotal: number;
  openTotalCapped: boolean;
  suggestion: string | null;
};

// GET /api/opportunities/:id/similar (spec §7): up to 3 cards.
export type SimilarOpportunitiesDto = { items: OpportunityCardDto[] };

// spec §2 /opportunity/:id and the admin dialogs: every field of spec §3 plus featured (D8).
export type OpportunityDetailDto = {
  id: string;
  title: string;
  description: string;
  city: string | null;
  date: string | null;
  opportunityType: OpportunityType;
  vertical: string | null;
  status: OpportunityStatus;
  slotsTotal: number;
  slotsFilled: number;
  responsibilities: string | null;
  idealCandidate: string | null;
  perks: string | null;
  venue: string | null;
  budgetRange: string | null;
  featured: boolean;
  // Issue 42 (D36): when it starts and ends and the crew is called (ISO instants; none without
  // a date), shown in its time zone.
  timeZone: string;
  startsAt: string | null;
  endsAt: string | null;
  callAt: string | null;
  // D22: its date has passed (it no longer appears in the public list; admins see it marked).
  past: boolean;
  tags: OpportunityTagDto[];
  createdAt: string;
  updatedAt: string;
  // D33: its flyer, shown on its page and as its link preview.
  flyer: ImageDto | null;
};

// `total` is exact up to 10,000 and estimated past it (issue 17: `totalPrecision`).
// Issue 19: each row says how many applications wait (pending) and how many were accepted
// (accepted or completed); the open spots are slotsTotal - slotsFilled.
export type AdminOpportunityRowDto = OpportunityDetailDto & { pendingCount: number; acceptedCount: number };
export type AdminOpportunityListDto = PagedList<AdminOpportunityRowDto> & { totalPrecision: CountDto['precision'] };

export type TagListDto = { items: OpportunityTagDto[] };
