import { readFileSync } from 'node:fs';
import { HOME_NAV_SCROLL_THRESHOLD_PX } from '@shared/limits';
import { describe, expect, it } from 'vitest';

// Decision 141: before the script runs, the stylesheet shows the home page's header past the
// same depth as the script does afterwards; the two are written apart, this keeps them equal.
describe("the home page's header before the script runs", () => {
  it('is shown by the scroll past the threshold the script uses', () => {
    const css = readFileSync(new URL('./app.css', import.meta.url), 'utf8');
    const rule = /\.header-shown-past-300\s*\{[^}]*animation-range:\s*(\d+)px\s+(\d+)px/.exec(css);
    expect(rule?.slice(1).map(Number)).toEqual([HOME_NAV_SCROLL_THRESHOLD_PX, HOME_NAV_SCROLL_THRESHOLD_PX + 1]);
  });
});
