import { describe, expect, it } from 'vitest';
import { activityQuerySchema } from './activity-schemas';
import { applicationStatusSchema, applicationsQuerySchema } from './application-review-schemas';
import { interactionSchema } from './interaction-schemas';
import { noteSchema, notePreview } from './note-schemas';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('noteSchema (spec §5 notes)', () => {
  it('trims, refuses blank and more than 2000 characters', () => {
    expect(noteSchema.parse({ content: '  Great set \n' })).toEqual({ content: 'Great set' });
    expect(messages(noteSchema.safeParse({ content: ' \n\t ' }))).toEqual(['Note cannot be empty']);
    expect(messages(noteSchema.safeParse({}))).toEqual(['Note cannot be empty']);
    expect(noteSchema.safeParse({ content: 'x'.repeat(2000) }).success).toBe(true);
    expect(messages(noteSchema.safeParse({ content: 'x'.repeat(2001) }))).toEqual([
      'Note must be at most 2000 characters',
    ]);
    expect(noteSchema.safeParse({ content: 'ok', userId: 'someone' }).success).toBe(false);
  });

  it('previews the first 50 characters (spec §7 add_note)', () => {
    expect(notePreview('short')).toBe('short');
    expect(notePreview('y'.repeat(80))).toBe('y'.repeat(50));
    // Whole characters, never half of an emoji.
    expect(notePreview('🎧'.repeat(60))).toBe('🎧'.repeat(50));
  });
});

describe('interactionSchema (spec §5 interactions)', () => {
  it('defaults to a note, stores a blank or missing subject as empty', () => {
    expect(interactionSchema.parse({ content: ' Called ' })).toEqual({ type: 'note', subject: '', content: 'Called' });
    expect(interactionSchema.parse({ content: 'x', subject: '   ' }).subject).toBe('');
    expect(interactionSchema.parse({ content: 'x', subject: null }).subject).toBe('');
    expect(interactionSchema.parse({ type: 'call', content: 'x', subject: ' Tour ' })).toMatchObject({
      type: 'call',
      subject: 'Tour',
    });
  });

  it('requires details (at most 2000), a subject of at most 200 and a known type', () => {
    expect(messages(interactionSchema.safeParse({ content: '  ' }))).toEqual(['Details are required']);
    expect(messages(interactionSchema.safeParse({ content: 'x'.repeat(2001) }))).toEqual([
      'Details must be at most 2000 characters',
    ]);
    expect(messages(interactionSchema.safeParse({ content: 'x', subject: 's'.repeat(201) }))).toEqual([
      'Subject must be at most 200 characters',
    ]);
    expect(messages(interactionSchema.safeParse({ content: 'x', type: 'fax' }))).toEqual([
      'Choose a valid interaction type',
    ]);
  });
});

describe('application review schemas', () => {
  it('takes the five statuses only', () => {
    for (const status of ['submitted', 'under_review', 'shortlisted', 'booked', 'archived']) {
      expect(applicationStatusSchema.safeParse({ status }).success).toBe(true);
    }
    expect(messages(applicationStatusSchema.safeParse({ status: 'accepted' }))).toEqual(['Choose a valid status']);
  });

  it('reads the list query with paging defaults', () => {
    expect(applicationsQuerySchema.parse({ search: '  maya ', status: 'booked' })).toMatchObject({
      search: 'maya',
      status: 'booked',
      page: 1,
      pageSize: 20,
    });
    expect(messages(applicationsQuerySchema.safeParse({ status: 'nope' }))).toEqual(['Unknown status']);
  });
});

describe('activityQuerySchema', () => {
  it('defaults to the latest 10 and filters by both entity type and id, or neither', () => {
    expect(activityQuerySchema.parse({})).toEqual({ limit: 10 });
    expect(activityQuerySchema.parse({ limit: '5', entityType: 'application', entityId: 'a' })).toEqual({
      limit: 5,
      entityType: 'application',
      entityId: 'a',
    });
    expect(activityQuerySchema.safeParse({ entityId: 'a' }).success).toBe(false);
    expect(activityQuerySchema.safeParse({ limit: '100' }).success).toBe(false);
  });
});
