import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  parseSubmission,
  resumeStep,
  type StepIssue,
  stepIssues,
  type WizardValues,
  wizardAge,
} from '@shared/track-application-draft';
import { WIZARD_STEP_COUNT } from '@shared/limits';
import type { TrackApplicationSubmission } from '@shared/track-application-schema';
import { availableTracks } from '@shared/track-eligibility';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { AboutYouStep } from './about-you-step';
import { TargetMarketsStep } from './target-markets-step';
import { TrackDetailsStep } from './track-details-step';
import { TrackStep } from './track-step';
import { fieldErrorsOf, stepAlertOf } from './wizard-field-errors';
import { WizardProgress } from './wizard-progress';
import { revealFirstInvalidField } from '../../../lib/form-errors';

const STEP_TITLES = ['Tell us about yourself', 'What are you here to do?', 'Track details', 'Target markets'];

export const DRAFT_NOT_SAVED = 'We could not save your answers. Check your connection and try again.';

// spec §2 /application: four steps; Next on steps 1-3, Back on steps 2-4. D26: the step is the
// page's address (reload, Back and Forward move between steps), one form holds every step, and
// each step passed or left is saved on the server as a draft (docs/decisions/090). D38: every
// change is handed to `onAnswersChange`, which keeps it as typed (docs/decisions/157).
export function OnboardingWizard({
  appName,
  step,
  initialValues,
  goToStep,
  saveDraft,
  submitting,
  submitError,
  onSubmit,
  onAnswersChange,
  notice,
}: {
  appName: string;
  step: number;
  initialValues: WizardValues;
  goToStep: (step: number, options?: { replace?: boolean }) => void;
  saveDraft: (values: WizardValues) => Promise<unknown>;
  submitting: boolean;
  // The server's refusal of the submit, said beside the button.
  submitError: string | null;
  onSubmit: (submission: TrackApplicationSubmission, values: WizardValues) => void;
  onAnswersChange: (values: WizardValues) => void;
  notice?: string;
}) {
  const [issues, setIssues] = useState<StepIssue[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<WizardValues>({ defaultValues: initialValues });
  const { register, watch, getValues, setValue } = form;
  const track = watch('track');
  const age = wizardAge({ age: watch('age') });

  const changed = useRef(onAnswersChange);
  changed.current = onAnswersChange;
  useEffect(() => {
    const subscription = watch(() => changed.current(getValues()));
    return () => subscription.unsubscribe();
  }, [watch, getValues]);

  // D26: an address further than the answers allow (a bookmark, Forward after changing an
  // earlier step) shows the first step that cannot be passed yet. Checked when the step
  // changes, not when the page is being left.
  const leave = useRef(goToStep);
  leave.current = goToStep;
  useEffect(() => {
    const furthest = resumeStep(getValues());
    if (step > furthest) leave.current(furthest, { replace: true });
  }, [step, getValues]);

  const firstRender = useRef(true);
  useEffect(() => {
    setIssues([]);
    setMessage(null);
    // A new step moves focus to its heading, so keyboard and screen-reader users follow.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const refuse = (found: StepIssue[]) => {
    setIssues(found);
    setMessage(stepAlertOf(step, found));
    revealFirstInvalidField(formRef.current);
  };

  const next = async () => {
    const values = getValues();
    const found = stepIssues(step, values);
    if (found.length > 0) return refuse(found);
    // A track chosen for another age is not offered any more: choose again.
    if (step === 1 && values.track && !availableTracks(wizardAge(values)).includes(values.track)) {
      setValue('track', '');
    }
    setSaving(true);
    try {
      await saveDraft(getValues());
    } catch {
      setSaving(false);
      setMessage(DRAFT_NOT_SAVED);
      return;
    }
    setSaving(false);
    goToStep(step + 1);
  };

  const back = () => {
    // What was typed on this step is kept too, though it has not been passed.
    saveDraft(getValues()).catch(() => undefined);
    goToStep(step - 1);
  };

  const submit = form.handleSubmit((values) => {
    const found = stepIssues(WIZARD_STEP_COUNT, values);
    if (found.length > 0) return refuse(found);
    const parsed = parseSubmission(values);
    if (!parsed.ok) return refuse(parsed.issues);
    setIssues([]);
    setMessage(null);
    onSubmit(parsed.submission, values);
  });

  const errorFor = fieldErrorsOf(issues);
  const shownMessage = message ?? (step === WIZARD_STEP_COUNT ? submitError : null);
  return (
    <Card className="grid gap-6 p-6 sm:p-8">
      <WizardProgress step={step} />
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none sm:text-3xl">
        {STEP_TITLES[step - 1]}
      </h1>
      {notice && step === 1 && <Alert tone="info">{notice}</Alert>}
      <form
        ref={formRef}
        noValidate
        aria-label="Application"
        className="grid gap-6"
        onSubmit={(event) => {
          if (step < WIZARD_STEP_COUNT) {
            event.preventDefault();
            void next();
            return;
          }
          void submit(event);
        }}
      >
        {step === 1 && <AboutYouStep register={register} errorFor={errorFor} />}
        {step === 2 && <TrackStep tracks={availableTracks(age)} register={register} errorFor={errorFor} />}
        {step === 3 && track && (
          <TrackDetailsStep track={track} register={register} watch={watch} errorFor={errorFor} />
        )}
        {step === 4 && <TargetMarketsStep appName={appName} register={register} errorFor={errorFor} />}
        {shownMessage && <Alert>{shownMessage}</Alert>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          {step > 1 ? (
            <Button variant="outline" onClick={back} disabled={submitting}>
              Back
            </Button>
          ) : (
            <span />
          )}
          {step < WIZARD_STEP_COUNT ? (
            <Button type="submit" variant="gradient" disabled={saving}>
              {saving ? 'Saving...' : 'Next'}
            </Button>
          ) : (
            <Button type="submit" variant="gradient" disabled={submitting}>
              {submitting ? 'Submitting...' : 'Submit application'}
            </Button>
          )}
        </div>
        <p className="text-center text-xs text-muted-foreground sm:text-right">
          Your answers are saved as you go: come back any time, on any device.
        </p>
      </form>
    </Card>
  );
}
