import { ExternalLink, LogOut, type LucideIcon, PanelLeft } from 'lucide-react';
import type { ReactElement, ReactNode } from 'react';
import { Link, useLocation } from '../../lib/router/router';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { Logo } from '../ui/logo';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../ui/sheet';
import { Tooltip, TooltipProvider } from '../ui/tooltip';
import { useSidebarState } from './use-sidebar-state';

// `paths`: the pages of its section (its list and the pages of one record), which it marks as
// the current one (issue 41).
export type AdminNavItem = { to: string; label: string; icon: LucideIcon; paths: RegExp; badge?: number };

// Collapsed, the sidebar shows icons only: each keeps its name (read out, and shown in a
// tooltip on hover and on keyboard focus, issue 41).
function Labelled({ compact, label, children }: { compact: boolean; label: string; children: ReactElement }) {
  return compact ? <Tooltip label={label}>{children}</Tooltip> : children;
}

function SidebarLinks({
  items,
  compact,
  onSignOut,
  onNavigate,
}: {
  items: AdminNavItem[];
  compact: boolean;
  onSignOut: () => void;
  onNavigate?: () => void;
}) {
  const here = useLocation().pathname.replace(/(.)\/+$/, '$1');
  const itemClasses = (active: boolean) =>
    cn(
      'flex h-10 items-center gap-3 rounded-md text-sm font-medium transition-colors',
      compact ? 'justify-center px-0' : 'px-3',
      active ? 'bg-primary/20 text-violet-100' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
    );
  return (
    <TooltipProvider delayDuration={200}>
      <ul className="grid gap-1">
        {items.map((item) => {
          const active = item.paths.test(here);
          return (
            <li key={item.to}>
              <Labelled compact={compact} label={item.label}>
                <Link
                  to={item.to}
                  onClick={onNavigate}
                  aria-current={active ? 'page' : undefined}
                  className={itemClasses(active)}
                >
                  <item.icon className="size-4 shrink-0" aria-hidden="true" />
                  <span className={cn(compact && 'sr-only')}>{item.label}</span>
                  {/* Issue 45: the unread messages (a dot when collapsed, the number read out). */}
                  {item.badge ? (
                    <span
                      className={cn(
                        'inline-flex items-center justify-center rounded-full bg-violet-500 text-xs font-semibold text-white',
                        compact
                          ? 'absolute ml-5 -mt-5 size-2.5 [&>span:first-child]:sr-only'
                          : 'ml-auto min-w-5 px-1.5',
                      )}
                    >
                      <span>{item.badge > 99 ? '99+' : item.badge}</span>
                      <span className="sr-only"> unread</span>
                    </span>
                  ) : null}
                </Link>
              </Labelled>
            </li>
          );
        })}
      </ul>
      <Labelled compact={compact} label="Sign out">
        <button type="button" onClick={onSignOut} className={cn(itemClasses(false), 'mt-auto w-full')}>
          <LogOut className="size-4 shrink-0" aria-hidden="true" />
          <span className={cn(compact && 'sr-only')}>Sign out</span>
        </button>
      </Labelled>
    </TooltipProvider>
  );
}

// spec §2 admin shell: a collapsible sidebar (16rem open, 3rem collapsed, an 18rem sheet on
// phones) beside the page.
export function AdminLayout({
  appName,
  items,
  onSignOut,
  status,
  children,
}: {
  appName: string;
  items: AdminNavItem[];
  onSignOut: () => void;
  // Shown in the header (the live-updates indicator).
  status?: ReactNode;
  children: ReactNode;
}) {
  const sidebar = useSidebarState();
  const compact = !sidebar.expanded;
  return (
    <div className="flex min-h-dvh">
      {!sidebar.isMobile && (
        <aside
          data-testid="admin-sidebar"
          data-state={sidebar.expanded ? 'expanded' : 'collapsed'}
          className={cn(
            'sticky top-0 flex h-dvh shrink-0 flex-col gap-4 border-r border-border bg-card/70 py-4 transition-[width] duration-200',
            sidebar.expanded ? 'w-64 px-3' : 'w-12 px-1.5',
          )}
        >
          <Link to="/admin/overview" aria-label={`${appName} admin`} className="flex h-9 items-center px-1">
            {compact ? <Logo name="" className="[&>span]:sr-only" /> : <Logo name={`${appName} admin`} />}
          </Link>
          <nav aria-label="Admin" className="flex flex-1 flex-col">
            <SidebarLinks items={items} compact={compact} onSignOut={onSignOut} />
          </nav>
        </aside>
      )}
      {sidebar.isMobile && (
        <Sheet open={sidebar.mobileOpen} onOpenChange={sidebar.setMobileOpen}>
          <SheetContent className="w-72 gap-4 px-3 py-4" data-testid="admin-sidebar-sheet">
            <SheetTitle className="px-1">
              <Logo name={`${appName} admin`} />
            </SheetTitle>
            <SheetDescription className="sr-only">Admin navigation</SheetDescription>
            <nav aria-label="Admin" className="flex flex-1 flex-col">
              <SidebarLinks
                items={items}
                compact={false}
                onSignOut={onSignOut}
                onNavigate={() => sidebar.setMobileOpen(false)}
              />
            </nav>
          </SheetContent>
        </Sheet>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-border bg-background/85 px-4 backdrop-blur-md">
          <Button
            variant="ghost"
            size="icon"
            onClick={sidebar.toggle}
            aria-label="Toggle sidebar"
            aria-expanded={sidebar.isMobile ? sidebar.mobileOpen : sidebar.expanded}
            title="Toggle sidebar (Ctrl+B)"
          >
            <PanelLeft aria-hidden="true" />
          </Button>
          <span className="font-display text-sm font-semibold text-muted-foreground">Back office</span>
          <div className="ml-auto">{status}</div>
          <Link
            to="/"
            className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm text-muted-foreground hover:text-foreground"
          >
            View site
            <ExternalLink className="size-3.5" aria-hidden="true" />
          </Link>
        </header>
        <main id="main" className="flex-1 px-4 py-6 sm:px-6 lg:px-8">
          {/* Issue 19: one page width for the whole back office. */}
          <div className="mx-auto w-full max-w-7xl">{children}</div>
        </main>
      </div>
    </div>
  );
}
