import { describe, expect, it } from 'vitest';
import { answersLength, applicantName, movesFrom } from './participant-moves';

describe('movesFrom (D11, docs/decisions/061)', () => {
  it.each([
    ['pending', ['Review']],
    ['under_review', ['Accept', 'Waitlist', 'Decline']],
    ['waitlisted', ['Accept', 'Decline']],
    ['accepted', ['Complete']],
    ['declined', []],
    ['completed', []],
    ['withdrawn', []],
  ] as const)('%s offers %j', (status, labels) => {
    expect(movesFrom(status).map((move) => move.label)).toEqual(labels);
  });

  it('pairs each button with the status it leads to', () => {
    expect(movesFrom('under_review').map((move) => move.status)).toEqual(['accepted', 'waitlisted', 'declined']);
  });
});

describe('applicantName', () => {
  it('falls back for a missing or blank name', () => {
    expect(applicantName('Nia Brooks')).toBe('Nia Brooks');
    expect(applicantName(null)).toBe('Unknown Applicant');
    expect(applicantName('  ')).toBe('Unknown Applicant');
  });
});

describe('answersLength', () => {
  it('counts the cover letter or every creative answer', () => {
    expect(answersLength('abc', null)).toBe(3);
    expect(answersLength(null, { artistName: 'ab', performedLive: 'cde' })).toBe(5);
    expect(answersLength(null, null)).toBe(0);
  });
});
