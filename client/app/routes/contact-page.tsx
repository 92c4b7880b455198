import { Link } from '../../lib/router/router';
import { withReturnPath } from '@shared/return-path';
import { ContactForm } from '../../features/contact/components/contact-form';
import { useSession } from '../../features/session/api/get-session';
import { usePageTitle } from '../../lib/use-page-title';

// Issue 16: a way to reach the team, from the dashboard and the FAQ (docs/decisions/092).
export function ContactPage() {
  usePageTitle('Contact the team');
  const session = useSession();
  const email = session.data?.user?.email ?? null;
  return (
    <section className="bg-stage">
      <div className="mx-auto grid max-w-2xl gap-6 px-4 py-14 sm:px-6 sm:py-20">
        <div className="grid gap-3">
          <h1 className="text-3xl font-bold sm:text-4xl">Contact the team</h1>
          <p className="text-muted-foreground">
            A question about your application, a booking, your account or your data? Write to us here: a real person on
            the team reads every message.
          </p>
          {!session.isPending && !email && (
            <p className="text-sm text-muted-foreground">
              Have an account?{' '}
              <Link
                to={withReturnPath('/auth?mode=sign-in', '/contact')}
                className="font-medium text-violet-300 underline-offset-4 hover:underline"
              >
                Sign in
              </Link>{' '}
              first, so we see your profile and answer faster.
            </p>
          )}
        </div>
        {session.isPending ? (
          <p className="text-muted-foreground">Loading...</p>
        ) : (
          <ContactForm key={email ?? 'visitor'} signedInAs={email} />
        )}
      </div>
    </section>
  );
}
