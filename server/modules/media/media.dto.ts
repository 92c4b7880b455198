import type { MediaLink } from '@shared/media-links';
import type { MediaKind } from '@shared/media';
import type { EmailImage } from '../email/email-layout';
import type { MediaImageRow } from './media-images.repo';
import { mediaPath, VARIANT_FORMATS, type VariantFormat, variantName } from './media-names';

// An image as pages show it: `<picture>` with a `<source>` per modern format (`srcset`, and
// `sizes` chosen by the page) and an `<img>` of the JPEG; width and height reserve its space, so
// nothing moves when it arrives.
export type ImageDto = {
  id: string;
  kind: MediaKind;
  width: number;
  height: number;
  // The gallery's order and captions (null for the other kinds' captions).
  position: number;
  caption: string | null;
  src: string;
  srcset: Record<VariantFormat, string>;
  createdAt: string;
};

export type ProfileMediaDto = { photo: ImageDto | null; gallery: ImageDto[]; links: MediaLink[] };

export type FlyerDto = { flyer: ImageDto | null };

// The `<img>`'s own file: the widest up to this, enough for most places and for emails.
const DEFAULT_SRC_WIDTH = 1280;

export function toImageDto(row: MediaImageRow): ImageDto {
  const srcWidth = [...row.widths].reverse().find((width) => width <= DEFAULT_SRC_WIDTH) ?? row.widths[0] ?? 0;
  const url = (width: number, format: VariantFormat) => mediaPath(variantName(row.contentKey, width, format));
  const srcset = Object.fromEntries(
    VARIANT_FORMATS.map((format) => [format, row.widths.map((width) => `${url(width, format)} ${width}w`).join(', ')]),
  ) as Record<VariantFormat, string>;
  return {
    id: row.id,
    kind: row.kind as MediaKind,
    width: row.width,
    height: row.height,
    position: row.position,
    caption: row.caption,
    src: url(srcWidth, 'jpg'),
    srcset,
    createdAt: row.createdAt.toISOString(),
  };
}

// A person's photo by their id, for a list of people (null: none).
export function photoByPerson(rows: MediaImageRow[]): (personId: string) => ImageDto | null {
  const photos = new Map(rows.map((row) => [row.personId, toImageDto(row)]));
  return (personId) => photos.get(personId) ?? null;
}

// An image in an email (issue 44): the JPEG (many mail apps show neither AVIF nor WebP) at the
// public address (a mail app loads it from wherever it runs), drawn fitted into `box` (CSS pixels,
// never enlarged), from the narrowest file at least twice that wide where there is one (sharp on
// high-density screens).
export function toEmailImage(
  row: Pick<MediaImageRow, 'contentKey' | 'width' | 'height' | 'widths'>,
  options: { siteUrl: string; box: { width: number; height: number }; alt: string },
): EmailImage {
  const scale = Math.min(1, options.box.width / row.width, options.box.height / row.height);
  const width = Math.max(1, Math.round(row.width * scale));
  const height = Math.max(1, Math.round(row.height * scale));
  const fileWidth = row.widths.find((each) => each >= width * 2) ?? row.widths.at(-1) ?? row.width;
  return {
    url: new URL(mediaPath(variantName(row.contentKey, fileWidth, 'jpg')), options.siteUrl).href,
    width,
    height,
    alt: options.alt,
  };
}
