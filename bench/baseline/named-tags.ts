import type { Database } from '../../server/db/database';
import { findFlyers } from '../../server/modules/media/media-images.repo';
import { type ImageDto, toImageDto } from '../../server/modules/media/media.dto';
import type { OpportunityTagDto } from '../../server/modules/opportunities/opportunities.dto';
import type { TagDictionary } from '../../server/modules/opportunities/tag-dictionary';

// Cards carry their tags as ids; the app names them from the tag dictionary it keeps
// (docs/decisions/016), which reads every tag again when it meets an id it does not know and at
// least once a minute. The baseline names them the same way, so it reads the tags when the app does.
// Like the app's cards, they also carry their flyers (D33), read beside the names.
export async function withTagNames<Row extends { id: string; tagIds: string[] }>(
  db: Database,
  tagNames: TagDictionary,
  rows: Row[],
): Promise<(Row & { tags: OpportunityTagDto[]; flyer: ImageDto | null })[]> {
  const [tags, flyers] = await Promise.all([
    tagNames.name(rows.map((row) => row.tagIds)),
    findFlyers(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  const byOpportunity = new Map(flyers.map((flyer) => [flyer.opportunityId, toImageDto(flyer)]));
  return rows.map((row, index) => ({ ...row, tags: tags[index] ?? [], flyer: byOpportunity.get(row.id) ?? null }));
}
