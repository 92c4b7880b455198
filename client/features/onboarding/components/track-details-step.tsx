import type { UseFormRegister, UseFormWatch } from 'react-hook-form';
import type { Track } from '@shared/domain-values';
import { TRACK_DETAILS } from '@shared/track-catalog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import type { WizardValues } from '../utils/wizard-values';
import { TRACK_QUESTIONS, type TrackQuestion } from './track-questions';

// spec §2 step 3 "Track details": the chosen track's questions. Problems are reported in
// the step's alert (spec §5), so the fields take any input and the schema judges it.
export function TrackDetailsStep({
  track,
  register,
  watch,
}: {
  track: Track;
  register: UseFormRegister<WizardValues>;
  watch: UseFormWatch<WizardValues>;
}) {
  return (
    <div className="grid gap-5">
      <p className="text-sm text-muted-foreground">
        A few questions for the <span className="font-semibold text-foreground">{TRACK_DETAILS[track].label}</span>{' '}
        track.
      </p>
      {TRACK_QUESTIONS[track].map((question) => {
        const name: `answers.${Track}.${string}` = `answers.${track}.${question.name}`;
        const value = watch(name) ?? '';
        return (
          <FormField
            key={`${track}-${question.name}`}
            label={question.required ? question.label : `${question.label} (optional)`}
            hint={question.maxLength ? `${value.length}/${question.maxLength} characters` : undefined}
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
