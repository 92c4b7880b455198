import { describe, expect, it } from 'vitest';
import { TRACKS } from './domain-values';
import {
  availableTracks,
  TRACK_NOT_AVAILABLE_MESSAGE,
  trackAgeError,
  trackEligibilityError,
} from './track-eligibility';

describe('availableTracks (spec §5 available tracks by age)', () => {
  it('shows every track while the age is unknown', () => {
    expect(availableTracks(undefined)).toEqual([...TRACKS]);
    expect(availableTracks(null)).toEqual([...TRACKS]);
    expect(availableTracks(Number.NaN)).toEqual([...TRACKS]);
  });

  it.each([13, 16, 17])('shows ambassador and creator at %i', (age) => {
    expect(availableTracks(age)).toEqual(['ambassador', 'creator']);
  });

  it.each([18, 19])('shows everything but team at %i', (age) => {
    expect(availableTracks(age)).toEqual(['ambassador', 'creator', 'performer', 'ops', 'partner']);
  });

  it.each([20, 35])('shows every track at %i', (age) => {
    expect(availableTracks(age)).toEqual([...TRACKS]);
  });
});

describe('trackAgeError (spec §5 age rules)', () => {
  it.each([
    ['creator', 17, 'Creator track requires age 18+'],
    ['performer', 17, 'Performer track requires age 18+'],
    ['ops', 17, 'Ops track requires age 18+'],
    ['team', 19, 'Team roles require age 20+'],
  ] as const)('refuses %s at %i', (track, age, message) => {
    expect(trackAgeError(track, age)).toBe(message);
  });

  it.each([
    ['creator', 18],
    ['performer', 18],
    ['ops', 18],
    ['team', 20],
    ['ambassador', 13],
    ['partner', 13],
  ] as const)('accepts %s at %i', (track, age) => {
    expect(trackAgeError(track, age)).toBeNull();
  });

  it('has nothing to say about an unknown age', () => {
    expect(trackAgeError('team', undefined)).toBeNull();
  });
});

describe('trackEligibilityError (what the server checks)', () => {
  it('gives the age rule first, then refuses tracks not offered at that age', () => {
    expect(trackEligibilityError('creator', 16)).toBe('Creator track requires age 18+');
    expect(trackEligibilityError('partner', 16)).toBe(TRACK_NOT_AVAILABLE_MESSAGE);
    expect(trackEligibilityError('team', 18)).toBe('Team roles require age 20+');
    expect(trackEligibilityError('ambassador', 16)).toBeNull();
    expect(trackEligibilityError('partner', 18)).toBeNull();
    expect(trackEligibilityError('team', 20)).toBeNull();
  });
});
