import { describe, expect, it } from 'vitest';
import { safeReturnPath, withReturnPath } from './return-path';

describe('return paths (D27)', () => {
  it('keeps paths of this site, with their query and fragment', () => {
    expect(safeReturnPath('/opportunity/123?apply=1')).toBe('/opportunity/123?apply=1');
    expect(safeReturnPath('/admin/application/abc')).toBe('/admin/application/abc');
    expect(safeReturnPath('/opportunities?q=dj#results')).toBe('/opportunities?q=dj#results');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/\t/evil.example',
    'dashboard',
    '',
    '/auth',
    '/auth?next=/dashboard',
    '/api/account/export',
    `/${'a'.repeat(2001)}`,
    42,
    null,
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  // Issue 40 (decision 149): the browser resolves dot segments, percent-encoded ones too, so
  // these are '//evil.example' (another site) by the time it follows them.
  it.each([
    '/.//evil.example',
    '/..//evil.example',
    '/a/..//evil.example',
    '/a/b/../..//evil.example',
    '/%2e//evil.example',
    '/%2E//evil.example',
    '/%2e%2e//evil.example',
    '/a/%2e%2e//evil.example',
    '/.%2e//evil.example',
    '/.//evil.example:443/path?q=1#top',
    '/./\\evil.example',
    '/.\\/evil.example',
    '/./\t/evil.example',
    '/.\n//evil.example',
    '/\r\n//evil.example',
    ' /evil.example',
    '/./auth',
    '/Auth',
    '/auth/',
    '/dashboard/../auth?next=/dashboard',
    '/API/account/export',
    '/api',
  ])('refuses %j, which resolves to another site or a page that sends the person on', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it.each([
    ['/a/../dashboard', '/dashboard'],
    ['/opportunities/./list', '/opportunities/list'],
    ['/%2e/dashboard', '/dashboard'],
    // An encoded slash or backslash is a character of one segment, not a separator: it stays on this site.
    ['/%2f/evil.example', '/%2f/evil.example'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/%5c/evil.example', '/%5c/evil.example'],
    ['/.%2f/evil.example', '/.%2f/evil.example'],
    // Slashes after the path are the query's and the fragment's.
    ['/opportunities?next=//evil.example#//evil.example', '/opportunities?next=//evil.example#//evil.example'],
  ])('reads %j as the browser would: %j', (value, resolved) => {
    expect(safeReturnPath(value)).toBe(resolved);
  });

  it('answers only paths that stay on this site, and answers them again unchanged', () => {
    const site = 'https://backline.example';
    const segments = ['', '.', '..', '%2e', '%2E%2e', '.%2e', 'a', 'evil.example', '%2f', '%5c'];
    let kept = 0;
    for (const first of segments) {
      for (const second of segments) {
        for (const third of segments) {
          const safe = safeReturnPath(`/${first}/${second}/${third}`);
          if (safe === null) continue;
          kept += 1;
          expect(safe).toMatch(/^\/(?!\/)/);
          expect(new URL(safe, site).origin).toBe(site);
          expect(safeReturnPath(safe)).toBe(safe);
        }
      }
    }
    expect(kept).toBeGreaterThan(0);
  });

  it('adds only a safe target to a path', () => {
    expect(withReturnPath('/auth', '/opportunity/1?apply=1')).toBe('/auth?next=%2Fopportunity%2F1%3Fapply%3D1');
    expect(withReturnPath('/auth?mode=sign-in', '/dashboard')).toBe('/auth?mode=sign-in&next=%2Fdashboard');
    expect(withReturnPath('/auth', 'https://evil.example')).toBe('/auth');
    expect(withReturnPath('/auth', '/.//evil.example')).toBe('/auth');
  });
});
