import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import type { ProfileForm } from '../utils/profile-form-values';
import { numberOnBlur } from './basic-info-section';
import { ProfileSection } from './profile-section';

// spec §5 asks school and graduation year of ambassadors only (any age), so the student
// questions show for a person interested in the ambassador track, or who already answered
// them (docs/decisions/093). Ticking Ambassador above brings them in.
export function showsStudentQuestions(values: {
  roleTypes?: readonly string[];
  school?: string | null;
  gradYear?: unknown;
  greekAffiliation?: string | null;
}): boolean {
  return (
    Boolean(values.roleTypes?.includes('ambassador')) ||
    Boolean(values.school) ||
    Boolean(values.gradYear) ||
    Boolean(values.greekAffiliation)
  );
}

export function StudentSection({ form }: { form: ProfileForm }) {
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <ProfileSection
      id="student-information"
      title="Student information"
      description="For campus ambassadors: where you study and when you graduate."
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="School" error={errors.school?.message}>
          <Input {...register('school')} />
        </FormField>
        <FormField label="Graduation year" error={errors.gradYear?.message}>
          <Input
            inputMode="numeric"
            autoComplete="off"
            {...register('gradYear', { onBlur: numberOnBlur(form, 'gradYear') })}
          />
        </FormField>
        <FormField label="Greek affiliation" error={errors.greekAffiliation?.message}>
          <Input {...register('greekAffiliation')} />
        </FormField>
      </div>
    </ProfileSection>
  );
}
