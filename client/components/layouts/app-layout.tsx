import { Compass, LogOut, MessagesSquare, Shield, UserCog } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../lib/router/router';
import { Button } from '../ui/button';
import { Logo } from '../ui/logo';
import { MobileMenuButton, MobileMenuPanel, useMobileMenu } from './mobile-menu';

// spec §2 /dashboard: its own sticky navigation — logo, 'Browse opportunities', Sign out —
// with a mobile menu toggle, and Settings (D25). Used by the signed-in pages (dashboard,
// profile, settings). Admins and reviewers also find the back office there (issue 21).
export function AppLayout({
  appName,
  onSignOut,
  backOffice = false,
  unreadMessages = 0,
  children,
}: {
  appName: string;
  onSignOut: () => void;
  backOffice?: boolean;
  // Issue 45 (D35): the person's unread messages, beside Messages.
  unreadMessages?: number;
  children: ReactNode;
}) {
  const menu = useMobileMenu();
  const links = (inMenu: boolean) => (
    <>
      <Button asChild variant="ghost" size={inMenu ? 'default' : 'sm'} className={inMenu ? 'justify-start' : undefined}>
        <Link to="/opportunities">
          <Compass aria-hidden="true" />
          Browse opportunities
        </Link>
      </Button>
      <Button asChild variant="ghost" size={inMenu ? 'default' : 'sm'} className={inMenu ? 'justify-start' : undefined}>
        <Link to="/messages">
          <MessagesSquare aria-hidden="true" />
          Messages
          {unreadMessages > 0 && (
            <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-violet-500 px-1.5 text-xs font-semibold text-white">
              {unreadMessages > 99 ? '99+' : unreadMessages}
              <span className="sr-only"> unread</span>
            </span>
          )}
        </Link>
      </Button>
      {backOffice && (
        <Button
          asChild
          variant="ghost"
          size={inMenu ? 'default' : 'sm'}
          className={inMenu ? 'justify-start' : undefined}
        >
          <Link to="/admin">
            <Shield aria-hidden="true" />
            Back office
          </Link>
        </Button>
      )}
      {/* D25: the account's settings, from every signed-in page. */}
      <Button asChild variant="ghost" size={inMenu ? 'default' : 'sm'} className={inMenu ? 'justify-start' : undefined}>
        <Link to="/settings">
          <UserCog aria-hidden="true" />
          Settings
        </Link>
      </Button>
      <Button
        variant="outline"
        size={inMenu ? 'default' : 'sm'}
        className={inMenu ? 'justify-start' : undefined}
        onClick={onSignOut}
      >
        <LogOut aria-hidden="true" />
        Sign out
      </Button>
    </>
  );

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur-md">
        <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link to="/" aria-label={`${appName} home`} className="rounded-md">
            <Logo name={appName} />
          </Link>
          <div className="hidden items-center gap-2 md:flex">{links(false)}</div>
          <MobileMenuButton menu={menu} />
        </nav>
        <MobileMenuPanel menu={menu}>{links(true)}</MobileMenuPanel>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
    </div>
  );
}
