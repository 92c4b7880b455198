import { describe, expect, it } from 'vitest';
import { profileSchema } from './profile-schema';

const messages = (value: unknown) => {
  const result = profileSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('profileSchema (spec §5 profile)', () => {
  it('turns age and graduation year into null when they are not numbers', () => {
    const parsed = profileSchema.parse({ age: 'twenty', gradYear: '' });
    expect(parsed.age).toBeNull();
    expect(parsed.gradYear).toBeNull();
    expect(profileSchema.parse({ age: '24', gradYear: '2026' })).toMatchObject({ age: 24, gradYear: 2026 });
  });

  it('keeps numbers in range', () => {
    expect(messages({ age: 8 })).toEqual(['Age must be between 13 and 120']);
    expect(messages({ gradYear: 2050 })).toEqual(['Graduation year must be between 2024 and 2040']);
  });

  it('keeps state to 2 characters', () => {
    expect(messages({ state: 'TEX' })).toEqual(['State must be at most 2 characters']);
    expect(profileSchema.parse({ state: 'tx' }).state).toBe('TX');
  });

  it('stores interested tracks lowercase and checkbox groups from the spec lists only', () => {
    const parsed = profileSchema.parse({
      roleTypes: ['Performer', 'ambassador', 'performer'],
      markets: ['Austin', 'Dallas'],
      skills: ['DJing'],
      genres: ['R&B', 'House'],
    });
    expect(parsed.roleTypes).toEqual(['ambassador', 'performer']);
    expect(parsed.markets).toEqual(['Dallas', 'Austin']);
    expect(parsed.genres).toEqual(['House', 'R&B']);
    expect(messages({ markets: ['Paris'] })).toEqual(['Please choose markets from the list']);
    expect(messages({ skills: ['Juggling'] })).toEqual(['Please choose skills from the list']);
    expect(messages({ genres: ['Polka'] })).toEqual(['Please choose genres from the list']);
    expect(messages({ roleTypes: ['astronaut'] })).toEqual(['Please choose tracks from the list']);
  });

  it('follows D18 for links', () => {
    expect(messages({ website: 'javascript:alert(1)' })).toEqual(['Please enter a valid URL']);
    expect(messages({ portfolio: 'www.example.com' })).toEqual(['Please enter a valid URL']);
    expect(messages({ tiktok: '<script>' })).toEqual([
      'TikTok must be a handle like @name or a link starting with http:// or https://',
    ]);
    expect(profileSchema.parse({ instagram: '@me', website: 'https://me.example' })).toMatchObject({
      instagram: '@me',
      website: 'https://me.example',
    });
  });

  it('never accepts status, rank, XP, missions, email or the account link', () => {
    for (const key of ['status', 'rank', 'xpTotal', 'missionsCompleted', 'email', 'userId', 'id']) {
      expect(messages({ [key]: 'x' })).toEqual([`Unrecognized key: "${key}"`]);
    }
  });

  it('stores blank text as null', () => {
    expect(profileSchema.parse({ name: '  ', phone: '', equipment: ' ' })).toMatchObject({
      name: null,
      phone: null,
      equipment: null,
    });
    expect(messages({ phone: 'call me' })).toEqual(['Please enter a valid phone number']);
  });
});
