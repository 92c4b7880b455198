import { expect, type Page, test } from './support/test';
import { createOpportunities, runToken } from './support/fixtures';

// Issue 41: on a phone the list's search says its whole placeholder and cards cut descriptions
// between words; "djs" finds DJ roles as "photographers" finds photographers.

const cardTitles = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 });

test('on a phone (390 px), the placeholder reads whole and descriptions end on a whole word', async ({ page }) => {
  const token = runToken();
  // Whole words up to a few characters short of 200, then one the cut at 200 falls in.
  const words = `${token} ${'word '.repeat(Math.floor((196 - token.length - 1) / 5))}`;
  await createOpportunities(page, [{ title: `${token} Long Read`, description: `${words}unfinishedword and more.` }]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/opportunities?q=${token}`);

  const search = page.getByLabel('Search', { exact: true });
  const fits = await search.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return false;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return context.measureText(input.placeholder).width <= room;
  });
  expect(fits).toBe(true);

  const card = page.getByRole('article', { name: `${token} Long Read` });
  await expect(card.getByText(/…$/)).toHaveText(`${words.trimEnd()}…`);
  const overflows = await card.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(overflows).toBe(false);
});

test('a plural the stemmer keeps finds the singular, and the other way round', async ({ page }) => {
  const token = runToken();
  await createOpportunities(page, [
    { title: `${token} Opening set`, tags: ['DJ'] },
    { title: `${token} Event Photographer` },
    { title: `${token} Two DJs wanted`, description: 'Back to back all night.' },
  ]);
  await page.goto('/opportunities');
  // Typed once the page's script runs: before, the server's search box is a plain field.
  await page.waitForLoadState('networkidle');
  const search = page.getByLabel('Search', { exact: true });
  for (const [typed, titles] of [
    [`djs ${token}`, [`${token} Opening set`, `${token} Two DJs wanted`]],
    [`dj ${token}`, [`${token} Opening set`, `${token} Two DJs wanted`]],
    [`photographers ${token}`, [`${token} Event Photographer`]],
  ] as const) {
    await search.fill(typed);
    await expect
      .poll(async () => (await cardTitles(page).allTextContents()).sort(), { message: typed })
      .toEqual([...titles].sort());
  }
});
