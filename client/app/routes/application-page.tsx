import { ArrowLeft, LogOut } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '../../lib/query/provider';
import { useQuery } from '../../lib/query/use-query';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from '../../lib/router/router';
import { API_ERROR_CODES } from '@shared/api-error';
import { RETURN_PARAM, safeReturnPath } from '@shared/return-path';
import { type WizardValues, wizardValuesFrom } from '@shared/track-application-draft';
import { WIZARD_STEP_COUNT } from '@shared/limits';
import type { TrackApplicationSubmission } from '@shared/track-application-schema';
import { Button } from '../../components/ui/button';
import { Logo } from '../../components/ui/logo';
import { toast } from '../../components/ui/toaster';
import { dashboardQueryKey } from '../../features/dashboard/api/get-dashboard';
import { trackApplicationQueryKey, useTrackApplication } from '../../features/onboarding/api/get-track-application';
import {
  trackApplicationDraftQueryKey,
  useTrackApplicationDraft,
} from '../../features/onboarding/api/get-track-application-draft';
import { useSaveTrackApplicationDraft } from '../../features/onboarding/api/save-track-application-draft';
import { useSubmitTrackApplication } from '../../features/onboarding/api/submit-track-application';
import { OnboardingWizard } from '../../features/onboarding/components/onboarding-wizard';
import { ApplyingToNotice } from '../../features/onboarding/components/applying-to-notice';
import { ReapplyNotice } from '../../features/onboarding/components/reapply-notice';
import { useKeptAnswers } from '../../features/onboarding/hooks/use-kept-answers';
import { opportunityQueryOptions } from '../../features/opportunities/api/get-opportunity';
import { profileQueryKey } from '../../features/profile/api/get-profile';
import { sessionQueryKey } from '../../features/session/api/get-session';
import { useSignOut } from '../../features/session/api/sign-out';
import { useRequireSession, useSessionLostOn } from '../../features/session/hooks/use-require-session';
import { ApiError } from '../../lib/api-client';
import { appName } from '../../lib/app-name';
import { friendlyErrorMessage } from '../../lib/error-mapper';
import { usePageTitle } from '../../lib/use-page-title';

const ALREADY_SUBMITTED = "You've already submitted an application";
// spec §7: the wizard's success, on the dashboard it goes to.
const SUBMITTED = 'Application submitted successfully';
// Issue 41: back at an opportunity, its apply form opens: the toast says what was sent so far.
const TRACK_APPLICATION_SENT = 'Track application sent';

