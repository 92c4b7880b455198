import { INTERESTED_TRACK_OPTIONS } from '@shared/profile-options';
import { TEAM_EXPERIENCE_OPTIONS } from '@shared/track-catalog';
import { CheckboxField } from '../../../components/ui/checkbox';
import { CheckboxGroup } from '../../../components/ui/checkbox-group';
import { FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/select';
import type { ProfileForm } from '../utils/profile-form-values';
import { ProfileSection } from './profile-section';

// spec §2: experience level and interested tracks (stored lowercase, spec §9). Issue 16: the
// experience levels are the wizard's, and reliable transportation (the ops question) is asked
// of everyone here rather than among the student questions (docs/decisions/093).
export function InterestsSection({ form }: { form: ProfileForm }) {
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <ProfileSection id="experience-and-interests" title="Experience and interests">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Experience level" error={errors.experienceLevel?.message}>
          <NativeSelect {...register('experienceLevel')}>
            <option value="">Select...</option>
            {TEAM_EXPERIENCE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <div className="flex items-end">
          <CheckboxField label="I have reliable transportation" className="w-full" {...register('hasCar')} />
        </div>
      </div>
      <CheckboxGroup legend="Interested tracks">
        {INTERESTED_TRACK_OPTIONS.map((option) => (
          <CheckboxField key={option.value} label={option.label} value={option.value} {...register('roleTypes')} />
        ))}
      </CheckboxGroup>
      {errors.roleTypes && <p className="text-sm text-red-400">{errors.roleTypes.message}</p>}
    </ProfileSection>
  );
}
