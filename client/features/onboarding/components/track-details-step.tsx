import type { UseFormRegister, UseFormWatch } from 'react-hook-form';
import type { Track } from '@shared/domain-values';
import { PROFILE_GENRES } from '@shared/profile-options';
import type { WizardValues } from '@shared/track-application-draft';
import { TRACK_DETAILS } from '@shared/track-catalog';
import { CheckboxField } from '../../../components/ui/checkbox';
import { CheckboxGroup } from '../../../components/ui/checkbox-group';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { TRACK_QUESTIONS, type TrackQuestion } from './track-questions';
import type { FieldErrorOf } from './wizard-field-errors';

type AnswerName = `answers.${Track}.${string}`;

// spec §2 step 3 "Track details": the chosen track's questions. Problems are reported in the
// step's alert (spec §5) and under each field; the fields take any input and the schema judges it.
export function TrackDetailsStep({
  track,
  register,
  watch,
  errorFor,
}: {
  track: Track;
  register: UseFormRegister<WizardValues>;
  watch: UseFormWatch<WizardValues>;
  errorFor: FieldErrorOf;
}) {
  return (
    <div className="grid gap-5">
      <p className="text-sm text-muted-foreground">
        A few questions for the <span className="font-semibold text-foreground">{TRACK_DETAILS[track].label}</span>{' '}
        track.
      </p>
      {TRACK_QUESTIONS[track].map((question) => {
        const name: AnswerName = `answers.${track}.${question.name}`;
        const label = question.required ? question.label : `${question.label} (optional)`;
        const error = errorFor(name, question.label);
        if (question.kind === 'genres') {
          return (
            <CheckboxGroup key={`${track}-${question.name}`} legend={label} description="Pick as many as you play.">
              {PROFILE_GENRES.map((genre) => (
                <CheckboxField
                  key={genre}
                  label={genre}
                  value={genre}
                  aria-invalid={error ? true : undefined}
                  {...register(name)}
                />
              ))}
            </CheckboxGroup>
          );
        }
        const value = watch(name);
        const length = typeof value === 'string' ? value.length : 0;
        return (
          <FormField
            key={`${track}-${question.name}`}
            label={label}
            hint={question.maxLength ? `${length}/${question.maxLength} characters` : undefined}
            error={error}
          >
            {control(question, register(name))}
          </FormField>
        );
      })}
    </div>
  );
}

function control(question: TrackQuestion, field: ReturnType<UseFormRegister<WizardValues>>) {
  switch (question.kind) {
    case 'textarea':
      return <Textarea rows={4} placeholder={question.placeholder} {...field} />;
    case 'select':
      return (
        <NativeSelect {...field}>
          <option value="">Select...</option>
          {question.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      );
    case 'year':
      return <Input inputMode="numeric" autoComplete="off" placeholder={question.placeholder} {...field} />;
    case 'url':
      return <Input type="url" inputMode="url" autoComplete="url" placeholder={question.placeholder} {...field} />;
    default:
      return <Input placeholder={question.placeholder} {...field} />;
  }
}