// D27: the opportunity a return path leads back to (its apply dialog), if it does.
function opportunityOf(next: string | null): string | null {
  const id = next && /^\/opportunity\/([^/?#]+)/.exec(next)?.[1];
  if (!id) return null;
  try {
    return decodeURIComponent(id);
  } catch {
    return null;
  }
}

// The step in the address (D26): 1 to 4, or null for /application itself.
function stepOf(param: string | undefined): number | null {
  const step = Number(param);
  return Number.isInteger(step) && step >= 1 && step <= WIZARD_STEP_COUNT ? step : null;
}

export function ApplicationPage() {
  usePageTitle('Your application');
  const name = appName();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const step = stepOf(useParams().step);
  const [params] = useSearchParams();
  // D27: where the person was going before the wizard (an opportunity's apply, say).
  const next = safeReturnPath(params.get(RETURN_PARAM));
  const [signingOut, setSigningOut] = useState(false);
  const { isPending: sessionPending, session } = useRequireSession({ leaving: signingOut });
  const signedIn = Boolean(session?.user);
  const signOut = useSignOut();
  // D38: what is typed on the step being filled in is kept as it is typed.
  const kept = useKeptAnswers(session?.user?.id);
  // Issue 41: the opportunity the person came from is named while they fill this in.
  const applyingToId = opportunityOf(next);
  const applyingTo = useQuery({ ...opportunityQueryOptions(applyingToId ?? ''), enabled: applyingToId !== null });
  const applyingToTitle = applyingTo.data?.title;
  const state = useTrackApplication(signedIn);
  const mayApply = Boolean(state.data?.canApply);
  const draft = useTrackApplicationDraft(signedIn && mayApply);
  const saveDraft = useSaveTrackApplicationDraft();
  const submitApplication = useSubmitTrackApplication();
  const [submitError, setSubmitError] = useState<string | null>(null);
  useSessionLostOn(state.error ?? draft.error ?? saveDraft.error ?? submitApplication.error);
  // Set once this page itself has submitted, so the refreshed state does not read as a revisit.
  const leaving = useRef(false);

  const goToStep = useCallback(
    (target: number, options: { replace?: boolean } = {}) =>
      navigate(`/application/${target}${location.search}`, { replace: options.replace }),
    [navigate, location.search],
  );

  const alreadySubmitted = Boolean(state.data?.application && !state.data.canApply && !state.data.reapplyFrom);
  useEffect(() => {
    if (!alreadySubmitted || leaving.current) return;
    // spec §2: a person who already submitted is sent to /dashboard with this message.
    leaving.current = true;
    toast.info(ALREADY_SUBMITTED, { id: 'already-submitted' });
    navigate('/dashboard', { replace: true });
  }, [alreadySubmitted, navigate]);

  // D26: /application itself opens the step the person left off at.
  const resumeAt = draft.data?.resumeStep;
  useEffect(() => {
    if (step === null && resumeAt !== undefined) goToStep(resumeAt, { replace: true });
  }, [step, resumeAt, goToStep]);

  // The form starts once from the saved draft, or from what this tab typed and could not send
  // yet (D38, a reload right after typing), and then holds the answers itself.
  const [initialValues, setInitialValues] = useState<WizardValues | null>(null);
  useEffect(() => {
    if (!draft.data || initialValues) return;
    const unsaved = kept.unsaved();
    setInitialValues(unsaved ?? wizardValuesFrom(draft.data.values));
    // What the page left before could not send goes now.
    if (unsaved) kept.changed(unsaved);
  }, [draft.data, initialValues, kept]);

  const saveStep = async (values: WizardValues) => {
    kept.cancel();
    const saved = await saveDraft.mutateAsync(values);
    kept.saved(values);
    return saved;
  };

  // Typed answers are sent before the session ends (they are the person's draft); this tab
  // keeps no copy after. spec §2: sign out returns to /.
  const leave = async () => {
    await kept.flush();
    kept.forget();
    setSigningOut(true);
    signOut.mutate(undefined, { onSettled: () => navigate('/') });
  };

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
      queryClient.invalidateQueries({ queryKey: profileQueryKey }),
    ]);

  const submit = (submission: TrackApplicationSubmission) => {
    setSubmitError(null);
    kept.cancel();
    submitApplication.mutate(submission, {
      onSuccess: () => {
        leaving.current = true;
        kept.forget();
        if (next === null || next === '/dashboard') toast.success(SUBMITTED);
        else {
          toast.success(TRACK_APPLICATION_SENT, {
            description: applyingToTitle ? `Now send your application for ${applyingToTitle}.` : undefined,
          });
        }
        // D27: back to where the person was going (an opportunity with its apply dialog), else
        // the dashboard (spec §2).
        navigate(next ?? '/dashboard');
        // Once gone: the draft became the application (D26).
        queryClient.removeQueries({ queryKey: trackApplicationDraftQueryKey });
        void queryClient.invalidateQueries({ queryKey: trackApplicationQueryKey, exact: true });
        void refresh();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === API_ERROR_CODES.uniqueViolation) {
          leaving.current = true;
          toast.error(ALREADY_SUBMITTED);
          navigate('/dashboard', { replace: true });
          void refresh();
          return;
        }
        // D16: the error mapper's friendly message, beside the button and as a toast.
        const message = friendlyErrorMessage(error);
        setSubmitError(message);
        toast.error(message);
        if (error instanceof ApiError && error.status === 409) void state.refetch();
      },
    });
  };

  let content: ReactNode;
  // Once submitted, the page only waits to be left: the navigation away may wait for the next
  // page's code, and the wizard must not come back meanwhile (with the draft gone, it would
  // send the person to step 1).
  const loading =
    leaving.current ||
    signingOut ||
    sessionPending ||
    state.isPending ||
    alreadySubmitted ||
    (mayApply && (draft.isPending || step === null));
  if (state.isError || draft.isError) {
    content = (
      <p role="alert" className="py-24 text-center text-muted-foreground">
        {friendlyErrorMessage(state.error ?? draft.error)}
      </p>
    );
  } else if (loading || !state.data) {
    content = <p className="py-24 text-center text-muted-foreground">Loading...</p>;
  } else if (state.data.application && !state.data.canApply && state.data.reapplyFrom) {
    content = <ReapplyNotice reapplyFrom={state.data.reapplyFrom} />;
  } else if (initialValues && step !== null) {
    content = (
      <>
        {applyingToTitle && <ApplyingToNotice title={applyingToTitle} />}
        <OnboardingWizard
          appName={name}
          step={step}
          initialValues={initialValues}
          goToStep={goToStep}
          saveDraft={saveStep}
          onAnswersChange={kept.changed}
          submitting={submitApplication.isPending}
          submitError={submitError}
          onSubmit={submit}
          notice={
            state.data.application
              ? 'Your previous application was archived. Tell us where you are at now and apply again.'
              : undefined
          }
        />
      </>
    );
  }

  return (
    <div className="min-h-dvh bg-stage">
      <header className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" aria-label={`${name} home`} className="rounded-md">
          {/* On a phone the mark alone leaves room for the way back and Sign out on one line. */}
          <Logo name={name} className="max-sm:[&>span]:sr-only" />
        </Link>
        <div className="flex items-center gap-1 sm:gap-2">
          <Link
            to="/dashboard"
            className="inline-flex items-center gap-1.5 whitespace-nowrap rounded-md px-2 py-1 text-sm font-medium text-muted-foreground hover:text-foreground"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to dashboard
          </Link>
          {/* Issue 41: the wizard is a page of its own, without the signed-in navigation. */}
          {signedIn && (
            <Button
              variant="ghost"
              size="sm"
              className="text-muted-foreground hover:text-foreground"
              disabled={signingOut}
              onClick={() => void leave()}
            >
              <LogOut aria-hidden="true" />
              Sign out
            </Button>
          )}
        </div>
      </header>
      <main id="main" className="mx-auto max-w-3xl px-4 pb-16 pt-4 sm:px-6 sm:pt-8">
        {content}
      </main>
    </div>
  );
}
