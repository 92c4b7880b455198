import { expect, type Page, test } from './support/test';
import { createOpportunities, runToken } from './support/fixtures';

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const cardTitles = (page: Page) => cards(page).getByRole('heading', { level: 3 });

test.describe('the public list /opportunities', () => {
  test('searches and filters in the database, keeping the filters in the URL', async ({ page, browser }) => {
    const token = runToken();
    await createOpportunities(page, [
      {
        title: `${token} Rooftop Set`,
        city: 'Austin',
        date: '2031-06-10',
        opportunityType: 'creative',
        tags: [`${token}-dj`, `${token}-weekend`],
      },
      {
        title: `${token} Door Host`,
        city: 'Phoenix',
        date: '2031-05-01',
        opportunityType: 'event',
        tags: [`${token}-weekend`],
      },
      {
        title: `${token} Photographer`,
        city: 'Houston',
        date: '2031-07-01',
        opportunityType: 'creative',
        tags: [`${token}-dj`],
      },
      { title: `${token} Draft`, city: 'Austin', status: 'draft' },
    ]);

    await page.goto('/opportunities');
    await expect(page.getByRole('heading', { level: 1, name: 'Opportunities' })).toBeVisible();
    await page.getByLabel('Search', { exact: true }).fill(token.toUpperCase());
    await expect(cardTitles(page)).toHaveText([`${token} Photographer`, `${token} Door Host`, `${token} Rooftop Set`]);
    await expect(page.getByText(/^Showing 3 of \d+ opportunities$/)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`q=${token.toUpperCase()}`));

    await page.getByLabel('Type').selectOption('creative');
    await expect(cardTitles(page)).toHaveText([`${token} Photographer`, `${token} Rooftop Set`]);
    await page.getByLabel('City').selectOption('Austin');
    await expect(cardTitles(page)).toHaveText([`${token} Rooftop Set`]);
    await page.getByLabel('City').selectOption('');
    await page.getByLabel('Type').selectOption('');

    await page.getByLabel('From date').fill('2031-06-01');
    await expect(cardTitles(page)).toHaveText([`${token} Photographer`, `${token} Rooftop Set`]);
    await page.getByLabel('To date').fill('2031-06-30');
    await expect(cardTitles(page)).toHaveText([`${token} Rooftop Set`]);
    await page.getByLabel('From date').fill('');
    await page.getByLabel('To date').fill('');
    await expect(cardTitles(page)).toHaveCount(3);

    // All selected tags must match.
    await page.getByRole('button', { name: `${token}-dj` }).click();
    await expect(cardTitles(page)).toHaveText([`${token} Photographer`, `${token} Rooftop Set`]);
    await page.getByRole('button', { name: `${token}-weekend`, exact: true }).click();
    await expect(page.getByRole('button', { name: `${token}-weekend`, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(cardTitles(page)).toHaveText([`${token} Rooftop Set`]);
    await expect(page.getByText(/^Showing 1 of \d+ opportunities$/)).toBeVisible();

    // The filtered list survives a reload and can be shared.
    await page.reload();
    await expect(cardTitles(page)).toHaveText([`${token} Rooftop Set`]);
    await expect(page.getByLabel('Search', { exact: true })).toHaveValue(token.toUpperCase());
    const shared = await browser.newPage();
    await shared.goto(page.url());
    await expect(cardTitles(shared)).toHaveText([`${token} Rooftop Set`]);
    await shared.close();

    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(page).toHaveURL(/\/opportunities$/);
    await expect(page.getByLabel('Search', { exact: true })).toHaveValue('');
  });

  test('shows cards with the preview, badges and the right link, featured first', async ({ page }) => {
    const token = runToken();
    const long = `${token} ${'Warm the room and hand it over hot. '.repeat(10)}`;
    await createOpportunities(page, [
      { title: `${token} Featured Ambassador`, featured: true, opportunityType: 'marketing', city: 'National' },
      { title: `${token} Long Read`, description: long, city: 'Dallas', date: '2031-05-20', tags: [`${token}-paid`] },
      { title: `${token} VIP Host`, inviteOnly: true },
    ]);
    await page.goto(`/opportunities?q=${token}`);
    await expect(cardTitles(page)).toHaveText([
      `${token} Featured Ambassador`,
      `${token} VIP Host`,
      `${token} Long Read`,
    ]);

    const longCard = cards(page).filter({ hasText: `${token} Long Read` });
    await expect(longCard.getByText('Event', { exact: true })).toBeVisible();
    await expect(longCard.getByText('Dallas')).toBeVisible();
    await expect(longCard.getByRole('listitem').filter({ hasText: `${token}-paid` })).toBeVisible();
    const preview = await longCard.locator('p', { hasText: 'Warm the room' }).textContent();
    expect(preview?.endsWith('…')).toBe(true);
    expect(preview?.length).toBeLessThanOrEqual(201);
    await expect(longCard.getByRole('link', { name: 'View details' })).toBeVisible();

    const vip = cards(page).filter({ hasText: `${token} VIP Host` });
    await expect(vip.getByRole('link', { name: 'Invite Only' })).toHaveClass(/border/);
    await expect(vip.getByRole('link', { name: 'View details' })).toHaveCount(0);
    await expect(cards(page).first().getByText('Featured', { exact: true })).toBeVisible();

    await longCard.getByRole('link', { name: 'View details' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${token} Long Read` })).toBeVisible();
  });

  test('loads the list a page at a time', async ({ page }) => {
    const token = runToken();
    await createOpportunities(
      page,
      Array.from({ length: 14 }, (_, index) => ({ title: `${token} Crew ${String(index + 1).padStart(2, '0')}` })),
    );
    await page.goto(`/opportunities?q=${token}`);
    await expect(cards(page)).toHaveCount(12);
    await expect(page.getByText(/^Showing 14 of \d+ opportunities$/)).toBeVisible();
    await expect(cardTitles(page).first()).toHaveText(`${token} Crew 14`);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cards(page)).toHaveCount(14);
    await expect(cardTitles(page).last()).toHaveText(`${token} Crew 01`);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  });

  test('says when filters exclude everything', async ({ page }) => {
    await page.goto(`/opportunities?q=${runToken()}-nothing`);
    await expect(page.getByText('No opportunities match your filters')).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filters')).toBeVisible();
    await expect(page.getByText(/^Showing 0 of \d+ opportunities$/)).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).last().click();
    await expect(page).toHaveURL(/\/opportunities$/);
  });

  test('says when no opportunity is open at all', async ({ page }) => {
    // Every test shares one database, so the empty product is the API's answer for it, as the
    // browser asks it on its way there (the server renders a page opened by its address).
    await page.route('**/api/opportunities?*', (route) =>
      route.fulfill({ json: { items: [], page: 1, pageSize: 12, total: 0, openTotal: 0 } }),
    );
    await page.goto('/about');
    await page.waitForLoadState('networkidle');
    await page.getByRole('banner').getByRole('link', { name: 'Opportunities' }).click();
    await expect(page).toHaveURL(/\/opportunities$/);
    await expect(page.getByText('No active opportunities at the moment')).toBeVisible();
    await expect(page.getByText('Check back soon for new opportunities')).toBeVisible();
    await expect(page.getByText(/^Showing/)).toHaveCount(0);
  });
});

test.describe('the list on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows results on the first screen, filters in a sheet and the active ones as chips', async ({ page }) => {
    const token = runToken();
    await createOpportunities(page, [
      { title: `${token} Phone Door Host`, city: 'Tulsa', budgetRange: '$150', date: '2031-03-01' },
      { title: `${token} Phone Crew Call`, city: 'Austin' },
    ]);
    await page.goto(`/opportunities?q=${token}`);
    const first = page.getByRole('article', { name: `${token} Phone Door Host` });
    await expect(first).toContainText('$150');
    expect((await first.boundingBox())?.y ?? 9999).toBeLessThan(844);

    await page.getByRole('button', { name: /^Filters/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByLabel('City').selectOption('Tulsa');
    await sheet.getByRole('button', { name: 'Show 1 result' }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/city=Tulsa/);
    await expect(page.getByRole('article')).toHaveCount(1);

    await page.getByRole('button', { name: 'Remove filter: Tulsa' }).click();
    await expect(page).not.toHaveURL(/city=/);
    await expect(page.getByRole('article')).toHaveCount(2);
  });
});
