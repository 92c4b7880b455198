import type { AdminOpportunitiesQuery } from '@shared/admin-opportunity-schemas';
import type { OpportunityStatus, OpportunityType } from '@shared/domain-values';
import { hasActiveFilters, type OpportunityListQuery } from '@shared/opportunity-filters';
import { pageOffset } from '@shared/pagination';
import { COUNT_CAP, SIMILAR_OPPORTUNITIES_LIMIT } from '@shared/limits';
import { previewText } from '@shared/text-preview';
import type { SessionUser } from '../../app-env';
import type { DatabaseHandle } from '../../db/database';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { createCoalescer } from '../../lib/coalesce';
import type { Logger } from '../../lib/logger';
import { createReadCache } from '../../lib/read-cache';
import { type ImageDto, toImageDto } from '../media/media.dto';
import { findFlyers } from '../media/media-images.repo';
import { findRolesOfUser } from '../team/team.repo';
import { createCountCache } from './count-cache';
import type {
  AdminOpportunityListDto,
  OpportunityCardDto,
  OpportunityDetailDto,
  OpportunityListDto,
  OpportunityTagDto,
  SimilarOpportunitiesDto,
} from './opportunities.dto';
import {
  countAllOpportunities,
  deleteOpportunity,
  insertOpportunity,
  listAllOpportunities,
  listOpenOpportunityStamps,
  prepareOpportunityReads,
  type OpportunityDetailRow,
  type OpportunityRowValues,
  slotsFilledOf,
  updateOpportunity,
} from './opportunities.repo';
import { findApplicationOfUser } from './opportunity-applications.repo';
import { OPPORTUNITY_CHANGES_CHANNEL, watchChangeNotices } from '../../db/change-notices';
import { unlistPast } from './listed.repo';
import { OPPORTUNITY_NOT_FOUND, opportunityIdOrNotFound } from './opportunity-id';
import {
  countListed,
  type ListFilters,
  type ListSearch,
  listPage,
  type OpportunityCardRow,
} from './opportunity-list.repo';
import { wordsBeginning } from './prefix-expansion.repo';
import { hasWords, parseSearch, prefixWord, type SearchQuery, withExpansion } from './search-query';
import { matchFrequency, parseTsQuery } from './search-frequency';
import { createSearchStats } from './search-stats.repo';
import { resolveSearchTsQuery } from './search-tsquery.repo';
import { listSimilar } from './similar.repo';
import { spellingSuggestion } from './spelling-suggestion';
import { createTagDictionary } from './tag-dictionary';
import { createTagRarity } from './tag-rarity';

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());

function toCard(row: OpportunityCardRow, tags: OpportunityTagDto[], flyer: ImageDto | null): OpportunityCardDto {
  return {
    id: row.id,
    title: row.title,
    city: row.city,
    date: row.date,
    opportunityType: row.opportunityType as OpportunityType,
    slotsTotal: row.slotsTotal,
    featured: row.featured,
    budgetRange: row.budgetRange,
    descriptionPreview: previewText(row.description),
    tags,
    createdAt: iso(row.createdAt),
    startsAt: row.startsAt ? iso(row.startsAt) : null,
    endsAt: row.endsAt ? iso(row.endsAt) : null,
    timeZone: row.timeZone,
    flyer,
  };
}

