import { Menu, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useLocation } from '../../lib/router/router';
import { useHydrated } from '../../lib/use-hydrated';
import { Button } from '../ui/button';

export type MobileMenuState = { open: boolean; id: string; hydrated: boolean; toggle: () => void };

// The navigation's menu on small screens: closed again by every new page. Until a
// server-rendered page's script runs (D28), its toggle is a link to it, and it shows itself
// when the address names it (:target), so a tap in a slow phone's first seconds is not lost
// (docs/decisions/141).
export function useMobileMenu(): MobileMenuState {
  const [open, setOpen] = useState(false);
  const id = useId();
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  // A new page closes the menu.
  useEffect(() => setOpen(false), [pathname]);
  // Opened by its link before the script ran: it stays open, and the address stops naming it
  // (a reload or a shared link shows the page as it is). Behind the router's back: a navigation
  // would scroll the page to its top.
  useEffect(() => {
    if (window.location.hash !== `#${id}`) return;
    setOpen(true);
    const { pathname: path, search } = window.location;
    window.history.replaceState(window.history.state, '', `${path}${search}`);
  }, [id]);
  return { open, id, hydrated, toggle: () => setOpen((current) => !current) };
}

export function MobileMenuButton({ menu }: { menu: MobileMenuState }) {
  const icon = menu.open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />;
  return menu.hydrated ? (
    <Button
      variant="ghost"
      size="icon"
      className="md:hidden"
      aria-label={menu.open ? 'Close menu' : 'Open menu'}
      aria-expanded={menu.open}
      aria-controls={menu.id}
      onClick={menu.toggle}
    >
      {icon}
    </Button>
  ) : (
    <Button asChild variant="ghost" size="icon" className="md:hidden">
      <a href={`#${menu.id}`} aria-label="Open menu">
        {icon}
      </a>
    </Button>
  );
}

export function MobileMenuPanel({ menu, children }: { menu: MobileMenuState; children: ReactNode }) {
  return (
    <div
      id={menu.id}
      hidden={menu.hydrated && !menu.open}
      className={`border-t border-border bg-background md:hidden${menu.hydrated ? '' : ' hidden scroll-mt-[100vh] max-md:target:block'}`}
    >
      <div className="mx-auto grid max-w-6xl gap-1 px-4 py-3">{children}</div>
    </div>
  );
}
