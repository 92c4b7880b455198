import type { UseFormReturn } from 'react-hook-form';
import type { ProfileInput, ProfileValues } from '@shared/profile-schema';
import type { Profile } from '../api/get-profile';

// The form holds what the shared schema takes in (numbers as typed); the schema turns it
// into ProfileValues.
export type ProfileFormValues = ProfileInput;

export type ProfileForm = UseFormReturn<ProfileFormValues, unknown, ProfileValues>;

const text = (value: string | number | null) => (value === null ? '' : String(value));

export function toFormValues(profile: Profile): Required<ProfileFormValues> {
  return {
    name: text(profile.name),
    phone: text(profile.phone),
    age: text(profile.age),
    city: text(profile.city),
    state: text(profile.state),
    travelRadius: text(profile.travelRadius),
    school: text(profile.school),
    gradYear: text(profile.gradYear),
    greekAffiliation: text(profile.greekAffiliation),
    hasCar: profile.hasCar,
    experienceLevel: text(profile.experienceLevel),
    roleTypes: [...profile.roleTypes],
    markets: [...profile.markets],
    skills: [...profile.skills],
    genres: [...profile.genres],
    instagram: text(profile.instagram),
    tiktok: text(profile.tiktok),
    website: text(profile.website),
    portfolio: text(profile.portfolio),
    equipment: text(profile.equipment),
    availabilityNote: text(profile.availabilityNote),
  };
}
