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

  it('adds only a safe target to a path', () => {
    expect(withReturnPath('/auth', '/opportunity/1?apply=1')).toBe('/auth?next=%2Fopportunity%2F1%3Fapply%3D1');
    expect(withReturnPath('/auth?mode=sign-in', '/dashboard')).toBe('/auth?mode=sign-in&next=%2Fdashboard');
    expect(withReturnPath('/auth', 'https://evil.example')).toBe('/auth');
  });
});
