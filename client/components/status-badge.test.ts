import { describe, expect, it } from 'vitest';
import { statusBadgeVariant } from './status-badge';

describe('statusBadgeVariant (D11 colours, one per status everywhere (issue 19))', () => {
  it.each([
    ['pending', 'blue'],
    ['submitted', 'blue'],
    ['under_review', 'yellow'],
    ['accepted', 'green'],
    ['waitlisted', 'neutral'],
    ['declined', 'neutral'],
    ['completed', 'neutral'],
    ['withdrawn', 'neutral'],
    ['shortlisted', 'neutral'],
    ['booked', 'neutral'],
    ['archived', 'neutral'],
  ])('%s is %s', (status, variant) => {
    expect(statusBadgeVariant(status)).toBe(variant);
  });
});
