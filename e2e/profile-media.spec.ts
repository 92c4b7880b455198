import sharp from 'sharp';
import { signUpViaApi } from './support/accounts';
import { signInAsAdmin } from './support/admin';
import { createOpportunities, runToken } from './support/fixtures';
import { expect, test } from './support/test';

// A 600 × 400 photo: red on the left half, blue on the right.
async function twoColourJpeg(): Promise<Buffer> {
  const half = { width: 300, height: 400, channels: 3 as const };
  const red = await sharp({ create: { ...half, background: '#d00000' } })
    .png()
    .toBuffer();
  const blue = await sharp({ create: { ...half, background: '#0000d0' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 600, height: 400, channels: 3, background: '#000000' } })
    .composite([
      { input: red, left: 0, top: 0 },
      { input: blue, left: 300, top: 0 },
    ])
    .jpeg()
    .toBuffer();
}

test.describe('profile media (D33)', () => {
  test('a photo is cropped to a square by keyboard, uploaded with progress and shown on /profile', async ({ page }) => {
    await signUpViaApi(page, { name: 'Casey Media' });
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 2, name: 'Photo and media' })).toBeVisible();

    await page.getByLabel('Add a photo').setInputFiles({
      name: 'me.jpg',
      mimeType: 'image/jpeg',
      buffer: await twoColourJpeg(),
    });
    const crop = page.getByRole('button', { name: /^Photo crop/ });
    await expect(crop).toBeVisible();
    await expect(page.getByText('400 by 400 pixels, 100 from the left, 0 from the top')).toBeAttached();
    // Shrink to 200 px, then move right as far as it goes: the crop is all blue.
    await crop.focus();
    for (let step = 0; step < 25; step += 1) await page.keyboard.press('-');
    await expect(page.getByText(/^200 by 200 pixels/)).toBeAttached();
    for (let step = 0; step < 10; step += 1) await page.keyboard.press('Shift+ArrowRight');
    await expect(page.getByText('200 by 200 pixels, 400 from the left, 100 from the top')).toBeAttached();

    const upload = page.waitForRequest((request) => request.url().includes('/api/profile/media/photo'));
    await page.getByRole('button', { name: 'Save photo' }).click();
    expect(new URL((await upload).url()).search).toBe('?x=400&y=100&size=200');

    const photo = page.getByRole('img', { name: 'Your profile photo' });
    await expect(photo).toBeVisible();
    await expect(photo).toHaveAttribute('width', '200');
    await expect(photo).toHaveAttribute('height', '200');
    await expect(page.locator('picture source[type="image/avif"]').first()).toHaveAttribute(
      'srcset',
      /\/media\/.+\.avif 160w/,
    );
    // The served pixels are the chosen square's: blue.
    const photoSrc = (await photo.getAttribute('src')) ?? '';
    const served = await page.request.get(photoSrc);
    const { data } = await sharp(await served.body())
      .resize(1, 1)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[2]).toBeGreaterThan(150);
    expect(data[0]).toBeLessThan(80);

    // D34: published, the photo is on the person's public page, rendered by the server.
    const handle = `casey-${Date.now().toString(36)}`;
    await page.getByLabel('Page address').fill(handle);
    await page.getByLabel('Name on the page').fill('DJ Casey');
    await page.getByRole('checkbox', { name: 'Publish my page' }).check();
    await page.getByRole('button', { name: 'Save page settings' }).click();
    await page.getByRole('link', { name: 'View your page' }).click();
    await expect(page).toHaveURL(new RegExp(`/talent/${handle}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'DJ Casey' })).toBeVisible();
    const publicPhoto = page.getByRole('img', { name: 'DJ Casey' });
    await expect(publicPhoto).toHaveAttribute('src', photoSrc);
    const rendered = await page.request.get(`/talent/${handle}`);
    expect(rendered.status()).toBe(200);
    const html = await rendered.text();
    expect(html).toContain('<h1 id="talent-name"');
    expect(html).toContain('<meta name="robots" content="noindex" />');

    // Unpublished, the address answers 404 at once.
    await page.goto('/profile');
    await page.getByRole('checkbox', { name: 'Publish my page' }).uncheck();
    await page.getByRole('button', { name: 'Save page settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    expect((await page.request.get(`/talent/${handle}`)).status()).toBe(404);
  });

  test('a refused file says why in words', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/profile');
    await page.getByLabel('Add an image').setInputFiles({
      name: 'notes.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('not an image at all'),
    });
    await page.getByRole('button', { name: 'Add to gallery' }).click();
    await expect(page.getByRole('alert')).toHaveText('Upload a JPEG, PNG or WebP image');
  });

  test('gallery images take captions and move by keyboard', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/profile');
    for (const colour of ['#ff0000', '#00ff00']) {
      const buffer = await sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
        .jpeg()
        .toBuffer();
      await page.getByLabel('Add an image').setInputFiles({ name: 'g.jpg', mimeType: 'image/jpeg', buffer });
      await page.getByRole('button', { name: 'Add to gallery' }).click();
      await expect(page.getByRole('button', { name: 'Add to gallery' })).toHaveCount(0);
    }
    await expect(page.getByRole('list', { name: 'Gallery' }).getByRole('listitem')).toHaveCount(2);
    await page.getByLabel('Caption of image 1').fill('Red room');
    await page
      .getByRole('listitem')
      .filter({ has: page.getByLabel('Caption of image 1') })
      .getByRole('button', { name: 'Save' })
      .click();
    await expect(page.getByRole('img', { name: 'Red room' })).toBeVisible();
    await page.getByRole('button', { name: 'Move image 1 down' }).click();
    await expect(page.getByLabel('Caption of image 2')).toHaveValue('Red room');
    const media = await (await page.request.get('/api/profile/media')).json();
    expect(media.gallery.map((image: { caption: string | null }) => image.caption)).toEqual([null, 'Red room']);
  });

  test('a link shows a poster and loads its player only on click', async ({ page }) => {
    const playerRequests: string[] = [];
    await page.route('https://w.soundcloud.com/**', (route) => {
      playerRequests.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title><p>Playing</p>' });
    });
    await signUpViaApi(page);
    await page.goto('/profile');
    await page.getByLabel('Audio or video link').fill('https://soundcloud.com/some-dj/summer-mix');
    await page.getByRole('button', { name: 'Add link' }).click();
    await expect(page.getByRole('button', { name: 'Play on SoundCloud' })).toBeVisible();
    await page.getByLabel('Audio or video link').fill('https://example.com/press-kit');
    await page.getByRole('button', { name: 'Add link' }).click();
    await expect(page.getByRole('link', { name: 'https://example.com/press-kit' })).toBeVisible();

    await expect(page.getByTestId('player-poster')).toHaveCount(1);
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(playerRequests).toEqual([]);
    await page.getByRole('button', { name: 'Play on SoundCloud' }).click();
    const player = page.frameLocator('iframe[title="SoundCloud player"]');
    await expect(player.getByText('Playing')).toBeVisible();
    expect(playerRequests[0]).toContain('https://w.soundcloud.com/player/?url=');
  });
});

test.describe('opportunity flyers (D33)', () => {
  test('an admin uploads and crops a flyer; it shows on the card, the page and the link preview', async ({ page }) => {
    const title = `Flyer night ${runToken()}`;
    await signInAsAdmin(page);
    const [opportunity] = await createOpportunities(page, [{ title, date: '2031-06-20' }]);
    await page.goto(`/admin/opportunity/${opportunity?.id}`);
    await page.getByLabel('Upload a flyer').setInputFiles({
      name: 'flyer.jpg',
      mimeType: 'image/jpeg',
      buffer: await twoColourJpeg(),
    });
    const crop = page.getByRole('button', { name: /^Flyer crop/ });
    await expect(crop).toBeVisible();
    // The whole image first; shrink it by keyboard.
    await expect(page.getByText('600 by 400 pixels, 0 from the left, 0 from the top')).toBeAttached();
    await crop.focus();
    await page.keyboard.press('-');
    await expect(page.getByText('592 by 392 pixels, 4 from the left, 4 from the top')).toBeAttached();
    await page.getByRole('button', { name: 'Save flyer' }).click();
    await expect(page.getByRole('img', { name: `Flyer for ${title}` })).toHaveAttribute('width', '592');

    await page.goto(`/opportunities?q=${encodeURIComponent(title)}`);
    await expect(
      page.getByRole('article', { name: title }).getByRole('img', { name: `Flyer for ${title}` }),
    ).toBeVisible();
    await page.goto(`/opportunity/${opportunity?.id}`);
    const flyer = page.getByRole('img', { name: `Flyer for ${title}` });
    await expect(flyer).toBeVisible();
    const html = await (await page.request.get(`/opportunity/${opportunity?.id}`)).text();
    // The flyer's JPEG in place of the generated card (the origin is the server's PUBLIC_URL).
    const src = (await flyer.getAttribute('src')) ?? '';
    expect(html).toMatch(
      new RegExp(`<meta property="og:image" content="https?://[^"/]+${src.replaceAll('.', '\\.')}" />`),
    );
    expect(html).toContain('<meta property="og:image:width" content="592" />');
  });
});
