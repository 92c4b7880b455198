import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { personRow, signedUpPerson } from '../../test/test-people';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fullProfile = {
  name: 'Andre Ruiz',
  phone: '(512) 555-0199',
  age: '27',
  city: 'Austin',
  state: 'tx',
  travelRadius: 'statewide',
  school: 'UT Austin',
  gradYear: '2026',
  greekAffiliation: 'None',
  hasCar: true,
  experienceLevel: 'advanced',
  roleTypes: ['Performer', 'creator'],
  markets: ['Austin', 'Houston'],
  skills: ['DJing', 'Live Performance'],
  genres: ['House', 'EDM'],
  instagram: '@djnova',
  tiktok: 'https://www.tiktok.com/@djnova',
  website: 'https://djnova.example',
  portfolio: 'https://djnova.example/mixes',
  equipment: 'Two CDJ-3000s',
  availabilityNote: 'Weekends',
};

describe('GET /api/profile', () => {
  it('needs a session', async () => {
    const response = await t.client().get('/api/profile');
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('UNAUTHENTICATED');
  });

  it('answers the signed-in person their own editable fields only', async () => {
    const { client, person } = await signedUpPerson(t, 'Priya Shah');
    const response = await client.get('/api/profile');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.body).toMatchObject({ id: person.id, name: 'Priya Shah', age: null, markets: [], hasCar: false });
    for (const hidden of ['status', 'rank', 'xpTotal', 'missionsCompleted', 'email', 'userId', 'createdAt']) {
      expect(response.body).not.toHaveProperty(hidden);
    }
  });
});

describe('PUT /api/profile', () => {
  it('saves the whole profile, normalised', async () => {
    const { client, person } = await signedUpPerson(t);
    const response = await client.put('/api/profile', fullProfile);
    expect(response.status, response.text).toBe(200);
    const expected = {
      ...fullProfile,
      age: 27,
      gradYear: 2026,
      state: 'TX',
      roleTypes: ['creator', 'performer'],
    };
    expect(response.body).toEqual({ id: person.id, ...expected });
    expect(await personRow(t, person.id)).toMatchObject(expected);
    expect((await client.get('/api/profile')).body).toEqual({ id: person.id, ...expected });
  });

  it('turns age and graduation year into empty values when they are not numbers, and clears blanks', async () => {
    const { client, person } = await signedUpPerson(t);
    await client.put('/api/profile', fullProfile);
    const response = await client.put('/api/profile', { ...fullProfile, age: 'old enough', gradYear: '', website: '' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ age: null, gradYear: null, website: null });
    expect(await personRow(t, person.id)).toMatchObject({ age: null, gradYear: null, website: null });
  });

  it.each([
    ['status', 'active'],
    ['rank', 'legend'],
    ['xpTotal', 9000],
    ['missionsCompleted', 99],
    ['email', 'someone@else.example'],
    ['userId', 'another-user'],
  ])('refuses to change %s and changes nothing', async (key, value) => {
    const { client, person } = await signedUpPerson(t);
    const before = await personRow(t, person.id);
    const response = await client.put('/api/profile', { ...fullProfile, [key]: value });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(`Unrecognized key: "${key}"`);
    expect(await personRow(t, person.id)).toEqual(before);
  });

  it.each([
    ['State must be at most 2 characters', { state: 'TEX' }],
    ['Age must be between 13 and 120', { age: 8 }],
    ['Graduation year must be between 2024 and 2040', { gradYear: '2050' }],
    ['Name must be at most 100 characters', { name: 'x'.repeat(101) }],
    ['Please enter a valid phone number', { phone: 'call me maybe' }],
    ['Please enter a valid URL', { website: 'javascript:alert(1)' }],
    ['URL must be less than 500 characters', { portfolio: `https://example.com/${'a'.repeat(500)}` }],
    [
      'Instagram must be a handle like @name or a link starting with http:// or https://',
      { instagram: 'javascript:alert(1)' },
    ],
    ['TikTok must be a handle like @name or a link starting with http:// or https://', { tiktok: '<img onerror=x>' }],
    ['Please choose markets from the list', { markets: ['Atlantis'] }],
    ['Please choose skills from the list', { skills: ['Juggling'] }],
    ['Please choose genres from the list', { genres: ['Polka'] }],
    ['Please choose tracks from the list', { roleTypes: ['astronaut'] }],
    ['Reliable transportation must be yes or no', { hasCar: 'maybe' }],
    ['Equipment must be at most 1000 characters', { equipment: 'x'.repeat(1001) }],
    // Issue 16: the wizard's choices (docs/decisions/093).
    ['Please choose a city from the list', { city: 'Atlantis' }],
    ['Please choose a travel radius from the list', { travelRadius: 'Anywhere in Texas' }],
    ['Please choose an experience level from the list', { experienceLevel: 'Five years of club sets' }],
  ])('refuses a value with "%s"', async (message, change) => {
    const { client, person } = await signedUpPerson(t);
    const before = await personRow(t, person.id);
    const response = await client.put('/api/profile', { ...fullProfile, ...change });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 'VALIDATION_ERROR', message });
    expect(await personRow(t, person.id)).toEqual(before);
  });

  it('needs a session and a same-site request', async () => {
    expect((await t.client().put('/api/profile', fullProfile)).status).toBe(401);
    const { client, person } = await signedUpPerson(t);
    const forged = await client.request('PUT', '/api/profile', {
      json: fullProfile,
      headers: { Origin: 'https://evil.example' },
    });
    expect(forged.status).toBe(403);
    expect((await personRow(t, person.id)).phone).toBeNull();
  });
});

describe("another person's profile", () => {
  it('cannot be read or changed', async () => {
    const owner = await signedUpPerson(t, 'Owner Person');
    await owner.client.put('/api/profile', { ...fullProfile, name: 'Owner Person', phone: '555 000 1111' });
    const ownerBefore = await personRow(t, owner.person.id);
    const intruder = await signedUpPerson(t, 'Intruder Person');

    // No address names a person: the profile is always the caller's own.
    expect((await intruder.client.get(`/api/profile/${owner.person.id}`)).status).toBe(404);
    expect((await intruder.client.put(`/api/profile/${owner.person.id}`, fullProfile)).status).toBe(404);
    expect((await intruder.client.get(`/api/profile?id=${owner.person.id}`)).body.id).toBe(intruder.person.id);

    const aimed = await intruder.client.put('/api/profile', { ...fullProfile, id: owner.person.id });
    expect(aimed.status).toBe(400);
    expect(aimed.body.error.message).toBe('Unrecognized key: "id"');

    const own = await intruder.client.put('/api/profile', { ...fullProfile, name: 'Intruder Person' });
    expect(own.body.id).toBe(intruder.person.id);
    expect(await personRow(t, owner.person.id)).toEqual(ownerBefore);
  });
});
