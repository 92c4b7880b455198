import { expect, type Page, test } from './support/test';
import { axeFindings, WIDTHS } from './support/axe';
import { createOpportunities, runToken } from './support/fixtures';

// Issue 41, the public side: Sign in on the home page's first screen (the header stays hidden
// until 300px, spec §2), links that name the /auth step they open (decision 155), category
// cards that filter, a Contact link in the footer, share images, and no serious or moderate axe
// finding on these pages.

const cardTitles = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 });

test('the home page offers Sign in on its first screen, on a phone and a desktop', async ({ page }) => {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const signIn = page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true });
    await expect(signIn).toBeInViewport();
    await expect(signIn).toHaveAttribute('href', '/auth?mode=sign-in');
    await expect(page.getByRole('main').getByText('Already have a profile?')).toBeVisible();
  }
  await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\?mode=sign-in$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
});

test('Sign in and Create account open /auth on their own step', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/auth?mode=sign-in',
  );
  await page.getByRole('link', { name: 'create your profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your profile' })).toBeVisible();
  await page.goto('/apply');
  await page.getByRole('link', { name: 'Already have an account? Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
});

test('each category card opens the list filtered to its kinds of role', async ({ page }) => {
  const token = runToken();
  await createOpportunities(page, [
    { title: `${token} Opening DJ`, tags: ['DJ'] },
    { title: `${token} Door Host`, description: 'Run the guest list at the door.' },
    { title: `${token} Event Photographer`, tags: ['Photo'] },
    { title: `${token} Stage Crew Runner`, tags: ['Production'] },
    { title: `${token} Charity Partnership Lead` },
  ]);
  const expected: [string, string[]][] = [
    ['Join the Team Operations, booking, production', [`${token} Stage Crew Runner`]],
    ['Perform Artists, DJs, hosts', [`${token} Opening DJ`, `${token} Door Host`]],
    ['Create Photo, video, design, edit', [`${token} Event Photographer`]],
    ['Partner Frats, venues, brands, charities', [`${token} Charity Partnership Lead`]],
  ];
  for (const [category, titles] of expected) {
    await page.goto('/');
    await page.getByRole('link', { name: category }).click();
    await expect(page).toHaveURL(/\/opportunities\?q=.+/);
    const search = page.getByLabel('Search', { exact: true });
    await expect(search).not.toHaveValue('');
    // Fewer than every open one.
    const count = page.getByText(/^Showing [\d,]+ of [\d,]+ opportunities$/);
    const [shown, all] =
      ((await count.textContent()) ?? '').match(/[\d,]+/g)?.map((n) => Number(n.replace(/,/g, ''))) ?? [];
    expect(shown).toBeLessThan(all ?? 0);
    // Narrowed to this run's roles: exactly the category's.
    await search.fill(`${await search.inputValue()} ${token}`);
    await expect
      .poll(async () => (await cardTitles(page).allTextContents()).sort(), { message: category })
      .toEqual([...titles].sort());
  }
});

test('the footer leads to Contact', async ({ page }) => {
  await page.goto('/faq');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact the team' })).toBeVisible();
});

test('home, the list and About carry a share image', async ({ page }) => {
  for (const [path, file] of [
    ['/', 'home'],
    ['/opportunities', 'opportunities'],
    ['/about', 'about'],
  ] as const) {
    const html = await (await page.request.get(path)).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(image, path).toMatch(new RegExp(`/og/page/${file}\\.png$`));
    const png = await page.request.get(new URL(image ?? '').pathname);
    expect(png.headers()['content-type']).toBe('image/png');
  }
});

test('home, the list and About have no serious or moderate axe finding at 390 and 1366 px', async ({ page }) => {
  test.slow();
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    for (const path of ['/', '/opportunities', '/about', '/apply']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeFindings(page), `${path} at ${size.width}px`).toEqual([]);
    }
  }
});

// Whoever asks their system for less motion (the tests all do: playwright.config.ts) gets
// animations that end at once: the home page's equalizer stands still rather than flickering at
// every frame, and the page is not redrawn for it.
test('with reduced motion, nothing on the home page keeps moving', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const endless = () =>
    page.evaluate(
      () =>
        document
          .getAnimations()
          .filter(
            (animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations === Infinity,
          ).length,
    );
  await expect.poll(endless).toBe(0);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await endless()).toBeGreaterThan(0);
});
