import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { TrackApplicationSubmission } from '@shared/track-application-schema';
import { availableTracks } from '@shared/track-eligibility';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { checkStep, parseSubmission } from '../utils/step-check';
import { emptyWizardValues, wizardAge } from '../utils/wizard-values';
import { AboutYouStep } from './about-you-step';
import { TargetMarketsStep } from './target-markets-step';
import { TrackDetailsStep } from './track-details-step';
import { TrackStep } from './track-step';
import { WIZARD_STEPS, WizardProgress } from './wizard-progress';

const STEP_TITLES = ['Tell us about yourself', 'What are you here to do?', 'Track details', 'Target markets'];

// spec §2 /application: four steps; Next on steps 1-3, Back on steps 2-4; going back keeps
// what was entered (one form holds every step).
export function OnboardingWizard({
  appName,
  submitting,
  onSubmit,
  notice,
}: {
  appName: string;
  submitting: boolean;
  onSubmit: (submission: TrackApplicationSubmission) => void;
  notice?: string;
}) {
  const [step, setStep] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useForm({ defaultValues: emptyWizardValues() });
  const { register, watch, getValues, setValue } = form;
  const track = watch('track');
  const age = wizardAge({ age: watch('age') });

  const firstRender = useRef(true);
  useEffect(() => {
    // A new step moves focus to its heading, so keyboard and screen-reader users follow.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const goTo = (next: number) => {
    setError(null);
    setStep(next);
  };

  const next = () => {
    const values = getValues();
    const message = checkStep(step, values);
    if (message) return setError(message);
    // A track chosen for another age is not offered any more: choose again.
    if (step === 1 && values.track && !availableTracks(wizardAge(values)).includes(values.track)) {
      setValue('track', '');
    }
    goTo(step + 1);
  };

  const submit = form.handleSubmit((values) => {
    const message = checkStep(4, values);
    if (message) return setError(message);
    const parsed = parseSubmission(values);
    if (!parsed.ok) return setError(parsed.message);
    setError(null);
    onSubmit(parsed.submission);
  });

  return (
    <Card className="grid gap-6 p-6 sm:p-8">
      <WizardProgress step={step} />
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none sm:text-3xl">
        {STEP_TITLES[step - 1]}
      </h1>
      {notice && step === 1 && <Alert tone="info">{notice}</Alert>}
      <form
        noValidate
        aria-label="Application"
        className="grid gap-6"
        onSubmit={(event) => {
          if (step < WIZARD_STEPS) {
            event.preventDefault();
            next();
            return;
          }
          void submit(event);
        }}
      >
        {step === 1 && <AboutYouStep register={register} />}
        {step === 2 && <TrackStep tracks={availableTracks(age)} register={register} />}
        {step === 3 && track && <TrackDetailsStep track={track} register={register} watch={watch} />}
        {step === 4 && <TargetMarketsStep appName={appName} register={register} />}
        {error && <Alert>{error}</Alert>}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          {step > 1 ? (
            <Button variant="outline" onClick={() => goTo(step - 1)} disabled={submitting}>
              Back
            </Button>
          ) : (
            <span />
          )}
          {step < WIZARD_STEPS ? (
            <Button type="submit" variant="gradient">
              Next
            </Button>
          ) : (
            <Button type="submit" variant="gradient" disabled={submitting}>
              {submitting ? 'Submitting...' : 'Submit application'}
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}
