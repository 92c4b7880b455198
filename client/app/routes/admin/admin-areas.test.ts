import { describe, expect, it } from 'vitest';
import { matchesPageRoute } from '@shared/page-routes';
import { ADMIN_AREAS, mayOpen } from './admin-areas';

// The server answers a page it knows with 200 and any other path with 404 (shared/page-routes.ts):
// every back-office page opened from its navigation, or reloaded, must be one it knows.
describe('back-office pages', () => {
  it.each(ADMIN_AREAS.map((area) => area.to))('%s is a page the server answers with 200', (path) => {
    expect(matchesPageRoute(path)).toBe(true);
  });

  it('the pages of one record too', () => {
    for (const path of ['/admin/application/x', '/admin/user/x', '/admin/opportunity/x', '/admin/door/x']) {
      expect(matchesPageRoute(path)).toBe(true);
    }
    expect(matchesPageRoute('/admin/nothing-here')).toBe(false);
  });
});

// Issue 42 (D36, D12): the door is an admin's, under Opportunities.
describe('the door', () => {
  it('opens for admins only', () => {
    expect(mayOpen('/admin/door/x', ['admin'])).toBe(true);
    expect(mayOpen('/admin/door/x', ['reviewer'])).toBe(false);
  });
});
