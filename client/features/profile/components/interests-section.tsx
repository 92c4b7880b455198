import { INTERESTED_TRACK_OPTIONS } from '@shared/profile-options';
import { CheckboxField } from '../../../components/ui/checkbox';
import { CheckboxGroup } from '../../../components/ui/checkbox-group';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import type { ProfileForm } from '../utils/profile-form-values';
import { ProfileSection } from './profile-section';

// spec §2: experience level (free text) and interested tracks (stored lowercase, spec §9).
export function InterestsSection({ form }: { form: ProfileForm }) {
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <ProfileSection id="experience-and-interests" title="Experience and interests">
      <FormField
        label="Experience level"
        hint="For example: two years of club sets"
        error={errors.experienceLevel?.message}
      >
        <Input {...register('experienceLevel')} />
      </FormField>
      <CheckboxGroup legend="Interested tracks">
        {INTERESTED_TRACK_OPTIONS.map((option) => (
          <CheckboxField key={option.value} label={option.label} value={option.value} {...register('roleTypes')} />
        ))}
      </CheckboxGroup>
      {errors.roleTypes && <p className="text-sm text-red-400">{errors.roleTypes.message}</p>}
    </ProfileSection>
  );
}
