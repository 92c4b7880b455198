import { Hono } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';
import { describe, expect, it } from 'vitest';
import { rememberingRouter } from './remembering-router';

// The app's route shapes: a fixed path beside a parameter, a wildcard middleware before them.
function app(router = rememberingRouter<never>()) {
  const hono = new Hono({ router: router as never });
  hono.use('/admin/*', async (c, next) => {
    await next();
    c.res.headers.set('X-Admin', 'yes');
  });
  hono.get('/admin/users/export', (c) => c.text('export'));
  hono.get('/admin/users/:id', (c) => c.text(`user ${c.req.param('id')}`));
  hono.get('/health', (c) => c.text('ok'));
  return hono;
}

describe('the remembering router', () => {
  it('answers as Hono does, a path asked again too', async () => {
    const remembering = app();
    const plain = app(new TrieRouter() as never);
    for (const path of [
      '/admin/users/export',
      '/admin/users/7',
      '/admin/users/8',
      '/health',
      '/admin/users/7',
      '/nope',
    ]) {
      const [mine, theirs] = await Promise.all([remembering.request(path), plain.request(path)]);
      expect([mine.status, await mine.text(), mine.headers.get('X-Admin')], path).toEqual([
        theirs.status,
        await theirs.text(),
        theirs.headers.get('X-Admin'),
      ]);
    }
  });

  it('remembers a match, forgets it when a route is added, and skips long paths', () => {
    let searched = 0;
    const trie = new TrieRouter<string>();
    const counting = {
      name: 'counting',
      add: trie.add.bind(trie),
      match: (method: string, path: string) => {
        searched++;
        return trie.match(method, path);
      },
    };
    const router = rememberingRouter<string>(counting);
    router.add('GET', '/a/:id', 'a');
    expect(router.match('GET', '/a/1')).toEqual(router.match('GET', '/a/1'));
    expect(searched).toBe(1);
    router.add('GET', '/a/1', 'fixed');
    expect(router.match('GET', '/a/1')[0].map(([handler]) => handler)).toEqual(['a', 'fixed']);
    expect(searched).toBe(2);
    const long = `/a/${'x'.repeat(300)}`;
    router.match('GET', long);
    router.match('GET', long);
    expect(searched).toBe(4);
  });
});
