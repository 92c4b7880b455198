import { describe, expect, it } from 'vitest';
import { answerLabel, answersLine, answerText } from './answer-text';

describe('track answers', () => {
  it('reads stored keys and values', () => {
    expect(answerLabel('resumeLink')).toBe('Resume link');
    expect(answerLabel('gradYear')).toBe('Grad year');
    expect(answerLabel('why_ambassador')).toBe('Why ambassador');
    expect(answerText(true)).toBe('Yes');
    expect(answerText(['photo', 'video'])).toBe('photo, video');
    expect(answerText(2027)).toBe('2027');
    expect(answerText(null)).toBe('');
  });

  it('reads every answer given in one line (issue 41: the CSV export)', () => {
    expect(answersLine({ genres: ['House', 'Techno'], technicalNeeds: 'Two CDJs', empty: '', none: null })).toBe(
      'Genres: House, Techno; Technical needs: Two CDJs',
    );
    expect(answersLine({})).toBe('');
  });
});
