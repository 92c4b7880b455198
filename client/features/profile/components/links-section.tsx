import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import type { ProfileForm } from '../utils/profile-form-values';
import { ProfileSection } from './profile-section';

// D18: links are http(s) URLs; Instagram and TikTok may also be a handle.
export function LinksSection({ form }: { form: ProfileForm }) {
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <ProfileSection
      id="social-and-portfolio"
      title="Social and portfolio"
      description="Handles like @name, or full links starting with https://"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Instagram" error={errors.instagram?.message}>
          <Input placeholder="@yourname" {...register('instagram')} />
        </FormField>
        <FormField label="TikTok" error={errors.tiktok?.message}>
          <Input placeholder="@yourname" {...register('tiktok')} />
        </FormField>
        <FormField label="Website" error={errors.website?.message}>
          <Input type="url" inputMode="url" placeholder="https://" {...register('website')} />
        </FormField>
        <FormField label="Portfolio" error={errors.portfolio?.message}>
          <Input type="url" inputMode="url" placeholder="https://" {...register('portfolio')} />
        </FormField>
      </div>
    </ProfileSection>
  );
}
