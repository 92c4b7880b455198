import { TRACKS, type Track } from './domain-values';
import { ADULT_AGE, TEAM_MIN_AGE } from './limits';

// spec §5 age rules: ambassador and partner any age; creator, performer and ops 18+; team 20+.
export const TRACK_MIN_AGE: Record<Track, number | null> = {
  ambassador: null,
  partner: null,
  creator: ADULT_AGE,
  performer: ADULT_AGE,
  ops: ADULT_AGE,
  team: TEAM_MIN_AGE,
};

const AGE_MESSAGES: Record<Track, string | null> = {
  ambassador: null,
  partner: null,
  creator: 'Creator track requires age 18+',
  performer: 'Performer track requires age 18+',
  ops: 'Ops track requires age 18+',
  team: 'Team roles require age 20+',
};

export const TRACK_NOT_AVAILABLE_MESSAGE = 'This track is not available for your age';

// spec §5 available tracks by age: unknown age shows all; under 18 shows ambassador and
// creator; 18-19 excludes team. (Creator is listed for under-18s although its age rule
// refuses them: the spec says both, and step 3 then shows 'Creator track requires age 18+'.
// See docs/decisions/021.)
export function availableTracks(age: number | null | undefined): Track[] {
  if (age === null || age === undefined || Number.isNaN(age)) return [...TRACKS];
  if (age < ADULT_AGE) return ['ambassador', 'creator'];
  if (age < TEAM_MIN_AGE) return TRACKS.filter((track) => track !== 'team');
  return [...TRACKS];
}

// The age rule of one track: its message, or null when the age passes (or is unknown).
export function trackAgeError(track: Track, age: number | null | undefined): string | null {
  const minimum = TRACK_MIN_AGE[track];
  if (minimum === null || age === null || age === undefined || Number.isNaN(age)) return null;
  return age < minimum ? AGE_MESSAGES[track] : null;
}

// What the server checks before accepting a track for an age: the age rule's own message
// first, then whether the wizard offers the track at that age at all.
export function trackEligibilityError(track: Track, age: number | null | undefined): string | null {
  return trackAgeError(track, age) ?? (availableTracks(age).includes(track) ? null : TRACK_NOT_AVAILABLE_MESSAGE);
}
