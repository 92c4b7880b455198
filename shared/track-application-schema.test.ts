import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  aboutYouSchema,
  trackApplicationSchema,
  trackChoiceSchema,
  trackDetailsMessages,
  targetMarketsSchema,
} from './track-application-schema';

const messages = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.message))];
};

const base = {
  age: 22,
  city: 'Dallas',
  state: 'tx',
  travelRadius: 'regional',
  targetMarkets: ['Dallas', 'Austin'],
  targetCity: 'Dallas',
  consent: true,
};

describe('step 1 "Tell us about yourself"', () => {
  it('needs age, city and state, with one message', () => {
    expect(messages(aboutYouSchema, {})).toEqual(['Please fill in all required fields']);
    expect(messages(aboutYouSchema, { age: 20, city: 'Dallas', state: '  ' })).toEqual([
      'Please fill in all required fields',
    ]);
    expect(messages(aboutYouSchema, { city: 'Dallas', state: 'TX' })).toEqual(['Please fill in all required fields']);
  });

  it('keeps state to 2 characters, uppercase, and travel radius optional', () => {
    expect(messages(aboutYouSchema, { age: 20, city: 'Dallas', state: 'TEX' })).toEqual([
      'State must be at most 2 characters',
    ]);
    expect(aboutYouSchema.parse({ age: 20, city: 'Other', state: 'ok', travelRadius: '' })).toEqual({
      age: 20,
      city: 'Other',
      state: 'OK',
      travelRadius: null,
    });
  });

  it('offers only the spec cities and sensible ages', () => {
    expect(messages(aboutYouSchema, { age: 20, city: 'Paris', state: 'TX' })).toEqual([
      'Please fill in all required fields',
    ]);
    expect(messages(aboutYouSchema, { age: 7, city: 'Dallas', state: 'TX' })).toEqual([
      'Age must be between 13 and 120',
    ]);
    expect(messages(aboutYouSchema, { age: 20.5, city: 'Dallas', state: 'TX' })).toEqual([
      'Age must be between 13 and 120',
    ]);
  });
});

describe('step 2 "What are you here to do?"', () => {
  it('needs a track offered at the age entered', () => {
    expect(messages(trackChoiceSchema(20), '')).toEqual(['Please select a track']);
    expect(messages(trackChoiceSchema(20), undefined)).toEqual(['Please select a track']);
    expect(messages(trackChoiceSchema(16), 'performer')).toEqual(['Please select a track']);
    expect(messages(trackChoiceSchema(16), 'creator')).toEqual([]);
    expect(messages(trackChoiceSchema(19), 'team')).toEqual(['Please select a track']);
  });
});

