import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function PublicLayout({
  appName,
  signedIn,
  backOffice,
  onSignOut,
  isHome,
  children,
}: {
  appName: string;
  signedIn: boolean;
  backOffice: boolean;
  onSignOut: () => void;
  isHome: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <SiteHeader
        appName={appName}
        signedIn={signedIn}
        backOffice={backOffice}
        onSignOut={onSignOut}
        hideUntilScrolled={isHome}
      />
      <main id="main" tabIndex={-1} className={cn('flex-1 outline-none', !isHome && 'pt-16')}>
        {children}
      </main>
      <SiteFooter appName={appName} />
    </div>
  );
}
