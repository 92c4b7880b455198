// D33: an upload is read as what its first bytes say it is, never as its name or the type the
// browser claims. JPEG, PNG and WebP only: anything else (an SVG with script, a program renamed
// .jpg, a GIF, a HEIC) is not an image this product takes.
export type ImageFormat = 'jpeg' | 'png' | 'webp';

export const IMAGE_CONTENT_TYPES: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

export function sniffImageFormat(bytes: Uint8Array): ImageFormat | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return undefined;
}
