import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { chooseEncoding } from '../lib/compression';
import { compress } from './compress';

const big = { items: Array.from({ length: 200 }, (_, index) => ({ index, title: `Friday night set ${index}` })) };

function app() {
  const hono = new Hono();
  hono.use('*', compress());
  hono.get('/json', (c) => c.json(big));
  hono.get('/small', (c) => c.json({ ok: true }));
  hono.get('/events', (c) => c.body('data: hello\n\n'.repeat(200), 200, { 'Content-Type': 'text/event-stream' }));
  return hono;
}

describe('compression of responses made per request', () => {
  it('sends brotli where accepted, with its length and Vary', async () => {
    const response = await app().request('/json', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Vary')).toContain('Accept-Encoding');
    const body = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('Content-Length'))).toBe(body.length);
    expect(body.length).toBeLessThan(JSON.stringify(big).length / 4);
    expect(JSON.parse(brotliDecompressSync(body).toString())).toEqual(big);
    expect(response.headers.get('Content-Type')).toContain('application/json');
  });

  it('falls back to gzip, and to none', async () => {
    const gzip = await app().request('/json', { headers: { 'Accept-Encoding': 'gzip, br;q=0' } });
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString())).toEqual(big);

    const plain = await app().request('/json');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.json()).toEqual(big);
  });

  it('leaves small bodies and event streams alone', async () => {
    const small = await app().request('/small', { headers: { 'Accept-Encoding': 'br' } });
    expect(small.headers.get('Content-Encoding')).toBeNull();
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
  });
});
