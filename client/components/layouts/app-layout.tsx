import { Compass, LogOut, Menu, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../ui/button';
import { Logo } from '../ui/logo';

// spec §2 /dashboard: its own sticky navigation — logo, 'Browse opportunities', Sign out —
// with a mobile menu toggle. Used by the signed-in pages (dashboard, profile).
export function AppLayout({
  appName,
  onSignOut,
  children,
}: {
  appName: string;
  onSignOut: () => void;
  children: ReactNode;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();

  // A new page closes the mobile menu.
  useEffect(() => setMenuOpen(false), [location.pathname]);

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
          <div className="hidden items-center gap-2 md:flex">
            <Button asChild variant="ghost" size="sm">
              <Link to="/opportunities">
                <Compass aria-hidden="true" />
                Browse opportunities
              </Link>
            </Button>
            <Button variant="outline" size="sm" onClick={onSignOut}>
              <LogOut aria-hidden="true" />
              Sign out
            </Button>
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </nav>
        <div id={menuId} hidden={!menuOpen} className="border-t border-border bg-background md:hidden">
          <div className="mx-auto grid max-w-6xl gap-2 px-4 py-3">
            <Button asChild variant="ghost" className="justify-start">
              <Link to="/opportunities">
                <Compass aria-hidden="true" />
                Browse opportunities
              </Link>
            </Button>
            <Button variant="outline" className="justify-start" onClick={onSignOut}>
              <LogOut aria-hidden="true" />
              Sign out
            </Button>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
    </div>
  );
}
