import { parseInteger } from '@shared/field-rules';
import { STATE_MAX_LENGTH } from '@shared/limits';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import type { ProfileForm } from '../utils/profile-form-values';
import { ProfileSection } from './profile-section';

// spec §5 profile: age and graduation year become empty when they are not numbers.
export function numberOnBlur(form: ProfileForm, field: 'age' | 'gradYear') {
  return (event: { target: { value: string } }) => {
    const parsed = parseInteger(event.target.value);
    form.setValue(field, parsed === null ? '' : String(parsed));
  };
}

export function BasicInfoSection({ form }: { form: ProfileForm }) {
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <ProfileSection id="basic-information" title="Basic information">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Name" error={errors.name?.message}>
          <Input autoComplete="name" {...register('name')} />
        </FormField>
        <FormField label="Phone" error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" {...register('phone')} />
        </FormField>
        <FormField label="Age" error={errors.age?.message}>
          <Input inputMode="numeric" autoComplete="off" {...register('age', { onBlur: numberOnBlur(form, 'age') })} />
        </FormField>
        <FormField label="City" error={errors.city?.message}>
          <Input autoComplete="address-level2" {...register('city')} />
        </FormField>
        <FormField label="State" hint="2-letter code, like TX" error={errors.state?.message}>
          <Input
            maxLength={STATE_MAX_LENGTH}
            autoComplete="address-level1"
            className="uppercase"
            {...register('state')}
          />
        </FormField>
        <FormField label="Travel radius" hint="How far you will go for a gig" error={errors.travelRadius?.message}>
          <Input {...register('travelRadius')} />
        </FormField>
      </div>
    </ProfileSection>
  );
}
