import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from '../../../lib/router/router';
import { Button } from '../../../components/ui/button';
import { SIGN_IN_HREF, SIGN_UP_HREF } from '../../../lib/auth-links';
import { LineupCard } from './lineup-card';

export function HomeHero({ appName, signedIn }: { appName: string; signedIn: boolean }) {
  return (
    <section className="relative overflow-hidden bg-stage">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pb-20 pt-20 sm:px-6 md:pt-28 lg:grid-cols-[1.15fr_1fr] lg:pb-28">
        <div className="grid gap-6">
          <p className="inline-flex w-fit items-center gap-2 rounded-full border border-violet-400/30 bg-violet-500/10 px-3 py-1 text-xs font-medium text-violet-200">
            <Sparkles className="size-3.5" aria-hidden="true" />
            The talent network for nightlife &amp; live events
          </p>
          <h1 className="text-gradient text-6xl font-bold leading-none sm:text-7xl lg:text-8xl">{appName}</h1>
          <p className="max-w-xl text-lg leading-relaxed text-muted-foreground sm:text-xl">
            The DJs, hosts, performers, creators, crew and partners behind every great night — in one place. Build your
            profile once and we will put you in the room.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="gradient" size="lg">
              <Link to={SIGN_UP_HREF}>
                Join {appName}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link to="/opportunities">View Public Opportunities</Link>
            </Button>
          </div>
          <p className="text-sm font-medium text-violet-200">Apply once, get discovered anywhere.</p>
          {/* Issue 41: a returning person finds Sign in on the first screen, while the header stays
              hidden until 300px of scroll (spec §2). */}
          {!signedIn && (
            <p className="text-sm text-muted-foreground">
              Already have a profile?{' '}
              <Link
                to={SIGN_IN_HREF}
                className="font-semibold text-foreground underline underline-offset-4 hover:text-violet-200"
              >
                Sign in
              </Link>
            </p>
          )}
        </div>
        <LineupCard />
      </div>
    </section>
  );
}
