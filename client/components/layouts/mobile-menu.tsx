import { Menu, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../ui/button';

export type MobileMenuState = { open: boolean; id: string; toggle: () => void };

// The navigation's menu on small screens: closed again by every new page.
export function useMobileMenu(): MobileMenuState {
  const [open, setOpen] = useState(false);
  const id = useId();
  const { pathname } = useLocation();
  // A new page closes the menu.
  useEffect(() => setOpen(false), [pathname]);
  return { open, id, toggle: () => setOpen((current) => !current) };
}

export function MobileMenuButton({ menu }: { menu: MobileMenuState }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="md:hidden"
      aria-label={menu.open ? 'Close menu' : 'Open menu'}
      aria-expanded={menu.open}
      aria-controls={menu.id}
      onClick={menu.toggle}
    >
      {menu.open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
    </Button>
  );
}

export function MobileMenuPanel({ menu, children }: { menu: MobileMenuState; children: ReactNode }) {
  return (
    <div id={menu.id} hidden={!menu.open} className="border-t border-border bg-background md:hidden">
      <div className="mx-auto grid max-w-6xl gap-1 px-4 py-3">{children}</div>
    </div>
  );
}
