import { CheckboxField } from '../../../components/ui/checkbox';
import { CheckboxGroup } from '../../../components/ui/checkbox-group';
import type { ProfileForm, ProfileFormValues } from '../utils/profile-form-values';
import { ProfileSection } from './profile-section';

// spec §2 / §9: target markets, skills and genres, each a checkbox group of the spec's values.
export function ChoicesSection({
  form,
  id,
  title,
  field,
  values,
}: {
  form: ProfileForm;
  id: string;
  title: string;
  field: keyof Pick<ProfileFormValues, 'markets' | 'skills' | 'genres'>;
  values: readonly string[];
}) {
  const error = form.formState.errors[field]?.message;
  return (
    <ProfileSection id={id} title={title}>
      <CheckboxGroup legend={title} hideLegend>
        {values.map((value) => (
          <CheckboxField key={value} label={value} value={value} {...form.register(field)} />
        ))}
      </CheckboxGroup>
      {error && <p className="text-sm text-red-400">{error}</p>}
    </ProfileSection>
  );
}
