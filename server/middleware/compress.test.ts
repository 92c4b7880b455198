import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { COMPRESSED_AT_ONCE_MAX_BYTES, chooseEncoding } from '../lib/compression';
import { createLogger } from '../lib/logger';
import { createMetrics } from '../metrics/metrics';
import { requestPath } from './request-path';

const big = { items: Array.from({ length: 200 }, (_, index) => ({ index, title: `Friday night set ${index}` })) };
// Past what is compressed at once: handed to zlib's thread pool (lib/compression.ts).
const huge = { items: Array.from({ length: 12_000 }, (_, index) => ({ index, title: `Friday night set ${index}` })) };

// Answers are compressed as they leave, by the request path every request takes (request-path.ts).
function app() {
  const hono = new Hono();
  hono.use(
    '*',
    requestPath({ logger: createLogger('error'), metrics: createMetrics(), trustProxy: false, https: false }),
  );
  hono.get('/json', (c) => c.json(big));
  hono.get('/huge', (c) => c.json(huge));
  hono.get('/small', (c) => c.json({ ok: true }));
  hono.get('/page', (c) => c.html(`<!doctype html><p>${'Rooftop night '.repeat(200)}</p>`));
  hono.get('/events', (c) => c.body('data: hello\n\n'.repeat(200), 200, { 'Content-Type': 'text/event-stream' }));
  // Made otherwise than with text: read, then compressed.
  hono.get('/made', () => new Response(JSON.stringify(big), { headers: { 'Content-Type': 'application/json' } }));
  return hono;
}

describe('compression of responses made per request', () => {
  it('sends brotli where accepted, with its length and Vary', async () => {
    const response = await app().request('/json', { headers: { 'Accept-Encoding': 'deflate, br' } });
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Vary')).toContain('Accept-Encoding');
    const body = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('Content-Length'))).toBe(body.length);
    expect(body.length).toBeLessThan(JSON.stringify(big).length / 4);
    expect(JSON.parse(brotliDecompressSync(body).toString())).toEqual(big);
    expect(response.headers.get('Content-Type')).toContain('application/json');
  });

  it('sends JSON in gzip where accepted as well as brotli, pages in brotli (docs/decisions/143)', async () => {
    const json = await app().request('/json', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(json.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await json.arrayBuffer())).toString())).toEqual(big);
    const page = await app().request('/page', { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    expect(page.headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await page.arrayBuffer())).toString()).toContain('Rooftop night');
  });

  it('falls back to gzip, and to none', async () => {
    const gzip = await app().request('/json', { headers: { 'Accept-Encoding': 'gzip, br;q=0' } });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString())).toEqual(big);

    const plain = await app().request('/json');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.json()).toEqual(big);
  });

  it('compresses a body too large to compress at once, in either encoding', async () => {
    expect(JSON.stringify(huge).length).toBeGreaterThan(COMPRESSED_AT_ONCE_MAX_BYTES);
    const br = await app().request('/huge', { headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString())).toEqual(huge);
    const gzip = await app().request('/huge', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString())).toEqual(huge);
  });

  it('compresses an answer made otherwise than with text too', async () => {
    const response = await app().request('/made', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString())).toEqual(big);
  });

  it('leaves small bodies and event streams alone', async () => {
    const small = await app().request('/small', { headers: { 'Accept-Encoding': 'br' } });
    expect(small.headers.get('Content-Encoding')).toBeNull();
    // Never compressed, whatever the caller accepts: the answer does not vary by it.
    expect(small.headers.get('Vary')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    const events = await app().request('/events', { headers: { 'Accept-Encoding': 'br' } });
    expect(events.headers.get('Content-Encoding')).toBeNull();
  });

  it('reads Accept-Encoding with its weights', () => {
    expect(chooseEncoding('br;q=1.0, gzip;q=0.8')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    // JSON: gzip unless brotli is preferred, or gzip not accepted.
    expect(chooseEncoding('gzip, br', 'application/json')).toBe('gzip');
    expect(chooseEncoding('*', 'application/problem+json')).toBe('gzip');
    expect(chooseEncoding('br;q=1.0, gzip;q=0.8', 'application/json')).toBe('br');
    expect(chooseEncoding('br', 'application/json')).toBe('br');
    expect(chooseEncoding('gzip, br', 'text/html; charset=UTF-8')).toBe('br');
  });
});
