import { CheckCircle2 } from 'lucide-react';
import { Link } from '../../lib/router/router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useSession } from '../../features/session/api/get-session';
import { appName } from '../../lib/app-name';
import { SIGN_IN_HREF, SIGN_UP_HREF } from '../../lib/auth-links';

const POINTS = [
  'About five minutes, start to finish',
  'Reviewed by a real person within two weeks',
  'One profile for every opportunity',
];

export function ApplyPage() {
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  return (
    <section className="bg-stage">
      <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center sm:px-6">
        <p className="mb-3 text-sm font-semibold uppercase tracking-[0.2em] text-violet-300">{appName()}</p>
        <h1 className="mb-4 text-4xl font-bold sm:text-5xl">Apply to talent</h1>
        <p className="mb-8 max-w-xl text-lg text-muted-foreground">
          DJs, hosts, performers, creators, crew and partners: tell us who you are and we will match you to the nights
          that need you.
        </p>
        <Card className="mb-8 w-full max-w-md p-6 text-left">
          <ul className="grid gap-3">
            {POINTS.map((point) => (
              <li key={point} className="flex items-center gap-3 text-sm">
                <CheckCircle2 className="size-5 shrink-0 text-green-400" aria-hidden="true" />
                {point}
              </li>
            ))}
          </ul>
        </Card>
        {session.isPending ? (
          <p className="text-sm text-muted-foreground">Loading...</p>
        ) : signedIn ? (
          <Button asChild variant="gradient" size="lg">
            <Link to="/application">Start application</Link>
          </Button>
        ) : (
          <div className="flex flex-col items-center gap-3">
            <Button asChild variant="gradient" size="lg">
              <Link to={SIGN_UP_HREF}>Create account</Link>
            </Button>
            <Button asChild variant="link">
              <Link to={SIGN_IN_HREF}>Already have an account? Sign in</Link>
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
