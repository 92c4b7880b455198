import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { PROFILE_GENRES, PROFILE_MARKETS, PROFILE_SKILLS } from '@shared/profile-options';
import { type ProfileValues, profileSchema } from '@shared/profile-schema';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/alert';
import { serverMessage } from '../../../lib/error-mapper';
import { invalidFieldsMessage, markServerIssues, revealFirstInvalidField } from '../../../lib/form-errors';
import type { Profile } from '../api/get-profile';
import { PROFILE_FIELDS, type ProfileFormValues, toFormValues } from '../utils/profile-form-values';
import { BasicInfoSection } from './basic-info-section';
import { ChoicesSection } from './choices-section';
import { DetailsSection } from './details-section';
import { InterestsSection } from './interests-section';
import { LinksSection } from './links-section';
import { StudentSection, showsStudentQuestions } from './student-section';

// spec §2 /profile: every section, with Save changes and Cancel sticky at the bottom. The
// shared schema (the server's, D14) checks the fields before anything is sent. Issue 16: a
// refused save says so beside the buttons and brings the first field to fix into view.
export function ProfileForm({
  profile,
  saving,
  onSave,
  onCancel,
}: {
  profile: Profile;
  saving: boolean;
  // Rejects with the API's error when the save is refused.
  onSave: (values: ProfileValues) => Promise<void>;
  onCancel: () => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<string | null>(null);
  const form = useForm<ProfileFormValues, unknown, ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: toFormValues(profile),
    // The form brings the first invalid field into view itself, below the sticky header.
    shouldFocusError: false,
  });
  const [roleTypes, school, gradYear, greekAffiliation] = useWatch({
    control: form.control,
    name: ['roleTypes', 'school', 'gradYear', 'greekAffiliation'],
  });

  const submit = form.handleSubmit(
    async (values) => {
      setStatus(null);
      try {
        await onSave(values);
      } catch (error) {
        const marked = markServerIssues(error, form.setError, PROFILE_FIELDS);
        setStatus(marked > 0 ? invalidFieldsMessage(marked) : serverMessage(error, 'Error updating profile'));
        if (marked > 0) revealFirstInvalidField(formRef.current);
      }
    },
    (errors) => {
      setStatus(invalidFieldsMessage(Object.keys(errors).length));
      revealFirstInvalidField(formRef.current);
    },
  );

  return (
    <form ref={formRef} noValidate aria-label="Profile" onSubmit={submit} className="grid gap-5">
      <BasicInfoSection form={form} />
      <InterestsSection form={form} />
      {showsStudentQuestions({ roleTypes, school, gradYear, greekAffiliation }) && <StudentSection form={form} />}
      <ChoicesSection form={form} id="target-markets" title="Target markets" field="markets" values={PROFILE_MARKETS} />
      <ChoicesSection form={form} id="skills" title="Skills" field="skills" values={PROFILE_SKILLS} />
      <ChoicesSection form={form} id="genres" title="Genres" field="genres" values={PROFILE_GENRES} />
      <LinksSection form={form} />
      <DetailsSection form={form} />
      <div className="sticky bottom-0 z-30 -mx-4 mb-6 grid gap-3 border-t border-border bg-background/90 px-4 py-3 backdrop-blur-md sm:mx-0 sm:rounded-lg sm:border sm:px-5">
        {status && <Alert>{status}</Alert>}
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
