import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../components/ui/toaster';
import { API_ERROR_CODES } from '@shared/api-error';
import { Logo } from '../../components/ui/logo';
import { dashboardQueryKey } from '../../features/dashboard/api/get-dashboard';
import { trackApplicationQueryKey, useTrackApplication } from '../../features/onboarding/api/get-track-application';
import { useSubmitTrackApplication } from '../../features/onboarding/api/submit-track-application';
import { OnboardingWizard } from '../../features/onboarding/components/onboarding-wizard';
import { ReapplyNotice } from '../../features/onboarding/components/reapply-notice';
import { profileQueryKey } from '../../features/profile/api/get-profile';
import { sessionQueryKey } from '../../features/session/api/get-session';
import { useRequireSession, useSessionLostOn } from '../../features/session/hooks/use-require-session';
import { ApiError } from '../../lib/api-client';
import { appName } from '../../lib/app-name';
import { friendlyErrorMessage } from '../../lib/error-mapper';
import { usePageTitle } from '../../lib/use-page-title';

const ALREADY_SUBMITTED = "You've already submitted an application";

export function ApplicationPage() {
  usePageTitle('Your application');
  const name = appName();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { isPending: sessionPending, session } = useRequireSession();
  const signedIn = Boolean(session?.user);
  const state = useTrackApplication(signedIn);
  const submitApplication = useSubmitTrackApplication();
  useSessionLostOn(state.error ?? submitApplication.error);
  // Set once this page itself has submitted, so the refreshed state does not read as a revisit.
  const leaving = useRef(false);

  const alreadySubmitted = Boolean(state.data?.application && !state.data.canApply && !state.data.reapplyFrom);
  useEffect(() => {
    if (!alreadySubmitted || leaving.current) return;
    // spec §2: a person who already submitted is sent to /dashboard with this message.
    leaving.current = true;
    toast.info(ALREADY_SUBMITTED, { id: 'already-submitted' });
    navigate('/dashboard', { replace: true });
  }, [alreadySubmitted, navigate]);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
      queryClient.invalidateQueries({ queryKey: profileQueryKey }),
    ]);

  const submit = (submission: Parameters<typeof submitApplication.mutate>[0]) =>
    submitApplication.mutate(submission, {
      onSuccess: () => {
        leaving.current = true;
        toast.success('Application submitted successfully');
        navigate('/dashboard');
        void refresh();
        void queryClient.invalidateQueries({ queryKey: trackApplicationQueryKey });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === API_ERROR_CODES.uniqueViolation) {
          leaving.current = true;
          toast.error(ALREADY_SUBMITTED);
          navigate('/dashboard', { replace: true });
          void refresh();
          return;
        }
        // D16: the error mapper's friendly message; the button comes back.
        toast.error(friendlyErrorMessage(error));
        if (error instanceof ApiError && error.status === 409) void state.refetch();
      },
    });

  let content: ReactNode;
  if (sessionPending || state.isPending || alreadySubmitted) {
    content = <p className="py-24 text-center text-muted-foreground">Loading...</p>;
  } else if (state.isError) {
    content = (
      <p role="alert" className="py-24 text-center text-muted-foreground">
        {friendlyErrorMessage(state.error)}
      </p>
    );
  } else if (state.data.application && !state.data.canApply && state.data.reapplyFrom) {
    content = <ReapplyNotice reapplyFrom={state.data.reapplyFrom} />;
  } else {
    content = (
      <OnboardingWizard
        appName={name}
        submitting={submitApplication.isPending}
        onSubmit={submit}
        notice={
          state.data.application
            ? 'Your previous application was archived. Tell us where you are at now and apply again.'
            : undefined
        }
      />
    );
  }

  return (
    <div className="min-h-dvh bg-stage">
      <header className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" aria-label={`${name} home`} className="rounded-md">
          <Logo name={name} />
        </Link>
        <Link
          to="/dashboard"
          className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to dashboard
        </Link>
      </header>
      <main id="main" className="mx-auto max-w-3xl px-4 pb-16 pt-4 sm:px-6 sm:pt-8">
        {content}
      </main>
    </div>
  );
}
