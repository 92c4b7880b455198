import type { UseFormRegister } from 'react-hook-form';
import type { Track } from '@shared/domain-values';
import type { WizardValues } from '@shared/track-application-draft';
import { TRACK_DETAILS } from '@shared/track-catalog';
import type { FieldErrorOf } from './wizard-field-errors';

// spec §2 step 2 "What are you here to do?": one track among those offered for the age
// entered, each with its label and description.
export function TrackStep({
  tracks,
  register,
  errorFor,
}: {
  tracks: Track[];
  register: UseFormRegister<WizardValues>;
  errorFor: FieldErrorOf;
}) {
  const error = errorFor('track', 'Track');
  return (
    <fieldset className="grid gap-3" aria-describedby={error ? 'track-error' : undefined}>
      <legend className="mb-3 text-sm text-muted-foreground">Pick the track that fits you best.</legend>
      {tracks.map((track) => (
        <label
          key={track}
          className="flex cursor-pointer items-start gap-3 rounded-lg border border-input bg-background/40 p-4 transition-colors hover:border-violet-400/60 has-[:checked]:border-violet-400/80 has-[:checked]:bg-violet-500/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
        >
          <input
            type="radio"
            value={track}
            className="mt-1 size-4 shrink-0 accent-violet-500"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'track-error' : undefined}
            {...register('track')}
          />
          <span className="grid gap-1">
            <span className="font-semibold">{TRACK_DETAILS[track].label}</span>
            <span className="text-sm text-muted-foreground">{TRACK_DETAILS[track].description}</span>
          </span>
        </label>
      ))}
      {error && (
        <p id="track-error" className="text-sm text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
