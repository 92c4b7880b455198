import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import type { ProfileForm } from '../utils/profile-form-values';
import { ProfileSection } from './profile-section';

export function DetailsSection({ form }: { form: ProfileForm }) {
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <ProfileSection id="additional-details" title="Additional details">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Equipment" hint="Gear you bring to a gig" error={errors.equipment?.message}>
          <Textarea rows={3} {...register('equipment')} />
        </FormField>
        <FormField
          label="Availability note"
          hint="Days, times, blackout dates"
          error={errors.availabilityNote?.message}
        >
          <Textarea rows={3} {...register('availabilityNote')} />
        </FormField>
      </div>
    </ProfileSection>
  );
}
