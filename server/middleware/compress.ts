import { chooseEncoding, compressBody, type Encoding, MIN_COMPRESSED_BYTES } from '../lib/compression';

// Text worth compressing. Not text/event-stream: live updates are a stream that never ends.
const COMPRESSIBLE =
  /^(text\/(html|plain|css|javascript|xml)|application\/(json|javascript|xml|[\w.-]+\+json)|image\/svg\+xml)\b/;

// Answers made per request (pages, API answers) are compressed as they leave, from the text the
// handler made (answer-bodies.ts): brotli where the browser accepts it, else gzip (JSON: gzip
// first, lib/compression.ts). Built assets come compressed already (the build writes .br and .gz
// files, served by serveStatic's precompressed option), and so do kept answers (lib/kept-body.ts,
// compressed once while kept).

export function isCompressible(contentType: string): boolean {
  return COMPRESSIBLE.test(contentType);
}

// Whether a body is large enough to leave compressed (and so to say Vary): smaller bodies always
// leave as they are, and are not looked at twice.
export function worthCompressing(body: string | Uint8Array): boolean {
  if (body.length >= MIN_COMPRESSED_BYTES) return true;
  // In UTF-8 a string takes from one to three bytes a character.
  return (
    typeof body === 'string' &&
    body.length * 3 >= MIN_COMPRESSED_BYTES &&
    Buffer.byteLength(body) >= MIN_COMPRESSED_BYTES
  );
}

export type Compressed = { body: Uint8Array<ArrayBuffer>; encoding: Encoding };

// The body compressed for a caller that accepts these encodings; undefined: it leaves as it is.
export async function compressFor(
  acceptEncoding: string | undefined,
  contentType: string,
  body: string | Uint8Array<ArrayBuffer>,
): Promise<Compressed | undefined> {
  const encoding = chooseEncoding(acceptEncoding, contentType);
  if (!encoding) return undefined;
  return { body: await compressBody(typeof body === 'string' ? Buffer.from(body) : body, encoding), encoding };
}
