import { Link } from '../../lib/router/router';
import { Logo } from '../ui/logo';

export function SiteFooter({ appName }: { appName: string }) {
  return (
    <footer className="border-t border-border bg-card/40">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="grid gap-2">
          <Logo name={appName} />
          <p className="max-w-xs text-sm text-muted-foreground">
            The crew, talent and partners behind every great night.
          </p>
        </div>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <Link to="/about" className="text-muted-foreground hover:text-foreground">
            About
          </Link>
          <Link to="/faq" className="text-muted-foreground hover:text-foreground">
            FAQ
          </Link>
          <Link to="/opportunities" className="text-muted-foreground hover:text-foreground">
            Opportunities
          </Link>
          {/* Issue 41: a way to reach the team from every public page. */}
          <Link to="/contact" className="text-muted-foreground hover:text-foreground">
            Contact
          </Link>
          {/* Issue 16: what the product keeps, and the rules of using it. */}
          <Link to="/privacy" className="text-muted-foreground hover:text-foreground">
            Privacy
          </Link>
          <Link to="/terms" className="text-muted-foreground hover:text-foreground">
            Terms
          </Link>
        </nav>
      </div>
      <div className="border-t border-border/60">
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-muted-foreground sm:px-6">
          © {new Date().getFullYear()} {appName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
