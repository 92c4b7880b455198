import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip';

// Smaller bodies are sent as they are: compressing them saves less than it costs.
export const MIN_COMPRESSED_BYTES = 1024;

// Bodies up to this size are compressed on the request's own thread (docs/decisions/139):
// handing one to zlib's thread pool and back costs more than compressing it (measured here:
// 14 KB, the JSON of a search, 0.19 ms at once against 0.45 ms of the process's time through
// the pool; 128 KB 0.43 ms against 0.69). Larger ones (exports) go to the pool, so no request
// holds the others up for long.
export const COMPRESSED_AT_ONCE_MAX_BYTES = 256 * 1024;

// JSON (docs/decisions/143): gzip compresses the API's answers within 5 % of brotli's size at a
// third to a half of its time (a search's 14 KB: 4.3 KB in 0.09 ms against 4.1 KB in 0.19 ms),
// where pages, styles and scripts are 10 to 20 % smaller in brotli.
const JSON_TYPE = /^application\/([\w.+-]*\+)?json\b/;

type Weights = { br: number; gzip: number };

// Browsers send a handful of Accept-Encoding values: each is read once, not on every answer
// (decision 173); a value past these sizes is read every time.
const REMEMBERED_VALUES = 64;
const LONGEST_VALUE = 256;
const weightsByValue = new Map<string, Weights>();

function readWeights(acceptEncoding: string): Weights {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  return { br: weight('br'), gzip: weight('gzip') };
}

function weightsOf(acceptEncoding: string): Weights {
  if (acceptEncoding.length > LONGEST_VALUE) return readWeights(acceptEncoding);
  let weights = weightsByValue.get(acceptEncoding);
  if (!weights) {
    weights = readWeights(acceptEncoding);
    if (weightsByValue.size >= REMEMBERED_VALUES) weightsByValue.clear();
    weightsByValue.set(acceptEncoding, weights);
  }
  return weights;
}

// Brotli where the browser accepts it, else gzip; for JSON, gzip where the browser accepts it
// as well as brotli; nothing when it accepts neither.
export function chooseEncoding(acceptEncoding: string | undefined, contentType?: string | null): Encoding | undefined {
  const { br, gzip } = weightsOf(acceptEncoding ?? '');
  if (gzip > 0 && gzip >= br && JSON_TYPE.test(contentType ?? '')) return 'gzip';
  if (br > 0) return 'br';
  if (gzip > 0) return 'gzip';
  return undefined;
}

// Text compressed as it leaves: brotli at quality 5 (pages: 10-20 % smaller than gzip), gzip at
// its fastest level (JSON, decision 143).
export async function compressBody(body: Uint8Array, encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> {
  const atOnce = body.length <= COMPRESSED_AT_ONCE_MAX_BYTES;
  if (encoding === 'gzip') return new Uint8Array(atOnce ? gzipSync(body, GZIP) : await gzipAsync(body, GZIP));
  const options = {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  };
  return new Uint8Array(atOnce ? brotliCompressSync(body, options) : await brotli(body, options));
}

// gzip's fastest level (decision 173): what is compressed as it leaves is mostly JSON made for
// one request, where level 6 took two to three times as long for 2-7 % fewer bytes (a search's
// 14.8 KB: 5.0 KB in 0.06 ms against 4.7 KB in 0.17 ms).
const GZIP = { level: 1 };
