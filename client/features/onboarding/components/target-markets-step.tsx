import type { UseFormRegister } from 'react-hook-form';
import { PROFILE_MARKETS } from '@shared/profile-options';
import type { WizardValues } from '@shared/track-application-draft';
import { WIZARD_CITIES } from '@shared/track-catalog';
import { CheckboxField } from '../../../components/ui/checkbox';
import { CheckboxGroup } from '../../../components/ui/checkbox-group';
import { FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/select';
import type { FieldErrorOf } from './wizard-field-errors';

// spec §2 step 4 "Target markets": market checkboxes, an optional primary target city and
// the required consent checkbox (D10).
export function TargetMarketsStep({
  appName,
  register,
  errorFor,
}: {
  appName: string;
  register: UseFormRegister<WizardValues>;
  errorFor: FieldErrorOf;
}) {
  const consentError = errorFor('consent', 'Consent');
  const marketsError = errorFor('targetMarkets', 'Markets');
  return (
    <div className="grid gap-6">
      <CheckboxGroup legend="Markets you want to work in" description="Pick as many as you like.">
        {PROFILE_MARKETS.map((market) => (
          <CheckboxField
            key={market}
            label={market}
            value={market}
            aria-invalid={marketsError ? true : undefined}
            {...register('targetMarkets')}
          />
        ))}
      </CheckboxGroup>
      <FormField label="Primary target city (optional)" error={errorFor('targetCity', 'Target city')}>
        <NativeSelect {...register('targetCity')}>
          <option value="">No preference</option>
          {WIZARD_CITIES.map((city) => (
            <option key={city} value={city}>
              {city}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="grid gap-1.5">
        <CheckboxField
          required
          aria-required="true"
          aria-invalid={consentError ? true : undefined}
          aria-describedby={consentError ? 'consent-error' : undefined}
          label={`I agree to be contacted by ${appName} regarding opportunities that match my profile`}
          description="Required. We only reach out about roles that fit you."
          {...register('consent')}
        />
        {consentError && (
          <p id="consent-error" className="text-sm text-red-400">
            {consentError}
          </p>
        )}
      </div>
    </div>
  );
}
