import { photoByPerson } from '../media/media.dto';
import { findProfilePhotos } from '../media/media-images.repo';
import type { TalentQuery } from '@shared/talent-search';
import { pageOffset } from '@shared/pagination';
import type { Database } from '../../db/database';
import { parseSearch, searchedWords } from '../opportunities/search-query';
import type { TalentResultsDto } from './talent.dto';
import { searchTalent } from './talent.repo';
import { closestName } from './talent-suggestion.repo';

// Issue 41: a name is offered for a search of at least this many letters that found nobody.
const SUGGESTED_FROM_LENGTH = 3;

// "Did you mean …?" on names (docs/decisions/152): the searched words, without the search's syntax,
// against the names of the people the other filters keep; nothing when it is what was typed.
async function nameSuggestion(db: Database, query: TalentQuery): Promise<string | null> {
  const typed = searchedWords(parseSearch(query.q ?? '')).join(' ');
  if (typed.length < SUGGESTED_FROM_LENGTH) return null;
  const name = await closestName(db, query, typed);
  return name && name.toLowerCase() !== typed ? name : null;
}

// Issue 20: the talent page (admins only, D12).
export function createTalentService(db: Database) {
  return {
    async search(query: TalentQuery): Promise<TalentResultsDto> {
      const { rows, total } = await searchTalent(db, query, { limit: query.pageSize, offset: pageOffset(query) });
      const nobody = total.value === 0 && query.page === 1;
      const photoOf = photoByPerson(
        await findProfilePhotos(
          db,
          rows.map((row) => row.id),
        ),
      );
      return {
        items: rows.map(({ createdAt, reliabilityAttended, reliabilityCounted, ...row }) => ({
          ...row,
          joinedAt: new Date(createdAt).toISOString(),
          reliability: { attended: reliabilityAttended, counted: reliabilityCounted },
          photo: photoOf(row.id),
        })),
        page: query.page,
        pageSize: query.pageSize,
        total: total.value,
        totalPrecision: total.precision,
        suggestion: nobody && query.q ? await nameSuggestion(db, query) : null,
      };
    },
  };
}

export type TalentService = ReturnType<typeof createTalentService>;
