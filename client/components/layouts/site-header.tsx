import { useEffect, useState } from 'react';
import { Link, NavLink } from '../../lib/router/router';
import { HOME_NAV_SCROLL_THRESHOLD_PX } from '@shared/limits';
import { SIGN_IN_HREF } from '../../lib/auth-links';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { Logo } from '../ui/logo';
import { MobileMenuButton, MobileMenuPanel, useMobileMenu } from './mobile-menu';
import { SignOutForm } from './sign-out-form';

const PUBLIC_LINKS = [
  { to: '/about', label: 'About' },
  { to: '/faq', label: 'FAQ' },
  { to: '/opportunities', label: 'Opportunities' },
];

function useScrolledPast(threshold: number, enabled: boolean): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold, enabled]);
  return past;
}

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-foreground',
    isActive ? 'text-foreground' : 'text-muted-foreground',
  );

// spec §2 shared layout: logo, About, FAQ, Opportunities; Dashboard and Sign out when signed
// in, Sign in otherwise. On the home page it stays hidden until scrolled past 300px.
// Issue 41: admins and reviewers also find "Back office" (D12, D27).
export function SiteHeader({
  appName,
  signedIn,
  backOffice = false,
  onSignOut,
  hideUntilScrolled,
}: {
  appName: string;
  signedIn: boolean;
  backOffice?: boolean;
  onSignOut: () => void;
  hideUntilScrolled: boolean;
}) {
  const menu = useMobileMenu();
  const navItems = (inMenu: boolean) => (
    <>
      {PUBLIC_LINKS.map((link) => (
        <NavLink key={link.to} to={link.to} className={linkClasses}>
          {link.label}
        </NavLink>
      ))}
      {signedIn && (
        <NavLink to="/dashboard" className={linkClasses}>
          Dashboard
        </NavLink>
      )}
      {signedIn && backOffice && (
        <NavLink to="/admin" className={linkClasses}>
          Back office
        </NavLink>
      )}
      {signedIn ? (
        <SignOutForm onSignOut={onSignOut} className={inMenu ? 'mt-2 grid' : 'ml-3'}>
          <Button type="submit" variant="outline" size={inMenu ? 'default' : 'sm'}>
            Sign out
          </Button>
        </SignOutForm>
      ) : (
        <div className={inMenu ? 'mt-2 grid' : 'ml-3'}>
          <Button asChild size={inMenu ? 'default' : 'sm'}>
            <Link to={SIGN_IN_HREF}>Sign in</Link>
          </Button>
        </div>
      )}
    </>
  );
  const scrolledPast = useScrolledPast(HOME_NAV_SCROLL_THRESHOLD_PX, hideUntilScrolled);
  const hidden = hideUntilScrolled && !scrolledPast;

  return (
    <header
      data-testid="site-header"
      className={cn(
        'fixed inset-x-0 top-0 z-40 border-b border-border/70 bg-background/80 backdrop-blur-md transition-all duration-300',
        hidden && 'invisible -translate-y-full opacity-0',
        // Before the script runs, the scroll shows it (app.css, docs/decisions/141).
        hidden && !menu.hydrated && 'header-shown-past-300',
      )}
    >
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" aria-label={`${appName} home`} className="rounded-md">
          <Logo name={appName} />
        </Link>
        <div className="hidden items-center gap-1 md:flex">{navItems(false)}</div>
        <MobileMenuButton menu={menu} />
      </nav>
      <MobileMenuPanel menu={menu}>{navItems(true)}</MobileMenuPanel>
    </header>
  );
}
