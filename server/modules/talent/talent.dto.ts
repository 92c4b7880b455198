import type { CountDto } from '@shared/counts';
import type { PagedList } from '@shared/pagination';

// One person in the talent results: what the filters look at, and nothing private beyond it
// (admins only, D12).
export type TalentResultDto = {
  id: string;
  name: string | null;
  city: string | null;
  state: string | null;
  age: number | null;
  travelRadius: string | null;
  markets: string[];
  genres: string[];
  skills: string[];
  rank: string;
  status: string;
  xpTotal: number;
  missionsCompleted: number;
  track: string | null;
  trackStatus: string | null;
  joinedAt: string;
};

export type TalentResultsDto = PagedList<TalentResultDto> & { totalPrecision: CountDto['precision'] };
