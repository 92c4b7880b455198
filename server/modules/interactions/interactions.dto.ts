import type { InteractionType } from '@shared/domain-values';
import type { PagedList } from '@shared/pagination';

// spec §2/§7 communication log of a person: newest first, with the author's name.
export type InteractionDto = {
  id: string;
  personId: string;
  type: InteractionType;
  subject: string;
  content: string;
  authorName: string | null;
  createdAt: string;
  // The author, or an admin (docs/decisions/032).
  canDelete: boolean;
};

export type InteractionsListDto = PagedList<InteractionDto>;