function toDetail(
  { tagIds: _ids, ...row }: OpportunityDetailRow,
  tags: OpportunityTagDto[],
  flyer: ImageDto | null,
): OpportunityDetailDto {
  return {
    ...row,
    tags,
    flyer,
    opportunityType: row.opportunityType as OpportunityType,
    status: row.status as OpportunityStatus,
    startsAt: row.startsAt ? iso(row.startsAt) : null,
    endsAt: row.endsAt ? iso(row.endsAt) : null,
    callAt: row.callAt ? iso(row.callAt) : null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

function countKey(filters: ListFilters): string {
  const { search, type, city, from, to, tagIds } = filters;
  return JSON.stringify([
    search ? ['q', search.tsquery] : null,
    type ?? '',
    city?.toLowerCase() ?? '',
    from ?? '',
    to ?? '',
    [...(tagIds ?? [])].sort(),
  ]);
}

// D21: a count read up to COUNT_CAP + 1 says "10,000+" past COUNT_CAP.
const capped = (count: number) => ({ value: Math.min(count, COUNT_CAP), capped: count > COUNT_CAP });

// Public reads are kept this long at most (docs/decisions/017); any change clears them sooner.
const PUBLIC_READ_TTL_MS = 5_000;

export function createOpportunitiesService(
  database: Pick<DatabaseHandle, 'db' | 'listen'>,
  options: { logger?: Logger } = {},
) {
  const { db } = database;
  const reads = prepareOpportunityReads(db);
  const counts = createCountCache();
  const tagNames = createTagDictionary(db);
  const tagRarity = createTagRarity(db);
  // D33: the flyers of the rows, by opportunity.
  const flyersOf = async (rows: { id: string }[]) => {
    const flyers = await findFlyers(
      db,
      rows.map((row) => row.id),
    );
    const byOpportunity = new Map(flyers.map((flyer) => [flyer.opportunityId, toImageDto(flyer)]));
    return (id: string) => byOpportunity.get(id) ?? null;
  };
  const cards = async (rows: OpportunityCardRow[]) => {
    const [tags, flyerOf] = await Promise.all([tagNames.name(rows.map((row) => row.tagIds)), flyersOf(rows)]);
    return rows.map((row, index) => toCard(row, tags[index] ?? [], flyerOf(row.id)));
  };
  const details = async (rows: OpportunityDetailRow[]) => {
    const [tags, flyerOf] = await Promise.all([tagNames.name(rows.map((row) => row.tagIds)), flyersOf(rows)]);
    return rows.map((row, index) => toDetail(row, tags[index] ?? [], flyerOf(row.id)));
  };
  const detail = async (row: OpportunityDetailRow) => (await details([row]))[0] as OpportunityDetailDto;
  // The detail of a kept row (rowReads below) is made once: the same answer while the row is
  // kept, so its body is written and compressed once too (lib/kept-body.ts).
  const keptDetails = new WeakMap<OpportunityDetailRow, Promise<OpportunityDetailDto>>();
  const keptDetail = (row: OpportunityDetailRow) => {
    let made = keptDetails.get(row);
    if (!made) {
      made = detail(row);
      keptDetails.set(row, made);
      made.catch(() => keptDetails.delete(row));
    }
    return made;
  };
  // Public reads repeat (the first page of the list above all): identical concurrent ones
  // share one query, and their answers are kept while this process hears every change
  // (migration 0006, change-notices.ts). Every write here, and every change notice, forgets them.
  const changes = watchChangeNotices(database, OPPORTUNITY_CHANGES_CHANNEL, () => forgetReads(), {
    kept: 'public reads',
    logger: options.logger,
  });
  const kept = { ttlMs: PUBLIC_READ_TTL_MS, keeping: changes.hearing };
  const listReads = createReadCache<OpportunityListDto>({ ...kept, maxEntries: 500 });
  const rowReads = createReadCache<OpportunityDetailRow | undefined>({ ...kept, maxEntries: 2_000 });
  const similarReads = createReadCache<SimilarOpportunitiesDto>({ ...kept, maxEntries: 2_000 });
  const beginnings = createReadCache<string[] | null>({ ...kept, maxEntries: 2_000 });
  const tsqueries = createReadCache<string>({ ...kept, maxEntries: 2_000 });
  const searchStats = createSearchStats(db);
  // Others that keep what they made from public reads (the server-rendered pages).
  const keepers = new Set<() => void>();
  const forgetReads = () => {
    for (const forget of keepers) forget();
    counts.clear();
    tagNames.forget();
    listReads.clear();
    rowReads.clear();
    similarReads.clear();
    beginnings.clear();
    tsqueries.clear();
  };

  // D32: an opportunity's page outlives its openings: open, filled, closed or past, anyone reads
  // it (a shared link keeps working). A draft is seen by staff (the admin list's View opens it)
  // and by a person who applied (never, unless it went back to draft after); to anyone else it
  // does not exist.
  async function visibleOrNotFound(rawId: string, viewer: SessionUser | null): Promise<OpportunityDetailRow> {
    const id = opportunityIdOrNotFound(rawId);
    changes.retry();
    const row = await rowReads.read(id, () => reads.findById(id));
    if (!row) throw notFound(OPPORTUNITY_NOT_FOUND);
    if (row.status !== 'draft') return row;
    if (viewer) {
      const [roles, applied] = await Promise.all([
        findRolesOfUser(db, viewer.id),
        findApplicationOfUser(db, id, viewer.id),
      ]);
      if (roles.length > 0 || applied !== undefined) return row;
    }
    throw notFound(OPPORTUNITY_NOT_FOUND);
  }

  async function adminFindOrNotFound(rawId: string): Promise<OpportunityDetailDto> {
    const row = await reads.findById(opportunityIdOrNotFound(rawId));
    if (!row) throw notFound(OPPORTUNITY_NOT_FOUND);
    return detail(row);
  }

  // A count past its freshness is served while one request counts again (count-cache.ts).
  const recounts = createCoalescer<void>();
  function recountLater(key: string, filters: ListFilters): void {
    const stamp = counts.stamp();
    recounts
      .run(key, async () => counts.set(key, await countListed(db, filters), stamp))
      .catch(() => {
        // The served count stays until its lifetime ends; the first request after that counts.
      });
  }
  // The count of listed opportunities matching the filters (up to COUNT_CAP + 1), kept or read.
  async function countOf(filters: ListFilters, known?: number): Promise<number> {
    const key = countKey(filters);
    const stamp = counts.stamp();
    const kept = counts.get(key);
    if (kept) {
      if (!kept.fresh) recountLater(key, filters);
      return kept.value;
    }
    const count = known ?? (await countListed(db, filters));
    counts.set(key, count, stamp);
    return count;
  }

  // D21, docs/decisions/137: the word being typed as the indexed words it begins. Which words
  // those are changes only with a write to opportunities, so they are kept like public reads.
  async function expanded(search: SearchQuery): Promise<SearchQuery> {
    const typed = prefixWord(search);
    if (typed === undefined) return search;
    const words = await beginnings.read(typed, () => wordsBeginning(db, typed));
    return words ? withExpansion(search, words) : search;
  }

  // A parsed search as the list's statements take it (docs/decisions/142).
  async function resolved(search: SearchQuery): Promise<ListSearch> {
    const [tsquery, stats] = await Promise.all([
      tsqueries.read(JSON.stringify(search), () => resolveSearchTsQuery(db, search)),
      searchStats.read(),
    ]);
    const parsed = parseTsQuery(tsquery);
    return {
      tsquery,
      frequency: {
        title: matchFrequency(parsed, stats.title),
        listing: matchFrequency(parsed, stats.listing),
        document: matchFrequency(parsed, stats.document),
      },
      listed: stats.listed,
    };
  }

  // spec §2 /opportunities, D15, D21, D22: one page of the listed opportunities matching the
  // filters, in the chosen order, with the counts behind 'Showing X of Y opportunities'.
  async function readOpenPage(query: OpportunityListQuery): Promise<OpportunityListDto> {
    const { page, pageSize, sort = 'featured', q, tags, type, city, from, to } = query;
    const parsed = q === undefined ? undefined : await expanded(parseSearch(q));
    const search = parsed && hasWords(parsed) ? await resolved(parsed) : undefined;
    // D21: a search of no word finds nothing, nor one of stop words only ("the": no tsquery).
    const findsNothing = parsed !== undefined && (search === undefined || search.tsquery === '');
    const filters: ListFilters = { search, type, city, from, to, tagIds: tags && (await tagNames.resolve(tags)) };
    const offset = pageOffset({ page, pageSize });
    // D21: the rows past the 10,000th are not served.
    const limit = Math.min(pageSize, COUNT_CAP - offset);
    const rows = limit > 0 && !findsNothing ? await listPage(db, filters, { sort, limit, offset }) : [];
    // A first page that is not full counts its own rows.
    const shortFirstPage = offset === 0 && rows.length < pageSize ? rows.length : undefined;
    const total = findsNothing ? 0 : await countOf(filters, shortFirstPage);
    const openTotal = hasActiveFilters(query) ? await countOf({}) : total;
    const suggestion =
      q !== undefined && total === 0 && !findsNothing ? await spellingSuggestion(db, q, filters, resolved) : null;
    const shown = capped(total);
    const open = capped(openTotal);
    return {
      items: await cards(rows),
      page,
      pageSize,
      total: shown.value,
      totalCapped: shown.capped,
      openTotal: open.value,
      openTotalCapped: open.capped,
      suggestion,
    };
  }

  return {
    listOpen(query: OpportunityListQuery): Promise<OpportunityListDto> {
      changes.retry();
      const { q, type, city, from, to, tags, sort, page, pageSize } = query;
      const key = [q ?? '', type ?? '', city?.toLowerCase() ?? '', from ?? '', to ?? '', [...(tags ?? [])].sort()];
      return listReads.read(JSON.stringify([...key, sort ?? 'featured', page, pageSize]), () => readOpenPage(query));
    },

    async getVisible(rawId: string, viewer: SessionUser | null): Promise<OpportunityDetailDto> {
      return keptDetail(await visibleOrNotFound(rawId, viewer));
    },

    async similarTo(rawId: string, viewer: SessionUser | null): Promise<SimilarOpportunitiesDto> {
      const current = await visibleOrNotFound(rawId, viewer);
      return similarReads.read(current.id, async () => {
        const { listed, tags } = await tagRarity.weigh(current.tagIds);
        const rows = await listSimilar(db, { ...current, tags, listed }, SIMILAR_OPPORTUNITIES_LIMIT);
        return { items: await cards(rows) };
      });
    },
    // The sitemap: every open opportunity (a sitemap holds at most 50,000 addresses).
    async sitemapEntries(): Promise<{ id: string; updatedAt: string }[]> {
      const rows = await listOpenOpportunityStamps(db, 50_000);
      return rows.map((row) => ({ id: row.id, updatedAt: new Date(row.updatedAt).toISOString() }));
    },

    // D19: the link preview of a public opportunity; nothing for unknown or non-public ids.
    async findForPreview(rawId: string): Promise<OpportunityDetailDto | undefined> {
      try {
        return await detail(await visibleOrNotFound(rawId, null));
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return undefined;
        throw error;
      }
    },

    // Admin (issue 6): every status; issue 19: searched, filtered, sorted, with each row's
    // pending and accepted applications.
    async adminList(query: AdminOpportunitiesQuery): Promise<AdminOpportunityListDto> {
      const [rows, total] = await Promise.all([listAllOpportunities(db, query), countAllOpportunities(db, query)]);
      const items = await details(rows);
      return {
        items: items.map((item, index) => ({
          ...item,
          pendingCount: rows[index]?.pendingCount ?? 0,
          acceptedCount: rows[index]?.acceptedCount ?? 0,
        })),
        page: query.page,
        pageSize: query.pageSize,
        total: total.value,
        totalPrecision: total.precision,
      };
    },

    adminGet: adminFindOrNotFound,

    // Any other writer of opportunities or their tags calls this after its transaction, so
    // this process reads its own writes at once (other processes hear of them, see above).
    forgetReads,

    // What another part keeps from public reads follows the same rule (docs/decisions/017):
    // kept only while changes are heard, forgotten with every change.
    keepsPublicReads: {
      keeping: changes.hearing,
      onForget: (forget: () => void) => keepers.add(forget),
    },

    // Start-up: keep public reads from now on (docs/decisions/017). Shut-down: close().
    watchChanges: changes.start,
    close: changes.close,

    async create(values: OpportunityRowValues): Promise<OpportunityDetailDto> {
      const id = await insertOpportunity(db, values);
      forgetReads();
      return adminFindOrNotFound(id);
    },

    async update(rawId: string, values: OpportunityRowValues): Promise<OpportunityDetailDto> {
      const id = opportunityIdOrNotFound(rawId);
      const outcome = await updateOpportunity(db, id, values);
      forgetReads();
      if (outcome === 'missing') throw notFound(OPPORTUNITY_NOT_FOUND);
      if (outcome === 'too-few-slots') {
        const filled = (await slotsFilledOf(db, id)) ?? 0;
        throw conflict(
          values.slotsTotal === 0
            ? `This opportunity cannot become invite only: ${filled} spots are already filled`
            : `Total spots cannot be fewer than the ${filled} already filled`,
        );
      }
      return adminFindOrNotFound(id);
    },

    async remove(rawId: string): Promise<void> {
      const deleted = await deleteOpportunity(db, opportunityIdOrNotFound(rawId));
      forgetReads();
      if (!deleted) throw notFound(OPPORTUNITY_NOT_FOUND);
    },

    // The hourly sweep: events whose day has passed leave the public indexes (docs/decisions/135).
    async unlistPast(): Promise<number> {
      const unlisted = await unlistPast(db);
      if (unlisted > 0) forgetReads();
      return unlisted;
    },
  };
}

export type OpportunitiesService = ReturnType<typeof createOpportunitiesService>;
