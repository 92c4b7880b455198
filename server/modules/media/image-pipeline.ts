import { createHash } from 'node:crypto';
import type { Sharp } from 'sharp';
import { API_ERROR_CODES } from '@shared/api-error';
import {
  CROP_OUTSIDE_MESSAGE,
  IMAGE_DAMAGED_MESSAGE,
  IMAGE_MAX_PIXELS,
  IMAGE_TOO_MANY_PIXELS_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  type MediaKind,
} from '@shared/media';
import { AppError, badRequest } from '../../lib/app-error';
import { IMAGE_CONTENT_TYPES, sniffImageFormat } from './image-format';
import type { MediaFile } from './media-store';
import { originalName, VARIANT_CONTENT_TYPES, type VariantFormat, variantName } from './media-names';

// D33: every upload is decoded by sharp (libvips) and re-encoded: turned upright, cropped,
// stripped of all metadata (EXIF, GPS, camera, colour profile: sharp writes none unless asked),
// and written at a few widths as AVIF and WebP, with JPEG for the clients and emails that read
// neither (docs/decisions/190).

// Bump when the output changes: a content's key (so its address) covers how it was made.
const PIPELINE_VERSION = 1;

// The widths each kind is written at, capped at the image's own width.
const VARIANT_WIDTHS: Record<MediaKind, readonly number[]> = {
  profile_photo: [160, 320, 640, 1280],
  gallery: [320, 640, 1280, 1920],
  flyer: [320, 640, 1280, 1920],
};

// Speed over the last few per cent of size: a 12-megapixel photo is done in well under 1.5 s on
// two cores (image-pipeline.test.ts measures it).
const ENCODERS: Record<VariantFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 0 }),
  webp: (image) => image.webp({ quality: 75, effort: 2 }),
  jpg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, progressive: true }),
};

// A very tall image is made narrower to stay this tall at most (WebP holds 16,383 pixels a side).
const TALLEST = 8192;

// A region of the image as the person sees it (turned upright), in its pixels.
export type Crop = { left: number; top: number; width: number; height: number };

export type ImageRequest = {
  kind: MediaKind;
  // 'square': the largest square in the middle (a profile photo without a crop of its own).
  crop?: Crop | 'square';
};

export type ProcessedImage = {
  contentKey: string;
  // Of the served image: upright and cropped.
  width: number;
  height: number;
  widths: number[];
  originalType: string;
  originalBytes: number;
  files: MediaFile[];
};

// The decoder refuses more pixels than D33 allows from the header, before decoding anything (a
// decompression bomb); 'error' refuses a truncated or corrupt file instead of padding it out.
const DECODE_OPTIONS = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' } as const;

const damaged = () => badRequest(IMAGE_DAMAGED_MESSAGE);

// Loaded by the first upload, not by every server process at start (some 20 MB of memory).
const loadSharp = async () => (await import('sharp')).default;

async function readHeader(bytes: Buffer) {
  const sharp = await loadSharp();
  const format = sniffImageFormat(bytes);
  if (!format) throw new AppError(415, API_ERROR_CODES.unsupportedMediaType, IMAGE_TYPE_MESSAGE);
  // The header alone (no pixels are decoded), so that a bomb is told apart from a broken file.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw damaged();
    });
  if (metadata.format !== format) throw new AppError(415, API_ERROR_CODES.unsupportedMediaType, IMAGE_TYPE_MESSAGE);
  if (metadata.width * metadata.height > IMAGE_MAX_PIXELS) throw badRequest(IMAGE_TOO_MANY_PIXELS_MESSAGE);
  return { format, width: metadata.autoOrient.width, height: metadata.autoOrient.height };
}

function regionOf(crop: ImageRequest['crop'], width: number, height: number): Crop | undefined {
  if (crop === 'square') {
    const size = Math.min(width, height);
    return { left: Math.floor((width - size) / 2), top: Math.floor((height - size) / 2), width: size, height: size };
  }
  if (crop && (crop.left + crop.width > width || crop.top + crop.height > height)) {
    throw badRequest(CROP_OUTSIDE_MESSAGE);
  }
  return crop;
}

const keyOf = (bytes: Buffer, request: ImageRequest, region: Crop | undefined) =>
  createHash('sha256')
    .update(JSON.stringify({ version: PIPELINE_VERSION, kind: request.kind, region }))
    .update(bytes)
    .digest('hex');

export async function processImage(bytes: Buffer, request: ImageRequest): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  const header = await readHeader(bytes);
  const region = regionOf(request.crop, header.width, header.height);
  const widest = Math.max(...VARIANT_WIDTHS[request.kind]);
  // Decoded once (JPEG shrinks while decoding), upright and cropped, at the widest width needed;
  // every file is made from these pixels.
  let upright = sharp(bytes, DECODE_OPTIONS).rotate();
  if (region) upright = upright.extract(region);
  const base = await upright
    .resize({ width: widest, height: TALLEST, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw damaged();
    });
  const { width, height, channels } = base.info;
  const widths = [...new Set(VARIANT_WIDTHS[request.kind].map((wanted) => Math.min(wanted, width)))];
  const contentKey = keyOf(bytes, request, region);
  const variants = await Promise.all(
    widths.map(async (variantWidth) => {
      const resized = await sharp(base.data, { raw: { width, height, channels } })
        .resize({ width: variantWidth })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const pixels = { raw: { width: resized.info.width, height: resized.info.height, channels } };
      return Promise.all(
        (Object.keys(ENCODERS) as VariantFormat[]).map(async (format) => ({
          name: variantName(contentKey, variantWidth, format),
          contentType: VARIANT_CONTENT_TYPES[format],
          body: await ENCODERS[format](sharp(resized.data, pixels)).toBuffer(),
        })),
      );
    }),
  );
  return {
    contentKey,
    width,
    height,
    widths,
    originalType: IMAGE_CONTENT_TYPES[header.format],
    originalBytes: bytes.length,
    files: [
      ...variants.flat(),
      { name: originalName(contentKey), contentType: IMAGE_CONTENT_TYPES[header.format], body: bytes },
    ],
  };
}
