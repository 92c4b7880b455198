import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { PROFILE_GENRES, PROFILE_MARKETS, PROFILE_SKILLS } from '@shared/profile-options';
import { type ProfileValues, profileSchema } from '@shared/profile-schema';
import { Button } from '../../../components/ui/button';
import type { Profile } from '../api/get-profile';
import { type ProfileFormValues, toFormValues } from '../utils/profile-form-values';
import { BasicInfoSection } from './basic-info-section';
import { ChoicesSection } from './choices-section';
import { DetailsSection } from './details-section';
import { InterestsSection } from './interests-section';
import { LinksSection } from './links-section';
import { StudentSection } from './student-section';

// spec §2 /profile: every section, with Save changes and Cancel sticky at the bottom. The
// shared schema (the server's, D14) checks the fields before anything is sent.
export function ProfileForm({
  profile,
  saving,
  onSave,
  onCancel,
}: {
  profile: Profile;
  saving: boolean;
  onSave: (values: ProfileValues) => void;
  onCancel: () => void;
}) {
  const form = useForm<ProfileFormValues, unknown, ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: toFormValues(profile),
  });

  return (
    <form noValidate aria-label="Profile" onSubmit={form.handleSubmit(onSave)} className="grid gap-5">
      <BasicInfoSection form={form} />
      <StudentSection form={form} />
      <InterestsSection form={form} />
      <ChoicesSection form={form} id="target-markets" title="Target markets" field="markets" values={PROFILE_MARKETS} />
      <ChoicesSection form={form} id="skills" title="Skills" field="skills" values={PROFILE_SKILLS} />
      <ChoicesSection form={form} id="genres" title="Genres" field="genres" values={PROFILE_GENRES} />
      <LinksSection form={form} />
      <DetailsSection form={form} />
      <div className="sticky bottom-0 z-30 -mx-4 mb-6 border-t border-border bg-background/90 px-4 py-3 backdrop-blur-md sm:mx-0 sm:rounded-lg sm:border sm:px-5">
        <div className="grid grid-cols-2 gap-3 sm:flex sm:justify-end">
          <Button variant="outline" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="gradient" disabled={saving}>
            {saving ? 'Saving...' : 'Save changes'}
          </Button>
        </div>
      </div>
    </form>
  );
}
