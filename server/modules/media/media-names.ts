// The names of an image's files, which are also their addresses under /media: a content's key
// (SHA-256, hex) then what the file is. A name never changes what it holds, so its answer is
// cached for a year (docs/decisions/190).

export const VARIANT_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

export const VARIANT_CONTENT_TYPES: Record<VariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

export const variantName = (contentKey: string, width: number, format: VariantFormat) =>
  `${contentKey}-${width}.${format}`;

// The upload as it came: never served at /media (it may hold the camera's metadata), only to its
// owner through a signed link (original-links.ts).
export const originalName = (contentKey: string) => `${contentKey}-original`;

export const mediaPath = (name: string) => `/media/${name}`;

const VARIANT_NAME = /^[0-9a-f]{64}-[1-9]\d{0,4}\.(?:avif|webp|jpg)$/;

// Is this a name /media serves (a re-encoded width, never an original)?
export const isVariantName = (name: string) => VARIANT_NAME.test(name);

export const isContentKey = (value: string) => /^[0-9a-f]{64}$/.test(value);

// Every file's name starts with its content's key.
export const contentKeyOf = (name: string) => name.slice(0, 64);
