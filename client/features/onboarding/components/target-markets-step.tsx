import type { UseFormRegister } from 'react-hook-form';
import { PROFILE_MARKETS } from '@shared/profile-options';
import { WIZARD_CITIES } from '@shared/track-catalog';
import { CheckboxField } from '../../../components/ui/checkbox';
import { CheckboxGroup } from '../../../components/ui/checkbox-group';
import { FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/select';
import type { WizardValues } from '../utils/wizard-values';

// spec §2 step 4 "Target markets": market checkboxes, an optional primary target city and
// the required consent checkbox (D10).
export function TargetMarketsStep({ appName, register }: { appName: string; register: UseFormRegister<WizardValues> }) {
  return (
    <div className="grid gap-6">
      <CheckboxGroup legend="Markets you want to work in" description="Pick as many as you like.">
        {PROFILE_MARKETS.map((market) => (
          <CheckboxField key={market} label={market} value={market} {...register('targetMarkets')} />
        ))}
      </CheckboxGroup>
      <FormField label="Primary target city (optional)">
        <NativeSelect {...register('targetCity')}>
          <option value="">No preference</option>
          {WIZARD_CITIES.map((city) => (
            <option key={city} value={city}>
              {city}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <CheckboxField
        required
        aria-required="true"
        label={`I agree to be contacted by ${appName} regarding opportunities that match my profile`}
        description="Required. We only reach out about roles that fit you."
        {...register('consent')}
      />
    </div>
  );
}
