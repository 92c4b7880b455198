import { cn } from '../../../lib/cn';

export const WIZARD_STEPS = 4;

// spec §2: a four-segment progress bar and the header 'Step N of 4'.
export function WizardProgress({ step }: { step: number }) {
  return (
    <div className="grid gap-3">
      <div
        role="progressbar"
        aria-label="Application progress"
        aria-valuemin={1}
        aria-valuemax={WIZARD_STEPS}
        aria-valuenow={step}
        aria-valuetext={`Step ${step} of ${WIZARD_STEPS}`}
        className="grid grid-cols-4 gap-2"
      >
        {Array.from({ length: WIZARD_STEPS }, (_, index) => (
          <span
            key={index}
            data-filled={index < step}
            className={cn(
              'h-1.5 rounded-full transition-colors',
              index < step ? 'bg-gradient-to-r from-primary to-accent' : 'bg-muted',
            )}
          />
        ))}
      </div>
      <p className="text-sm font-medium text-muted-foreground">
        Step {step} of {WIZARD_STEPS}
      </p>
    </div>
  );
}
