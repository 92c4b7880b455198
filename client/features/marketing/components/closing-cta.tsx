import { Link } from '../../../lib/router/router';
import { Button } from '../../../components/ui/button';
import { SIGN_UP_HREF } from '../../../lib/auth-links';

export function ClosingCta({ title, detail, label }: { title: string; detail: string; label: string }) {
  return (
    <section className="mx-auto max-w-6xl px-4 pb-24 sm:px-6">
      <div className="relative overflow-hidden rounded-2xl border border-violet-400/30 bg-gradient-to-br from-violet-700/40 via-fuchsia-700/25 to-card p-10 text-center sm:p-14">
        <h2 className="mb-3 text-3xl font-bold sm:text-4xl">{title}</h2>
        <p className="mx-auto mb-8 max-w-xl text-muted-foreground">{detail}</p>
        <Button asChild variant="gradient" size="lg">
          <Link to={SIGN_UP_HREF}>{label}</Link>
        </Button>
      </div>
    </section>
  );
}
