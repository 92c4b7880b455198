import { describe, expect, it } from 'vitest';
import {
  applicationSchemaFor,
  coverLetterApplicationSchema,
  creativeApplicationSchema,
  isCreativeOpportunity,
} from './opportunity-application';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('isCreativeOpportunity (spec §5)', () => {
  it.each([
    [{ opportunityType: 'creative', title: 'Recap Video Editor' }, true],
    [{ opportunityType: 'event', title: 'Friday DJ set' }, true],
    [{ opportunityType: 'event', title: 'friday dj set' }, true],
    [{ opportunityType: 'marketing', title: 'Weekend ROTATION openers' }, true],
    [{ opportunityType: 'event', title: 'Door Host' }, false],
    [{ opportunityType: 'community', title: 'Charity Volunteer' }, false],
  ])('%o → %s', (opportunity, creative) => {
    expect(isCreativeOpportunity(opportunity)).toBe(creative);
    expect(applicationSchemaFor(opportunity)).toBe(creative ? creativeApplicationSchema : coverLetterApplicationSchema);
  });
});

describe('creativeApplicationSchema', () => {
  const answers = { artistName: 'DJ Nova', instagramHandle: '@nova', ticketSales: '300', performedLive: 'Yes, weekly' };

  it('accepts the four answers, trimmed, and no cover letter', () => {
    const result = creativeApplicationSchema.parse({ applicationData: { ...answers, artistName: '  DJ Nova ' } });
    expect(result).toEqual({ coverLetter: null, applicationData: answers });
  });

  it.each(['artistName', 'instagramHandle', 'ticketSales', 'performedLive'])(
    "needs %s: 'Please fill in all required fields'",
    (field) => {
      const result = creativeApplicationSchema.safeParse({ applicationData: { ...answers, [field]: '   ' } });
      expect(messages(result)).toEqual(['Please fill in all required fields']);
    },
  );

  it('asks for everything when the answers are missing', () => {
    expect(messages(creativeApplicationSchema.safeParse({}))).toEqual(['Please fill in all required fields']);
  });

  it('limits the first three answers to 200 characters and performedLive to 1000', () => {
    const ok = { ...answers, artistName: 'a'.repeat(200), performedLive: 'p'.repeat(1000) };
    expect(creativeApplicationSchema.safeParse({ applicationData: ok }).success).toBe(true);
    for (const [field, message] of [
      ['artistName', 'Artist name must be at most 200 characters'],
      ['instagramHandle', 'Instagram handle must be at most 200 characters'],
      ['ticketSales', 'Ticket sales must be at most 200 characters'],
    ]) {
      const result = creativeApplicationSchema.safeParse({
        applicationData: { ...answers, [field as string]: 'x'.repeat(201) },
      });
      expect(messages(result)).toEqual([message]);
    }
    const long = creativeApplicationSchema.safeParse({
      applicationData: { ...answers, performedLive: 'p'.repeat(1001) },
    });
    expect(messages(long)).toEqual(['Performed live must be at most 1000 characters']);
  });
});

describe('coverLetterApplicationSchema', () => {
  it('takes an optional cover letter up to 2000 characters, blank as none', () => {
    expect(coverLetterApplicationSchema.parse({})).toEqual({ coverLetter: null, applicationData: null });
    expect(coverLetterApplicationSchema.parse({ coverLetter: '   ' }).coverLetter).toBeNull();
    expect(coverLetterApplicationSchema.parse({ coverLetter: ' Hi! ' }).coverLetter).toBe('Hi!');
    expect(coverLetterApplicationSchema.safeParse({ coverLetter: 'c'.repeat(2000) }).success).toBe(true);
    expect(messages(coverLetterApplicationSchema.safeParse({ coverLetter: 'c'.repeat(2001) }))).toEqual([
      'Cover letter must be at most 2000 characters',
    ]);
  });

  it('ignores creative answers sent to a plain opportunity', () => {
    expect(coverLetterApplicationSchema.parse({ applicationData: { artistName: 'x' } })).toEqual({
      coverLetter: null,
      applicationData: null,
    });
  });
});
