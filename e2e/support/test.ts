import { createHash } from 'node:crypto';
import { closeSync, openSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect } from '@playwright/test';
import { axeFindings, WIDTHS } from './axe';

// Issue 41: every browser test fails on a console error or an uncaught exception in any page of
// its context (React's #419 among them), and the page each test ends on is checked by axe at a
// phone's width and a desktop's, once per page in the run: axe covers every page the tests
// visit, not only those a spec names. Specs import `test` and `expect` from here.
export * from '@playwright/test';

// What a test provokes on purpose and the browser logs as an error: a request answered 4xx or
// 5xx (a refused sign-in, a 404 page, a rate limit).
const EXPECTED = /^Failed to load resource: the server responded with a status of [45]\d\d/;

// A page is checked by the first test of any worker that ends on it: a marker file per page in a
// folder every worker shares (playwright.config.ts makes it). A check that fails takes its marker
// back, so the test's retry checks again.
function markerOf(page: string): string | undefined {
  const folder = process.env.E2E_AXE_DIR;
  if (!folder) throw new Error('E2E_AXE_DIR is not set (playwright.config.ts sets it)');
  const marker = join(folder, createHash('sha1').update(page).digest('hex'));
  try {
    closeSync(openSync(marker, 'wx'));
    return marker;
  } catch {
    return undefined;
  }
}

// A path as a page, whatever its ids: /admin/user/3f2a… and /admin/user/9b1c… are one page.
function pageOf(url: string): string | undefined {
  const { pathname, origin } = new URL(url);
  if (!origin.startsWith('http')) return undefined;
  return pathname
    .split('/')
    .map((part) => (/\d/.test(part) && part.length >= 8 ? ':id' : part))
    .join('/');
}

export const test = base.extend<{ pageChecks: undefined }>({
  pageChecks: [
    async ({ context, page, javaScriptEnabled }, use, testInfo) => {
      const errors: string[] = [];
      context.on('console', (message) => {
        if (message.type() === 'error' && !EXPECTED.test(message.text())) {
          errors.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
        }
      });
      context.on('weberror', (error) => errors.push(`uncaught: ${error.error().message}`));
      await use(undefined);
      if (testInfo.status !== testInfo.expectedStatus) return;
      expect(errors, 'console errors').toEqual([]);
      // axe runs in the page: a page without JavaScript is checked with it on, by other tests.
      if (page.isClosed() || !javaScriptEnabled) return;
      const key = pageOf(page.url());
      const marker = key ? markerOf(key) : undefined;
      if (!marker) return;
      try {
        await page.waitForLoadState('load');
        // A page that reads its data shows a placeholder first: axe checks it once it has its
        // heading (a page that never gets one is still checked, and refused for it).
        await page
          .locator('h1')
          .first()
          .waitFor({ state: 'attached', timeout: 10_000 })
          .catch(() => {});
        const viewport = page.viewportSize();
        for (const size of WIDTHS) {
          await page.setViewportSize(size);
          expect(await axeFindings(page), `axe on ${key} at ${size.width} px`).toEqual([]);
        }
        if (viewport) await page.setViewportSize(viewport);
      } catch (error) {
        rmSync(marker, { force: true });
        throw error;
      }
    },
    { auto: true },
  ],
});

export { expect };
