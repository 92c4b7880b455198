import { expect, test } from './support/test';
import { createOpportunities, runToken } from './support/fixtures';

test.describe('the detail page /opportunity/:id', () => {
  test('shows the header, every section present and similar opportunities', async ({ page }) => {
    const token = runToken();
    const [full] = await createOpportunities(page, [
      {
        title: `${token} Friday Rotation`,
        description: 'Warm a 600-cap room before the headliner.',
        city: 'Dallas',
        date: '2031-05-20',
        opportunityType: 'creative',
        vertical: 'Nightlife',
        responsibilities: 'Play a two-hour set\nArrive for soundcheck',
        idealCandidate: 'DJs with a crowd',
        perks: 'Drink tickets',
        venue: 'The Factory',
        budgetRange: '$250–$400',
        slotsTotal: 4,
        tags: [`${token}-dj`, `${token}-paid`],
      },
      { title: `${token} Similar One`, tags: [`${token}-dj`] },
      { title: `${token} Similar Two`, tags: [`${token}-paid`] },
      { title: `${token} Not Similar`, tags: [`${token}-other`] },
      { title: `${token} Closed Similar`, status: 'closed', tags: [`${token}-dj`] },
    ]);
    await page.goto(`/opportunity/${full?.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `${token} Friday Rotation` })).toBeVisible();
    await expect(page).toHaveTitle(`${token} Friday Rotation · Backline`);
    await expect(page.getByRole('link', { name: 'Back to opportunities' })).toHaveAttribute('href', '/opportunities');
    await expect(page.getByText('Creative', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Nightlife', { exact: true })).toBeVisible();
    const facts = page.getByLabel('Key facts');
    for (const fact of ['May 20, 2031', 'Dallas', 'The Factory', '$250–$400', '4 of 4 spots open', 'Creative']) {
      await expect(facts).toContainText(fact);
    }
    // Issue 41: venue and budget are key facts, said once.
    await expect(page.getByText('The Factory', { exact: true })).toHaveCount(1);
    await expect(page.getByText('$250–$400', { exact: true })).toHaveCount(1);
    await expect(page.getByRole('list', { name: 'Tags', exact: true })).toContainText(`${token}-dj`);
    await expect(page.getByRole('button', { name: `Share ${token} Friday Rotation` })).toBeVisible();
    for (const [heading, text] of [
      ['Description', 'Warm a 600-cap room'],
      ['Responsibilities', 'Arrive for soundcheck'],
      ['Ideal for', 'DJs with a crowd'],
      ['Perks', 'Drink tickets'],
    ]) {
      const section = page.getByRole('region', { name: heading, exact: true });
      await expect(section.getByRole('heading', { name: heading })).toBeVisible();
      await expect(section).toContainText(text as string);
    }

    const similar = page.getByRole('region', { name: 'Similar Opportunities' });
    await expect(similar.getByRole('link')).toHaveCount(2);
    await expect(similar).toContainText(`${token} Similar One`);
    await expect(similar).toContainText(`${token} Similar Two`);
    await similar.getByRole('link', { name: new RegExp(`${token} Similar Two`) }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${token} Similar Two` })).toBeVisible();
  });

  test('leaves out the sections an opportunity does not have', async ({ page }) => {
    const [bare] = await createOpportunities(page, [{ title: `${runToken()} Bare`, description: 'Only this.' }]);
    await page.goto(`/opportunity/${bare?.id}`);
    await expect(page.getByRole('region', { name: 'Description' })).toContainText('Only this.');
    for (const heading of ['Responsibilities', 'Ideal for', 'Perks', 'Venue', 'Budget Range']) {
      await expect(page.getByRole('heading', { name: heading })).toHaveCount(0);
    }
  });

  for (const [what, id] of [
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', 'not-a-real-id'],
  ]) {
    test(`answers ${what} with the not-found page and status 404 (D28)`, async ({ page }) => {
      const response = await page.goto(`/opportunity/${id}`);
      expect(response?.status()).toBe(404);
      // Issue 41: in the spec's words, with the way back to the list.
      await expect(page.getByRole('heading', { level: 1, name: 'Opportunity not found' })).toBeVisible();
      await expect(page).toHaveTitle('Opportunity not found · Backline');
      await expect(page).toHaveURL(new RegExp(`/opportunity/${id}$`));
      await page.getByRole('link', { name: 'Browse opportunities' }).click();
      await expect(page).toHaveURL(/\/opportunities$/);
    });
  }

  test('signed-out visitors see the Ready to apply panel and are sent to sign up', async ({ page }) => {
    const [opportunity] = await createOpportunities(page, [{ title: `${runToken()} Door Host` }]);
    await page.goto(`/opportunity/${opportunity?.id}`);
    const panel = page.getByRole('region', { name: 'Ready to apply?' });
    // D27: signing up from here comes back to this opportunity with its apply dialog open.
    const back = `/auth?next=${encodeURIComponent(`/opportunity/${opportunity?.id}?apply=1`)}`;
    await expect(panel.getByRole('link', { name: 'Create your profile' })).toHaveAttribute(
      'href',
      `${back}&mode=sign-up`,
    );
    // The button acts once the page's script has taken over (the page is rendered on the server).
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Sign up to apply' }).click();
    await expect(page.getByText('Please sign up to apply for this opportunity')).toBeVisible();
    await expect(page).toHaveURL(back);
  });

  test("an invite-only opportunity shows a disabled 'Invite Only' and explains it", async ({ page }) => {
    const [vip] = await createOpportunities(page, [{ title: `${runToken()} VIP Host`, inviteOnly: true }]);
    await page.goto(`/opportunity/${vip?.id}`);
    const apply = page.getByRole('complementary', { name: 'Apply' });
    // spec §2 (issue 41): a disabled button, with today's explanation under it.
    await expect(apply.getByRole('button', { name: 'Invite Only' })).toBeDisabled();
    await expect(apply.getByText('The team invites people to this one: there is no application.')).toBeVisible();
    await expect(page.getByRole('button', { name: /apply/i })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Ready to apply?' })).toHaveCount(0);
  });

  test("Share copies the link where the browser has no share sheet: 'Link copied to clipboard!'", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    const [opportunity] = await createOpportunities(page, [{ title: `${runToken()} Shareable` }]);
    await page.goto(`/opportunity/${opportunity?.id}`);
    await page.getByRole('button', { name: /^Share / }).click();
    await expect(page.getByText('Link copied to clipboard!')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(new URL(`/opportunity/${opportunity?.id}`, page.url()).toString());
  });

  test("Share opens the device's share sheet where there is one", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
          return Promise.resolve();
        },
      });
    });
    const [opportunity] = await createOpportunities(page, [{ title: `${runToken()} Sheet` }]);
    await page.goto(`/opportunities?q=${encodeURIComponent(opportunity?.title ?? '')}`);
    await page.getByRole('button', { name: `Share ${opportunity?.title}` }).click();
    const shared = await page.waitForFunction(() => (window as unknown as { shared?: ShareData }).shared);
    expect(await shared.jsonValue()).toEqual({
      title: opportunity?.title,
      url: new URL(`/opportunity/${opportunity?.id}`, page.url()).toString(),
    });
    await expect(page.getByText('Link copied to clipboard!')).toHaveCount(0);
  });

  test('the page the server sends carries the link preview (D19)', async ({ page }) => {
    const [opportunity] = await createOpportunities(page, [
      { title: `${runToken()} Preview`, description: 'A night to share.', date: '2031-05-20', city: 'Austin' },
    ]);
    const html = await (await page.request.get(`/opportunity/${opportunity?.id}`)).text();
    expect(html).toContain(`<meta property="og:title" content="${opportunity?.title} · Backline" />`);
    expect(html).toContain('<meta name="twitter:description" content="A night to share." />');
    expect(html).toContain('"@type":"Event"');
  });
});
