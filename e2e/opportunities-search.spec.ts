import { expect, type Page, test } from './support/test';
import { createOpportunities, runToken } from './support/fixtures';

// Issue 17: the order in the address (D22), "Did you mean …?" (D21), tags by slug.
const cardTitles = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 });
const sortBy = (page: Page) => page.getByLabel('Sort by');

// A run's own word of letters only (the words offered as spellings are letters).
const lettersOf = (token: string) => token.replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)] ?? 'x');

test.describe('the list in order, spelled, and tagged by slug', () => {
  test('keeps the chosen order in the address: Best match while searching, Soonest, Newest', async ({ page }) => {
    const token = runToken();
    await createOpportunities(page, [
      { title: `${token} Late Show`, date: '2031-09-01' },
      { title: `${token} Early Show`, date: '2031-03-01', featured: true },
      { title: `Undated Crew Call`, description: `Help ${token} run the night.` },
    ]);
    await page.goto(`/opportunities?q=${token}`);
    // Relevance: the token in the title before the description; featured first among equals.
    await expect(cardTitles(page)).toHaveText([`${token} Early Show`, `${token} Late Show`, 'Undated Crew Call']);
    await expect(sortBy(page).locator('option:checked')).toHaveText('Best match');

    // The select acts once the page's script has taken over (the list is rendered on the server).
    await page.waitForLoadState('networkidle');
    await sortBy(page).selectOption({ label: 'Soonest' });
    await expect(page).toHaveURL(/sort=soonest/);
    await expect(cardTitles(page)).toHaveText([`${token} Early Show`, `${token} Late Show`, 'Undated Crew Call']);
    await sortBy(page).selectOption({ label: 'Newest' });
    await expect(page).toHaveURL(/sort=newest/);
    await expect(cardTitles(page)).toHaveText(['Undated Crew Call', `${token} Early Show`, `${token} Late Show`]);

    // A reload and a shared link keep it; the default order leaves the address.
    await page.reload();
    await expect(sortBy(page)).toHaveValue('newest');
    await expect(cardTitles(page).first()).toHaveText('Undated Crew Call');
    await sortBy(page).selectOption({ label: 'Best match' });
    await expect(page).not.toHaveURL(/sort=/);
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(sortBy(page).locator('option:checked')).toHaveText('Featured');
  });

  test('offers a close spelling when nothing matches, as a link', async ({ page }) => {
    const word = `${lettersOf(runToken())}phone`;
    await createOpportunities(page, [{ title: `The ${word} showcase`, city: 'Tulsa' }]);
    const misspelt = word.slice(0, 4) + word.slice(5);
    await page.goto('/opportunities');
    await page.getByLabel('Search', { exact: true }).fill(misspelt);
    await expect(page.getByText('No opportunities match your filters')).toBeVisible();
    const suggestion = page.getByRole('link', { name: word });
    await expect(page.getByText(`Did you mean ${word}?`)).toBeVisible();
    await suggestion.click();
    await expect(page).toHaveURL(new RegExp(`q=${word}`));
    await expect(page.getByLabel('Search', { exact: true })).toHaveValue(word);
    await expect(cardTitles(page)).toHaveText([`The ${word} showcase`]);
  });

  test('names tags by slug in the address, and reads the ids of older links', async ({ page }) => {
    const token = runToken();
    const [first] = await createOpportunities(page, [
      { title: `${token} Tagged Set`, tags: [`${token} R&B Night`] },
      { title: `${token} Plain Set` },
    ]);
    const slug = `${token}-r-and-b-night`;
    await page.goto(`/opportunities?q=${token}`);
    await page.getByRole('button', { name: `${token} R&B Night`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`tags=${slug}`));
    await expect(cardTitles(page)).toHaveText([`${token} Tagged Set`]);

    const tags = await (await page.request.get('/api/opportunity-tags')).json();
    const tag = tags.items.find((item: { slug: string }) => item.slug === slug);
    expect(tag, 'the tag has its slug').toBeTruthy();
    await page.goto(`/opportunities?q=${token}&tags=${tag.id}`);
    await expect(cardTitles(page)).toHaveText([`${token} Tagged Set`]);
    await expect(page.getByRole('button', { name: `Remove filter: ${token} R&B Night` })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`tags=${slug}$`));
    expect(first?.title).toBe(`${token} Tagged Set`);
  });

  test('searches before the page script has loaded, keeping the other filters (decision 136)', async ({
    browser,
    page,
  }) => {
    const token = runToken();
    await createOpportunities(page, [
      { title: `${token} Gallery Night`, opportunityType: 'event', city: 'Tulsa' },
      { title: `${token} Gallery Shoot`, opportunityType: 'creative', city: 'Tulsa' },
    ]);
    // The page as a slow phone shows it first: rendered on the server, no script yet.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const early = await context.newPage();
    await early.goto('/opportunities?type=event&sort=newest');
    await early.getByLabel('Search', { exact: true }).fill(`${token} gallery`);
    await early.getByLabel('Search', { exact: true }).press('Enter');
    await expect(early).toHaveURL(/[?&]q=/);
    const address = new URL(early.url());
    expect(address.searchParams.get('q')).toBe(`${token} gallery`);
    expect(address.searchParams.get('type')).toBe('event');
    expect(address.searchParams.get('sort')).toBe('newest');
    await expect(cardTitles(early)).toHaveText([`${token} Gallery Night`]);
    await context.close();
  });
});
