import { describe, expect, it } from 'vitest';
import { statusBadgeVariant } from './status-badge';

describe('statusBadgeVariant (D11 colours, one per status everywhere (issues 19, 41))', () => {
  it.each([
    ['pending', 'blue'],
    ['submitted', 'blue'],
    ['under_review', 'yellow'],
    ['accepted', 'green'],
    ['waitlisted', 'neutral'],
    ['declined', 'neutral'],
    ['completed', 'neutral'],
    ['withdrawn', 'neutral'],
    // Issue 41: the best outcome and the step before it stand out (docs/decisions/164).
    ['shortlisted', 'default'],
    ['booked', 'green'],
    ['archived', 'neutral'],
  ])('%s is %s', (status, variant) => {
    expect(statusBadgeVariant(status)).toBe(variant);
  });
});
