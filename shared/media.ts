import { z } from './zod';
import { uuidSchema } from './ids';

// D33: the images a person or an opportunity has, and the limits every upload is held to (the
// uploader checks them first, the server again by the file's content).

export const MEDIA_KINDS = ['profile_photo', 'gallery', 'flyer'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const IMAGE_MAX_BYTES = 15 * 1024 * 1024;
export const IMAGE_MAX_PIXELS = 40_000_000;
// What the uploader offers to choose; the server reads the format from the bytes themselves.
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const GALLERY_MAX = 12;
export const CAPTION_MAX_LENGTH = 200;

export const IMAGE_TYPE_MESSAGE = 'Upload a JPEG, PNG or WebP image';
export const IMAGE_TOO_LARGE_MESSAGE = 'The image is larger than 15 MB';
export const IMAGE_TOO_MANY_PIXELS_MESSAGE = 'The image is larger than 40 megapixels';
export const IMAGE_DAMAGED_MESSAGE = 'The image is damaged or incomplete';
export const IMAGE_MISSING_MESSAGE = 'Choose an image to upload';
export const GALLERY_FULL_MESSAGE = `Your gallery holds at most ${GALLERY_MAX} images: remove one first`;
export const CROP_OUTSIDE_MESSAGE = 'The crop must lie inside the image';

// A crop travels in the query string beside the image's bytes, in the original's pixels (as
// the person sees it, turned upright): all of its numbers or none (none: the server centres it).
const pixels = z
  .string()
  .regex(/^\d{1,6}$/, 'Give the crop in whole pixels')
  .transform(Number);
const length = pixels.refine((value) => value > 0, 'The crop must be at least a pixel wide');

const allOrNone = (values: Record<string, number | undefined>) => {
  const given = Object.values(values).filter((value) => value !== undefined).length;
  return given === 0 || given === Object.keys(values).length;
};

// The profile photo: a square.
export const photoCropSchema = z
  .object({ x: pixels.optional(), y: pixels.optional(), size: length.optional() })
  .refine(allOrNone, 'Give the crop as x, y and size');

// A flyer: any rectangle.
export const flyerCropSchema = z
  .object({ x: pixels.optional(), y: pixels.optional(), width: length.optional(), height: length.optional() })
  .refine(allOrNone, 'Give the crop as x, y, width and height');

// A gallery image's caption; blank removes it.
export const captionSchema = z.strictObject({
  caption: z
    .string('Caption must be text')
    .trim()
    .max(CAPTION_MAX_LENGTH, `Caption must be at most ${CAPTION_MAX_LENGTH} characters`)
    .nullable()
    .transform((caption) => caption || null),
});

// The gallery's new order: every one of its images, once each, first to last.
export const galleryOrderSchema = z.strictObject({
  ids: z
    .array(uuidSchema)
    .max(GALLERY_MAX, `The gallery holds at most ${GALLERY_MAX} images`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each image can be placed once'),
});
