import { TRACKS } from './domain-values';
import type { Option } from './track-catalog';

// spec §9 profile checkbox groups. The wizard's market list is not shown in the spec; it
// uses the profile's markets, so both land in the same `people.markets` values.
export const PROFILE_MARKETS = ['Dallas', 'Austin', 'Houston', 'Tulsa', 'Phoenix', 'National', 'Other'] as const;
export type ProfileMarket = (typeof PROFILE_MARKETS)[number];

export const PROFILE_SKILLS = [
  'Event Management',
  'Marketing',
  'Operations',
  'Design',
  'Photography',
  'Videography',
  'DJing',
  'Live Performance',
  'Production',
  'Editing',
] as const;

export const PROFILE_GENRES = ['House', 'Hip-Hop', 'EDM', 'Pop', 'Rock', 'Live Band', 'Acoustic', 'R&B'] as const;

// spec §9: interested tracks are shown capitalised and stored lowercase (the track values).
export const INTERESTED_TRACK_OPTIONS: Option<(typeof TRACKS)[number]>[] = TRACKS.map((track) => ({
  value: track,
  label: track.charAt(0).toUpperCase() + track.slice(1),
}));
