import type { UseFormRegister } from 'react-hook-form';
import type { WizardValues } from '@shared/track-application-draft';
import { TRAVEL_RADIUS_OPTIONS, WIZARD_CITIES } from '@shared/track-catalog';
import { AGE_MAX, AGE_MIN, STATE_MAX_LENGTH } from '@shared/limits';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/select';
import type { FieldErrorOf } from './wizard-field-errors';

// spec §2 step 1 "Tell us about yourself": age, city, state and an optional travel radius.
export function AboutYouStep({
  register,
  errorFor,
}: {
  register: UseFormRegister<WizardValues>;
  errorFor: FieldErrorOf;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField label="Age" error={errorFor('age', 'Age')}>
        <Input
          type="number"
          inputMode="numeric"
          min={AGE_MIN}
          max={AGE_MAX}
          step={1}
          autoComplete="off"
          {...register('age')}
        />
      </FormField>
      <FormField label="City" error={errorFor('city', 'City')}>
        <NativeSelect {...register('city')}>
          <option value="">Select your city</option>
          {WIZARD_CITIES.map((city) => (
            <option key={city} value={city}>
              {city}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="State" hint="2-letter code, like TX" error={errorFor('state', 'State')}>
        <Input
          maxLength={STATE_MAX_LENGTH}
          autoComplete="address-level1"
          className="uppercase"
          {...register('state')}
        />
      </FormField>
      <FormField label="Travel radius (optional)" error={errorFor('travelRadius', 'Travel radius')}>
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
  );
}
