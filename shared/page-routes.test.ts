import { describe, expect, it } from 'vitest';
import { matchesPageRoute } from './page-routes';

describe('matchesPageRoute (spec §2 route table)', () => {
  it.each([
    '/',
    '/about',
    '/opportunity/abc',
    '/admin/user/123',
    '/admin/opportunity/123',
    '/faq/',
    '/reset-password',
    '/confirm-email',
    '/application/3',
    '/settings',
    '/privacy',
    '/terms',
    '/contact',
    '/ticket/BL1.abc.def',
  ])('knows %s', (path) => {
    expect(matchesPageRoute(path)).toBe(true);
  });

  it.each(['/nope', '/opportunity', '/opportunity/a/b', '/admin/unknown', '/ticket'])('does not know %s', (path) => {
    expect(matchesPageRoute(path)).toBe(false);
  });
});
