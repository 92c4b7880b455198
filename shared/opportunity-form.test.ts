import { describe, expect, it } from 'vitest';
import { opportunityFormDefaults, opportunityFormSchema } from './opportunity-form';

const valid = { title: 'Door Host', description: 'Run the door.' };
const messages = (input: unknown) => opportunityFormSchema.safeParse(input).error?.issues.map((issue) => issue.message);

describe('opportunityFormSchema (spec §5 opportunity form)', () => {
  it('fills the defaults: type event, status draft, one spot, not featured, blanks as null', () => {
    expect(opportunityFormSchema.parse({ ...valid, city: '  ', date: '' })).toEqual({
      title: 'Door Host',
      description: 'Run the door.',
      city: null,
      venue: null,
      date: null,
      opportunityType: 'event',
      vertical: null,
      status: 'draft',
      slotsTotal: 1,
      responsibilities: null,
      idealCandidate: null,
      perks: null,
      budgetRange: null,
      featured: false,
      timeZone: 'America/Chicago',
      startsAt: null,
      endsAt: null,
      callAt: null,
    });
  });

  it.each([
    [{ title: '  ' }, 'Title is required'],
    [{ title: 't'.repeat(201) }, 'Title must be at most 200 characters'],
    [{ description: '' }, 'Description is required'],
    [{ description: 'd'.repeat(5001) }, 'Description must be at most 5000 characters'],
    [{ city: 'c'.repeat(201) }, 'City must be at most 200 characters'],
    [{ venue: 'v'.repeat(201) }, 'Venue must be at most 200 characters'],
    [{ vertical: 'v'.repeat(201) }, 'Vertical must be at most 200 characters'],
    [{ responsibilities: 'r'.repeat(5001) }, 'Responsibilities must be at most 5000 characters'],
    [{ idealCandidate: 'i'.repeat(5001) }, 'Ideal candidate must be at most 5000 characters'],
    [{ perks: 'p'.repeat(5001) }, 'Perks must be at most 5000 characters'],
    [{ budgetRange: 'b'.repeat(101) }, 'Budget range must be at most 100 characters'],
    [{ slotsTotal: 0 }, 'Total spots must be at least 1'],
    [{ slotsTotal: '-3' }, 'Total spots must be at least 1'],
    [{ slotsTotal: 2.5 }, 'Total spots must be a whole number'],
    [{ date: '2026-02-30' }, 'Enter a valid date'],
    [{ opportunityType: 'party' }, 'Choose a valid type'],
    [{ status: 'archived' }, 'Choose a valid status'],
  ])('refuses %o', (change, message) => {
    expect(messages({ ...valid, ...change })).toEqual([message]);
  });

  it('accepts the limits exactly', () => {
    const result = opportunityFormSchema.safeParse({
      title: 't'.repeat(200),
      description: 'd'.repeat(5000),
      budgetRange: 'b'.repeat(100),
      perks: 'p'.repeat(5000),
    });
    expect(result.success).toBe(true);
  });

  it.each([
    ['abc', 1],
    ['', 1],
    [null, 1],
    ['12', 12],
    [7, 7],
  ])('total spots %o → %d (non-numeric falls back to 1)', (slotsTotal, expected) => {
    expect(opportunityFormSchema.parse({ ...valid, slotsTotal }).slotsTotal).toBe(expected);
  });

  it('invite only is an explicit choice that stores zero spots', () => {
    expect(opportunityFormSchema.parse({ ...valid, slotsTotal: '5', inviteOnly: true }).slotsTotal).toBe(0);
  });

  it('round-trips an existing opportunity through the form defaults', () => {
    const existing = opportunityFormSchema.parse({
      ...valid,
      city: 'Dallas',
      date: '2026-03-01',
      inviteOnly: true,
      featured: true,
      opportunityType: 'creative',
      status: 'open',
    });
    const iso = (instant: Date | null) => instant?.toISOString() ?? null;
    const defaults = opportunityFormDefaults({
      ...existing,
      startsAt: iso(existing.startsAt),
      endsAt: iso(existing.endsAt),
      callAt: iso(existing.callAt),
    });
    expect(defaults).toMatchObject({ inviteOnly: true, slotsTotal: '1', city: 'Dallas', featured: true });
    expect(opportunityFormSchema.parse(defaults)).toEqual(existing);
    expect(opportunityFormSchema.safeParse(opportunityFormDefaults()).success).toBe(false);
  });
});

describe('event times (issue 42, D36)', () => {
  const base = { title: 'Night', description: 'A night.', date: '2026-12-12', timeZone: 'America/Chicago' };

  it('places the start, the end (the next morning when earlier) and the call where the event is', () => {
    const parsed = opportunityFormSchema.parse({ ...base, startTime: '22:00', endTime: '03:00', callTime: '20:30' });
    expect(parsed.startsAt?.toISOString()).toBe('2026-12-13T04:00:00.000Z');
    expect(parsed.endsAt?.toISOString()).toBe('2026-12-13T09:00:00.000Z');
    expect(parsed.callAt?.toISOString()).toBe('2026-12-13T02:30:00.000Z');
  });

  it('gives a dated event without times the evening, and an undated one none', () => {
    const evening = opportunityFormSchema.parse(base);
    expect([evening.startsAt?.toISOString(), evening.endsAt?.toISOString()]).toEqual([
      '2026-12-13T00:00:00.000Z',
      '2026-12-13T08:00:00.000Z',
    ]);
    const undated = opportunityFormSchema.parse({ ...base, date: '' });
    expect([undated.startsAt, undated.endsAt, undated.callAt]).toEqual([null, null, null]);
  });

  it.each([
    [{ startTime: '25:00' }, 'Start time must be a time such as 21:30'],
    [{ startTime: '21:00', endTime: '21:00' }, 'The end time must differ from the start time'],
    [{ date: '', startTime: '21:00' }, 'Choose a date for these times'],
    [{ timeZone: 'Mars/Olympus' }, 'Choose a valid time zone'],
  ])('refuses %o with "%s"', (change, message) => {
    const result = opportunityFormSchema.safeParse({ ...base, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});