describe('step 3 "Track details"', () => {
  it('ambassador: school and graduation year', () => {
    expect(trackDetailsMessages('ambassador', 16, {})).toEqual([
      'Ambassador track requires school and graduation year',
    ]);
    expect(trackDetailsMessages('ambassador', 16, { school: '', gradYear: '2027' })).toEqual([
      'School name is required',
    ]);
    expect(trackDetailsMessages('ambassador', 16, { school: 'SMU', gradYear: '27' })).toEqual([
      'Enter a valid 4-digit year',
    ]);
    expect(trackDetailsMessages('ambassador', 16, { school: 'SMU', gradYear: '2041' })).toEqual([
      'Graduation year must be between 2024 and 2040',
    ]);
    expect(trackDetailsMessages('ambassador', 16, { school: 'SMU', gradYear: '2027' })).toEqual([]);
  });

  it('ambassador length limits: school 200, Greek affiliation 100, why 2000', () => {
    const ok = { school: 'SMU', gradYear: '2027' };
    expect(trackDetailsMessages('ambassador', 16, { ...ok, school: 'x'.repeat(201) })).toEqual([
      'School name must be at most 200 characters',
    ]);
    expect(trackDetailsMessages('ambassador', 16, { ...ok, school: 'x'.repeat(200) })).toEqual([]);
    expect(trackDetailsMessages('ambassador', 16, { ...ok, greekAffiliation: 'x'.repeat(101) })).toEqual([
      'Greek affiliation must be at most 100 characters',
    ]);
    expect(trackDetailsMessages('ambassador', 16, { ...ok, whyAmbassador: 'x'.repeat(2001) })).toEqual([
      'Why ambassador must be at most 2000 characters',
    ]);
  });

  it('team: a valid resume link under 500 characters, and the length limits', () => {
    expect(trackDetailsMessages('team', 25, {})).toEqual(['Please enter a valid URL']);
    expect(trackDetailsMessages('team', 25, { resumeLink: 'my resume' })).toEqual(['Please enter a valid URL']);
    expect(trackDetailsMessages('team', 25, { resumeLink: 'javascript:alert(1)' })).toEqual([
      'Please enter a valid URL',
    ]);
    expect(trackDetailsMessages('team', 25, { resumeLink: `https://example.com/${'a'.repeat(490)}` })).toEqual([
      'URL must be less than 500 characters',
    ]);
    const link = 'https://example.com/cv.pdf';
    expect(trackDetailsMessages('team', 25, { resumeLink: link, desiredPosition: 'x'.repeat(201) })).toEqual([
      'Desired position must be at most 200 characters',
    ]);
    expect(trackDetailsMessages('team', 25, { resumeLink: link, tools: 'x'.repeat(501) })).toEqual([
      'Tools must be at most 500 characters',
    ]);
    expect(trackDetailsMessages('team', 25, { resumeLink: link, experienceLevel: 'guru' })).toEqual([
      'Please choose a valid experience level',
    ]);
    expect(trackDetailsMessages('team', 19, { resumeLink: link })).toEqual(['Team roles require age 20+']);
  });

  it('ops: event experience required (2000), physical capabilities 1000', () => {
    expect(trackDetailsMessages('ops', 30, { eventExperience: '  ' })).toEqual(['Event experience is required']);
    expect(trackDetailsMessages('ops', 30, {})).toEqual(['Event experience is required']);
    expect(trackDetailsMessages('ops', 30, { eventExperience: 'x'.repeat(2001) })).toEqual([
      'Event experience must be at most 2000 characters',
    ]);
    expect(
      trackDetailsMessages('ops', 30, { eventExperience: 'Festivals', physicalCapabilities: 'x'.repeat(1001) }),
    ).toEqual(['Physical capabilities must be at most 1000 characters']);
    expect(trackDetailsMessages('ops', 17, { eventExperience: 'Festivals' })).toEqual(['Ops track requires age 18+']);
  });

  it("performer: genres from the profile's list (issue 16), technical needs 1000, 18+", () => {
    expect(trackDetailsMessages('performer', 25, { genres: ['Polka'] })).toEqual([
      'Please choose genres from the list',
    ]);
    expect(trackDetailsMessages('performer', 25, { genre: 'House' })).toEqual(['Unrecognized key: "genre"']);
    expect(trackDetailsMessages('performer', 25, { technicalNeeds: 'x'.repeat(1001) })).toEqual([
      'Technical needs must be at most 1000 characters',
    ]);
    expect(trackDetailsMessages('performer', 17, {})).toEqual(['Performer track requires age 18+']);
    expect(trackDetailsMessages('performer', 18, {})).toEqual([]);
  });

  it('creator: gear 1000, 18+, age message first', () => {
    expect(trackDetailsMessages('creator', 16, { gear: 'x'.repeat(1001) })).toEqual([
      'Creator track requires age 18+',
      'Gear must be at most 1000 characters',
    ]);
    expect(trackDetailsMessages('creator', 18, { specialty: 'photo', experienceLevel: 'entry' })).toEqual([]);
  });

  it('partner: organization 200, capacity 2000, timeline 200', () => {
    expect(trackDetailsMessages('partner', 40, { organization: 'x'.repeat(201) })).toEqual([
      'Organization must be at most 200 characters',
    ]);
    expect(trackDetailsMessages('partner', 40, { capacity: 'x'.repeat(2001) })).toEqual([
      'Capacity and reach must be at most 2000 characters',
    ]);
    expect(trackDetailsMessages('partner', 40, { timeline: 'x'.repeat(201) })).toEqual([
      'Timeline must be at most 200 characters',
    ]);
    expect(trackDetailsMessages('partner', 40, { partnershipInterest: 'venue' })).toEqual([]);
  });

  it('refuses answers the track does not ask', () => {
    expect(trackDetailsMessages('performer', 25, { resumeLink: 'https://example.com' })).toEqual([
      'Unrecognized key: "resumeLink"',
    ]);
  });
});

describe('step 4 "Target markets"', () => {
  it('requires consent and keeps markets to the list', () => {
    expect(messages(targetMarketsSchema, { targetMarkets: [], consent: false })).toEqual([
      'Please agree to be contacted before submitting your application',
    ]);
    expect(messages(targetMarketsSchema, { targetMarkets: ['Atlantis'], consent: true })).toEqual([
      'Please choose markets from the list',
    ]);
    expect(targetMarketsSchema.parse({ targetMarkets: ['Dallas', 'Dallas'], targetCity: '', consent: true })).toEqual({
      targetMarkets: ['Dallas'],
      targetCity: null,
      consent: true,
    });
  });
});

describe('the whole submission (what the server checks)', () => {
  it('accepts an under-18 ambassador and drops blank answers', () => {
    const parsed = trackApplicationSchema.parse({
      ...base,
      age: 16,
      track: 'ambassador',
      answers: { school: ' Lincoln High ', gradYear: '2027', greekAffiliation: '', whyAmbassador: '' },
    });
    expect(parsed).toMatchObject({ age: 16, state: 'TX', track: 'ambassador' });
    expect(parsed.answers).toEqual({ school: 'Lincoln High', gradYear: '2027' });
  });

  it('applies the age rules and the tracks offered at that age', () => {
    const creator = { ...base, age: 16, track: 'creator', answers: {} };
    expect(messages(trackApplicationSchema, creator)).toEqual(['Creator track requires age 18+']);
    const partner = { ...base, age: 16, track: 'partner', answers: {} };
    expect(messages(trackApplicationSchema, partner)).toEqual(['This track is not available for your age']);
    const team = { ...base, age: 19, track: 'team', answers: { resumeLink: 'https://example.com/cv' } };
    expect(messages(trackApplicationSchema, team)).toEqual(['Team roles require age 20+']);
  });

  it('refuses an unknown track, missing consent and missing step 1 fields', () => {
    expect(messages(trackApplicationSchema, { ...base, track: 'astronaut', answers: {} })).toEqual([
      'Please select a track',
    ]);
    expect(messages(trackApplicationSchema, { ...base, consent: undefined, track: 'partner', answers: {} })).toEqual([
      'Please agree to be contacted before submitting your application',
    ]);
    expect(messages(trackApplicationSchema, { ...base, age: undefined, track: 'partner', answers: {} })).toEqual([
      'Please fill in all required fields',
    ]);
  });
});
