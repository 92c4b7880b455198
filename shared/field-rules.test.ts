import { describe, expect, it } from 'vitest';
import { gradYearError, parseInteger } from './field-rules';

describe('gradYearError (spec §5 graduation year)', () => {
  it.each(['2024', '2030', '2040', ' 2031 '])('accepts %s', (year) => {
    expect(gradYearError(year)).toBeNull();
  });

  it.each(['', '203', '20255', '20a5', 'abcd', '2030.5'])('wants 4 digits, not %j', (year) => {
    expect(gradYearError(year)).toBe('Enter a valid 4-digit year');
  });

  it.each(['2023', '2041', '1999', '9999'])('wants 2024-2040, not %s', (year) => {
    expect(gradYearError(year)).toBe('Graduation year must be between 2024 and 2040');
  });
});

describe('parseInteger (spec §5: parsed as an integer, null if not a number)', () => {
  it.each([
    ['17', 17],
    [' 21 ', 21],
    ['17.9', 17],
    ['30 years', 30],
    [42, 42],
    ['', null],
    ['abc', null],
    [null, null],
    [undefined, null],
    [17.5, null],
    [true, null],
  ])('%j → %j', (input, expected) => {
    expect(parseInteger(input)).toBe(expected);
  });
});
