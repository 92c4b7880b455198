import { lazy, Suspense, useEffect } from 'react';
import { useQueryClient } from '../../lib/query/provider';
import { Link, useNavigate, useSearchParams } from '../../lib/router/router';
import { toast } from '../../components/ui/toaster';
import { DataSection } from '../../features/account/components/data-section';
import { DeleteAccountSection } from '../../features/account/components/delete-account-section';
import { EmailSection } from '../../features/account/components/email-section';
import { PasswordSection } from '../../features/account/components/password-section';
import { SessionsSection } from '../../features/account/components/sessions-section';
import { sessionQueryKey, signedOutSession, useSession } from '../../features/session/api/get-session';
import { announceSessionChange } from '../../features/session/hooks/session-broadcast';
import { appName } from '../../lib/app-name';
import { usePageTitle } from '../../lib/use-page-title';

// D24: loaded apart from the page, so the route table every visitor downloads is unchanged
// (the public pages' budget, docs/decisions/122).
const JobAlertsSection = lazy(() =>
  import('../../features/job-alerts/components/job-alerts-section').then((module) => ({
    default: module.JobAlertsSection,
  })),
);

// Issue 45 (D35): how message emails reach the person.
const EmailPreferenceSection = lazy(() =>
  import('../../features/messages/components/email-preference-section').then((module) => ({
    default: module.EmailPreferenceSection,
  })),
);

const CalendarFeedSection = lazy(() =>
  import('../../features/calendar/components/calendar-feed-section').then((module) => ({
    default: module.CalendarFeedSection,
  })),
);

// The page's sections, in order. Another feature adds its own section here (a component built
// on SettingsSection, with an id for this list): issue 20's alerts and invitations.
const SECTIONS = [
  { id: 'email', label: 'Email' },
  { id: 'password', label: 'Password' },
  { id: 'sessions', label: 'Devices' },
  { id: 'messages', label: 'Messages' },
  { id: 'alerts', label: 'Job alerts' },
  { id: 'calendar', label: 'Calendar' },
  { id: 'your-data', label: 'Your data' },
  { id: 'delete-account', label: 'Delete account' },
];

// D25 /settings (inside the signed-in shell, which holds the session guard).
export function SettingsPage() {
  usePageTitle('Account settings');
  const name = appName();
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const emailOutcome = params.get('email');
  const user = session.data?.user;

  // A confirmed new address: the session says the new one.
  useEffect(() => {
    if (emailOutcome === 'changed') void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  }, [emailOutcome, queryClient]);

  const deleted = () => {
    navigate('/', { replace: true });
    toast.success('Your account has been deleted.');
    queryClient.clear();
    queryClient.setQueryData(sessionQueryKey, signedOutSession);
    announceSessionChange();
  };

  if (!user) return null;
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 pb-16 pt-10 sm:px-6">
      <div className="grid gap-2">
        <Link to="/dashboard" className="text-sm text-muted-foreground hover:text-foreground">
          ← Back to dashboard
        </Link>
        <h1 className="text-3xl font-bold sm:text-4xl">Account settings</h1>
        <p className="text-muted-foreground">
          Your sign-in, your devices and your data. Your profile lives on{' '}
          <Link to="/profile" className="font-medium text-violet-300 underline-offset-4 hover:underline">
            its own page
          </Link>
          .
        </p>
      </div>
      <nav aria-label="Settings sections" className="flex flex-wrap gap-2">
        {SECTIONS.map((section) => (
          <a
            key={section.id}
            href={`#${section.id}`}
            className="rounded-full border border-border bg-card/60 px-3 py-1.5 text-sm text-muted-foreground hover:border-violet-400/60 hover:text-foreground"
          >
            {section.label}
          </a>
        ))}
      </nav>
      <EmailSection email={user.email} confirmed={user.emailVerified} linkOutcome={emailOutcome} />
      <PasswordSection />
      <SessionsSection />
      <Suspense fallback={null}>
        <EmailPreferenceSection appName={name} />
        <JobAlertsSection />
        <CalendarFeedSection />
      </Suspense>
      <DataSection />
      <DeleteAccountSection appName={name} onDeleted={deleted} />
    </div>
  );
}
