import { describe, expect, it } from 'vitest';
import { canReplaceTrackApplication, reapplyDate } from './track-reapply';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-03-31T12:00:00Z');

describe('D10 reapply after 30 days archived', () => {
  it('dates the reapply day 30 days after archiving', () => {
    expect(reapplyDate(new Date('2026-03-01T12:00:00Z')).toISOString()).toBe('2026-03-31T12:00:00.000Z');
  });

  it('lets an archived application be replaced from then on, not before', () => {
    const archived = (daysAgo: number) => ({ status: 'archived', archivedAt: new Date(now.getTime() - daysAgo * DAY) });
    expect(canReplaceTrackApplication(archived(30), now)).toBe(true);
    expect(canReplaceTrackApplication(archived(45), now)).toBe(true);
    expect(canReplaceTrackApplication(archived(29.9), now)).toBe(false);
  });

  it('never replaces an application that is not archived', () => {
    for (const status of ['submitted', 'under_review', 'shortlisted', 'booked']) {
      expect(canReplaceTrackApplication({ status, archivedAt: new Date(now.getTime() - 90 * DAY) }, now)).toBe(false);
    }
    expect(canReplaceTrackApplication({ status: 'archived', archivedAt: null }, now)).toBe(false);
  });
});
