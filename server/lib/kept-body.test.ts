import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { keptBody, keptJson } from './kept-body';

// docs/decisions/138: a kept answer's body is written and compressed once, whatever the number
// of requests it answers.
const big = { items: Array.from({ length: 200 }, (_, index) => ({ index, title: `Friday night set ${index}` })) };

function app() {
  let writes = 0;
  const page = { html: `<!doctype html><p>${'Rooftop night '.repeat(200)}</p>` };
  const hono = new Hono();
  hono.get('/json', (c) => keptJson(c, big));
  hono.get('/small', (c) => keptJson(c, { ok: true }));
  hono.get('/page', (c) =>
    keptBody(
      c,
      page,
      () => {
        writes += 1;
        return page.html;
      },
      { status: 200, contentType: 'text/html; charset=UTF-8' },
    ),
  );
  return { hono, page, writes: () => writes };
}

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('kept bodies', () => {
  it('sends brotli or gzip as the browser accepts, the same bytes each time, written once', async () => {
    const { hono, page, writes } = app();
    const asked = { headers: { 'Accept-Encoding': 'gzip, deflate, br' } };
    const [first, second] = await Promise.all([hono.request('/page', asked), hono.request('/page', asked)]);
    expect(first?.headers.get('Content-Encoding')).toBe('br');
    expect(first?.headers.get('Vary')).toBe('Accept-Encoding');
    expect(first?.headers.get('Content-Type')).toBe('text/html; charset=UTF-8');
    const [a, b] = [await bytesOf(first as Response), await bytesOf(second as Response)];
    expect(a.equals(b)).toBe(true);
    expect(Number(first?.headers.get('Content-Length'))).toBe(a.length);
    expect(brotliDecompressSync(a).toString()).toBe(page.html);

    const gzipped = await hono.request('/page', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(await bytesOf(gzipped)).toString()).toBe(page.html);
    expect(writes()).toBe(1);
  });

  it('sends the text as it is to a client that accepts neither, and small bodies as they are', async () => {
    const { hono } = app();
    const plain = await hono.request('/json');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Content-Type')).toBe('application/json');
    expect(await plain.json()).toEqual(big);
    const small = await hono.request('/small', { headers: { 'Accept-Encoding': 'br' } });
    expect(small.headers.get('Content-Encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    const json = await hono.request('/json', { headers: { 'Accept-Encoding': 'br' } });
    expect(JSON.parse(brotliDecompressSync(await bytesOf(json)).toString())).toEqual(big);
  });

  it('sends JSON in gzip where the browser accepts it as well as brotli (docs/decisions/143)', async () => {
    const { hono } = app();
    const json = await hono.request('/json', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(json.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(await bytesOf(json)).toString())).toEqual(big);
  });
});
