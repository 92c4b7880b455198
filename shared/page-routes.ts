// spec §2 route table. The server answers these with the app's page and status 200; any
// other path gets the same page (which shows the 404 screen) with status 404.
export const PAGE_ROUTES = [
  '/',
  '/about',
  '/our-story',
  '/faq',
  '/auth',
  '/opportunities',
  '/opportunity/:id',
  // D34: a person's public page (404 unless published).
  '/talent/:handle',
  '/apply',
  '/application',
  // D26: the wizard's steps.
  '/application/:step',
  '/dashboard',
  '/profile',
  // Issue 16: account settings (D25), the policies and the contact page.
  '/settings',
  // Issue 45 (D35): the person's conversations.
  '/messages',
  '/messages/:kind/:subjectId',
  '/privacy',
  '/terms',
  '/contact',
  '/admin',
  '/admin/overview',
  '/admin/applications',
  '/admin/application/:id',
  '/admin/opportunities',
  // Issue 19: one opportunity of the back office.
  '/admin/opportunity/:id',
  // Issue 42 (D36): an event's door.
  '/admin/door/:opportunityId',
  // Issue 45 (D35): the staff inbox and one conversation.
  '/admin/messages',
  '/admin/messages/:kind/:subjectId',
  '/admin/analytics',
  '/admin/team',
  '/admin/users',
  '/admin/user/:id',
  '/admin/settings',
  // Issue 20: talent search; issue 21: the API reference.
  '/admin/talent',
  '/admin/api',
  // Issue 7 (D5): where the password reset link lands.
  '/reset-password',
  // Issue 40: where an emailed confirmation link lands.
  '/confirm-email',
  // Issue 42 (D36): a booking's ticket, opened by its link (the link is the key).
  '/ticket/:payload',
] as const;

export function matchesPageRoute(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGE_ROUTES.some((route) => {
    const pattern = new RegExp(`^${route.replace(/:[a-z]+/gi, '[^/]+')}$`);
    return pattern.test(path);
  });
}
