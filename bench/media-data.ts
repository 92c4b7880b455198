import sharp from 'sharp';
import type pg from 'pg';
import type { Database } from '../server/db/database';
import { createDatabaseMediaStore } from '../server/modules/media/database-media-store';
import { processImage } from '../server/modules/media/image-pipeline';
import { imageColumns, keepImage } from '../server/modules/media/keep-image';
import { insertMediaImage } from '../server/modules/media/media-images.repo';

// Issue 44: the bench's images, made as an upload is: each source goes through the app's own
// pipeline (server/modules/media/image-pipeline.ts: decoded, cropped, re-encoded at every width
// as AVIF, WebP and JPEG) and is kept in the default store, the database (media_files and their
// chunks, docs/decisions/190), under an image row of the app's repo. Flyers on a few listed
// opportunities and profile photos of a few people: the image row serves their 1280-wide AVIF.
//
// The sources are phone-sized JPEGs drawn here, the same at every load (a seeded generator): a
// night's lights and gradients with a photo's grain, so that they compress as photos do, not as
// flat colour (a flat image would make a 1280-wide AVIF of a few kilobytes).
export const BENCH_FLYERS = 3;
export const BENCH_PHOTOS = 3;
export const BENCH_IMAGES = BENCH_FLYERS + BENCH_PHOTOS;
// The width the image row asks for (a flyer's and a photo's largest below 1920).
export const IMAGE_ROW_WIDTH = 1280;

// mulberry32: a small seeded generator, so the same bytes (and content keys) at every load.
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

// Random levels on a coarse grid, enlarged to the full size by sharp's cubic interpolation: a
// texture whose grain is `period` pixels (value noise), one byte a pixel centred on 128.
async function texture(width: number, height: number, period: number, random: () => number): Promise<Buffer> {
  const columns = Math.ceil(width / period) + 1;
  const rows = Math.ceil(height / period) + 1;
  const grid = Buffer.from(Array.from({ length: columns * rows }, () => Math.floor(random() * 256)));
  return sharp(grid, { raw: { width: columns, height: rows, channels: 1 } })
    .resize({ width, height, fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
}

// A photo-like JPEG as a phone sends it: a night's gradient and coloured lights (drawn small and
// enlarged: they are smooth) over textures at several scales (a crowd, a wall, fabric), and a
// sensor's grain.
async function photoLike(width: number, height: number, seed: number): Promise<Buffer> {
  const random = seeded(seed);
  const small = { width: Math.ceil(width / 8), height: Math.ceil(height / 8) };
  const lights = Array.from({ length: 9 }, () => ({
    x: random() * small.width,
    y: random() * small.height,
    radius: (0.05 + random() * 0.25) * Math.min(small.width, small.height),
    colour: [random() * 255, random() * 200, random() * 255],
  }));
  const scene = Buffer.alloc(small.width * small.height * 3);
  for (let y = 0; y < small.height; y++) {
    const sky = 30 + (60 * y) / small.height;
    for (let x = 0; x < small.width; x++) {
      const colour = [sky * 0.6, sky * 0.4, sky];
      for (const light of lights) {
        const glow = Math.exp(-((x - light.x) ** 2 + (y - light.y) ** 2) / (2 * light.radius ** 2));
        light.colour.forEach((level, channel) => {
          colour[channel] = (colour[channel] ?? 0) + level * glow;
        });
      }
      colour.forEach((level, channel) => {
        scene[(y * small.width + x) * 3 + channel] = Math.min(255, level);
      });
    }
  }
  const base = await sharp(scene, { raw: { ...small, channels: 3 } })
    .resize({ width, height, fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
  const octaves = [
    { levels: await texture(width, height, 240, random), amplitude: 45 },
    { levels: await texture(width, height, 48, random), amplitude: 30 },
    { levels: await texture(width, height, 12, random), amplitude: 18 },
    { levels: await texture(width, height, 3, random), amplitude: 10 },
  ];
  const pixels = Buffer.alloc(width * height * 3);
  for (let at = 0; at < width * height; at++) {
    let shade = 0;
    for (const octave of octaves) shade += (((octave.levels[at] ?? 128) - 128) / 128) * octave.amplitude;
    const grain = (random() + random() + random() - 1.5) * 8;
    for (let channel = 0; channel < 3; channel++) {
      // Buffer clamps nothing: a value past 255 would wrap.
      pixels[at * 3 + channel] = Math.max(0, Math.min(255, (base[at * 3 + channel] ?? 0) + shade + grain));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

// The bench's images, in the database the app will serve them from. `db` is the bench
// database's; `listedOpportunities` and `people` are where they go.
export async function loadBenchMedia(db: Database, client: pg.Client, log: (message: string) => void): Promise<void> {
  log(`images: ${BENCH_FLYERS} flyers and ${BENCH_PHOTOS} profile photos through the upload pipeline`);
  const store = createDatabaseMediaStore(db);
  // Open, upcoming opportunities (their cards show the flyer) and the first people.
  const opportunities = await client.query<{ id: string }>(
    'select id from opportunities where listed order by md5(id::text) limit $1',
    [BENCH_FLYERS],
  );
  const people = await client.query<{ id: string }>('select id from people order by created_at, id limit $1', [
    BENCH_PHOTOS,
  ]);
  for (const [index, { id: opportunityId }] of opportunities.rows.entries()) {
    // A portrait flyer, 1600 × 2000 (cropped by nobody: the whole image).
    const image = await processImage(await photoLike(1600, 2000, 1 + index), { kind: 'flyer' });
    await keepImage(db, store, image, async (tx, saveFiles) => {
      await saveFiles();
      return insertMediaImage(tx, { ...imageColumns(image), kind: 'flyer', opportunityId });
    });
  }
  for (const [index, { id: personId }] of people.rows.entries()) {
    // A phone's 3:4 portrait, its middle square kept (as a photo without a crop of its own is).
    const image = await processImage(await photoLike(1500, 2000, 101 + index), {
      kind: 'profile_photo',
      crop: 'square',
    });
    await keepImage(db, store, image, async (tx, saveFiles) => {
      await saveFiles();
      return insertMediaImage(tx, { ...imageColumns(image), kind: 'profile_photo', personId });
    });
  }
  await client.query('analyze media_images, media_files, media_file_chunks');
}

// How many of the bench's images a database holds (a reused one must have them all).
export async function countBenchImages(client: pg.Client): Promise<number> {
  const counted = await client.query<{ n: number }>(
    `select count(*)::int as n from media_images i
     where kind in ('flyer', 'profile_photo') and $1 = any(widths)
       and exists (select 1 from media_files f where f.name = i.content_key || '-' || $1 || '.avif')`,
    [IMAGE_ROW_WIDTH],
  );
  return counted.rows[0]?.n ?? 0;
}

// The image row's addresses: the 1280-wide AVIF of each image, as a <picture>'s first source.
export async function benchImagePaths(client: pg.Client): Promise<string[]> {
  const images = await client.query<{ key: string }>(
    'select content_key as key from media_images where $1 = any(widths) order by created_at, id',
    [IMAGE_ROW_WIDTH],
  );
  return images.rows.map((row) => `/media/${row.key}-${IMAGE_ROW_WIDTH}.avif`);
}
