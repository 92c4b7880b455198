import { parseInteger } from '@shared/field-rules';
import { STATE_MAX_LENGTH } from '@shared/limits';
import { TRAVEL_RADIUS_OPTIONS, WIZARD_CITIES } from '@shared/track-catalog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/select';
import type { ProfileForm } from '../utils/profile-form-values';
import { ProfileSection } from './profile-section';

// spec §5 profile: age and graduation year become empty when they are not numbers.
export function numberOnBlur(form: ProfileForm, field: 'age' | 'gradYear') {
  return (event: { target: { value: string } }) => {
    const parsed = parseInteger(event.target.value);
    form.setValue(field, parsed === null ? '' : String(parsed));
  };
}

// spec §2 basic information. City and travel radius offer the wizard's choices (issue 16).
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
        <FormField label="City" hint="Choose Other if yours is not listed" error={errors.city?.message}>
          <NativeSelect {...register('city')}>
            <option value="">Select your city</option>
            {WIZARD_CITIES.map((city) => (
              <option key={city} value={city}>
                {city}
              </option>
            ))}
          </NativeSelect>
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
          <NativeSelect {...register('travelRadius')}>
            <option value="">How far will you travel?</option>
            {TRAVEL_RADIUS_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
    </ProfileSection>
  );
}
