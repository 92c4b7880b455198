import { describe, expect, it } from 'vitest';
import { profileCompleteness } from './profile-completeness';

const empty = { name: null, phone: null, city: null, state: null, markets: [], skills: [] };

describe('profileCompleteness (spec §5: six equal checks, rounded)', () => {
  it('is 0 for an empty profile and lists every check', () => {
    expect(profileCompleteness(empty)).toEqual({
      percent: 0,
      missing: ['name', 'phone', 'city', 'state', 'markets', 'skills'],
    });
  });

  it.each([
    [{ name: 'Ana' }, 17],
    [{ name: 'Ana', phone: '555 0100' }, 33],
    [{ name: 'Ana', phone: '555 0100', city: 'Dallas' }, 50],
    [{ name: 'Ana', phone: '555 0100', city: 'Dallas', state: 'TX' }, 67],
    [{ name: 'Ana', phone: '555 0100', city: 'Dallas', state: 'TX', markets: ['Dallas'] }, 83],
    [{ name: 'Ana', phone: '555 0100', city: 'Dallas', state: 'TX', markets: ['Dallas'], skills: ['DJing'] }, 100],
  ])('%o → %i%%', (fields, percent) => {
    expect(profileCompleteness({ ...empty, ...fields }).percent).toBe(percent);
  });

  it('does not count blank text', () => {
    expect(profileCompleteness({ ...empty, name: '   ', city: '' }).percent).toBe(0);
  });
});
