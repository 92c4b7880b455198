import type { TalentQuery } from '@shared/talent-search';
import { pageOffset } from '@shared/pagination';
import type { Database } from '../../db/database';
import type { TalentResultsDto } from './talent.dto';
import { searchTalent } from './talent.repo';

// Issue 20: the talent page (admins only, D12).
export function createTalentService(db: Database) {
  return {
    async search(query: TalentQuery): Promise<TalentResultsDto> {
      const { rows, total } = await searchTalent(db, query, { limit: query.pageSize, offset: pageOffset(query) });
      return {
        items: rows.map(({ createdAt, ...row }) => ({ ...row, joinedAt: new Date(createdAt).toISOString() })),
        page: query.page,
        pageSize: query.pageSize,
        total: total.value,
        totalPrecision: total.precision,
      };
    },
  };
}

export type TalentService = ReturnType<typeof createTalentService>;
