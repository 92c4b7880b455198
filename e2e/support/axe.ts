import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// Issue 41: the account pages have no serious and no moderate finding either, with axe's
// experimental rules on as well (label-content-name-mismatch, WCAG 2.5.3, and p-as-heading are
// among them).
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice', 'experimental'];

export async function axeFindings(page: Page, include?: string) {
  // What the page shows at rest: no pointer over a control (a hovered button is another colour),
  // no toast half faded in or out.
  await page.mouse.move(0, 0);
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-sonner-toast]')].every((toast) => getComputedStyle(toast).opacity === '1'),
  );
  const builder = new AxeBuilder({ page }).options({ runOnly: { type: 'tag', values: TAGS } });
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((violation) => ['critical', 'serious', 'moderate'].includes(violation.impact ?? ''))
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

export const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];
