import { crc32 } from 'node:zlib';
import sharp from 'sharp';

// Images for the media tests, made when a test runs (nothing large is committed): photo-like
// pictures (smooth shapes and a film grain, so that encoders work as hard as on a real photo)
// with a camera's metadata, and the hostile files of D33.

export const CAMERA_MAKE = 'Backline Test Camera';

type PhotoOptions = {
  width: number;
  height: number;
  // The EXIF orientation: 6 is a phone held upright (the pixels lie on their side).
  orientation?: number;
};

const noise = (width: number, height: number, sigma: number) =>
  sharp({ create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma } } });

const grain = noise(256, 256, 12).png().toBuffer();

async function picture(width: number, height: number) {
  const shapes = await noise(48, 36, 60).png().toBuffer();
  return sharp(shapes)
    .resize(width, height, { fit: 'fill', kernel: 'cubic' })
    .composite([{ input: await grain, blend: 'overlay', tile: true }]);
}

// A JPEG as a phone writes it: its maker, model and where it was taken in the EXIF.
export async function photoJpeg({ width, height, orientation = 1 }: PhotoOptions): Promise<Buffer> {
  return (await picture(width, height))
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: CAMERA_MAKE, Model: 'Model 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '32/1 46/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '96/1 48/1 0/1' },
    })
    .withMetadata({ orientation })
    .toBuffer();
}

export async function photoPng(width: number, height: number): Promise<Buffer> {
  return (await picture(width, height)).png().toBuffer();
}

export async function photoWebp(width: number, height: number): Promise<Buffer> {
  return (await picture(width, height)).webp().toBuffer();
}

// A small PNG in one colour, quick to make and to process.
export function tinyPng(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#7c3aed' } })
    .png()
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

// A decompression bomb: a PNG of a few dozen bytes whose header claims `width` × `height`
// pixels (50,000 × 50,000 is 2.5 gigapixels, 7.5 GB once decoded).
export function bombPng(width = 50_000, height = 50_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

// A Windows program, as if renamed holiday.jpg.
export function executable(): Buffer {
  const program = Buffer.alloc(1024);
  program.write('MZ', 0, 'ascii');
  program.write('This program cannot be run in DOS mode.', 78, 'ascii');
  return program;
}

export function svgWithScript(): Buffer {
  return Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
  );
}

// The first half of a real JPEG.
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await photoJpeg({ width: 800, height: 600 });
  return whole.subarray(0, Math.floor(whole.length / 2));
}
