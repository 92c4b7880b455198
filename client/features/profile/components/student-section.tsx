import { CheckboxField } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import type { ProfileForm } from '../utils/profile-form-values';
import { numberOnBlur } from './basic-info-section';
import { ProfileSection } from './profile-section';

export function StudentSection({ form }: { form: ProfileForm }) {
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <ProfileSection id="student-information" title="Student information">
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
        <div className="flex items-end">
          <CheckboxField label="I have reliable transportation" className="w-full" {...register('hasCar')} />
        </div>
      </div>
    </ProfileSection>
  );
}
