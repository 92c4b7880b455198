import type { CountDto } from '@shared/counts';
import type { PagedList } from '@shared/pagination';
import type { ImageDto } from '../media/media.dto';
import type { ReliabilityDto } from '../event-night/event-night.dto';

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
  // D37: shown next to the person.
  reliability: ReliabilityDto;
  // D33: their profile photo (the grid view).
  photo: ImageDto | null;
};

export type TalentResultsDto = PagedList<TalentResultDto> & {
  totalPrecision: CountDto['precision'];
  // Issue 41: a search that found nobody offers the closest name (null otherwise).
  suggestion: string | null;
};
