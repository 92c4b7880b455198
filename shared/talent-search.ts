import { z } from './zod';
import { PERSON_RANKS, TRACK_APPLICATION_STATUSES, TRACKS } from './domain-values';
import { pageQuerySchema } from './pagination';
import { PROFILE_GENRES, PROFILE_MARKETS, PROFILE_SKILLS } from './profile-options';
import { TRAVEL_RADIUS_VALUES } from './track-catalog';

// Issue 20: the back office's talent search (docs/decisions/121).
export const AGE_BANDS = {
  '18-20': [18, 20],
  '21-24': [21, 24],
  '25-29': [25, 29],
  '30-39': [30, 39],
  '40+': [40, 120],
} as const satisfies Record<string, readonly [number, number]>;
export type AgeBand = keyof typeof AGE_BANDS;
export const AGE_BAND_VALUES = Object.keys(AGE_BANDS) as AgeBand[];

// `relevance` orders by the free text's match; `newest` is the default, searching or not.
// `reliability`: the share of the last bookings attended (D37), people without history last.
export const TALENT_SORTS = ['newest', 'relevance', 'xp', 'missions', 'reliability', 'name'] as const;
export type TalentSort = (typeof TALENT_SORTS)[number];
export const TALENT_SORT_LABELS: Record<TalentSort, string> = {
  newest: 'Newest',
  relevance: 'Best match',
  xp: 'Most XP',
  missions: 'Most missions',
  reliability: 'Most reliable',
  name: 'Name',
};

const choice = <Values extends readonly [string, ...string[]]>(values: Values, what: string) =>
  z.enum(values, `Choose a valid ${what}`).optional();
const atLeast = (what: string) =>
  z.coerce.number(`${what} must be a number`).int(`${what} must be a whole number`).min(0).max(1_000_000).optional();

export const talentQuerySchema = pageQuerySchema.extend({
  q: z.string('Search must be text').trim().max(200, 'Search is too long').optional(),
  track: choice(TRACKS, 'track'),
  trackStatus: choice(TRACK_APPLICATION_STATUSES, 'track status'),
  city: z.string('City must be text').trim().max(100, 'City is too long').optional(),
  market: choice(PROFILE_MARKETS, 'market'),
  genre: choice(PROFILE_GENRES, 'genre'),
  skill: choice(PROFILE_SKILLS, 'skill'),
  age: z.enum(AGE_BAND_VALUES as [AgeBand, ...AgeBand[]], 'Choose a valid age band').optional(),
  travelRadius: choice(TRAVEL_RADIUS_VALUES, 'travel radius'),
  rank: choice(PERSON_RANKS, 'rank'),
  minXp: atLeast('Minimum XP'),
  minMissions: atLeast('Minimum missions'),
  // Issue 42 (D37): at least this percent of the last bookings attended (nobody without history).
  minReliability: z.coerce
    .number('Minimum reliability must be a number')
    .int('Minimum reliability must be a whole number')
    .min(0, 'Minimum reliability is a percent')
    .max(100, 'Minimum reliability is a percent')
    .optional(),
  sort: z.enum(TALENT_SORTS, 'Choose a valid order').optional(),
});
export type TalentQuery = z.output<typeof talentQuerySchema>;
// The filters a talent page's address may hold (everything but paging).
export const TALENT_FILTERS = [
  'q',
  'track',
  'trackStatus',
  'city',
  'market',
  'genre',
  'skill',
  'age',
  'travelRadius',
  'rank',
  'minXp',
  'minMissions',
  'minReliability',
  'sort',
] as const satisfies readonly (keyof TalentQuery)[];
