import type { UseFormReturn } from 'react-hook-form';
import type { ProfileInput, ProfileValues } from '@shared/profile-schema';
import { TEAM_EXPERIENCE_VALUES, TRAVEL_RADIUS_VALUES, WIZARD_CITIES } from '@shared/track-catalog';
import type { Profile } from '../api/get-profile';

// The form holds what the shared schema takes in (numbers as typed); the schema turns it
// into ProfileValues.
export type ProfileFormValues = ProfileInput;

export type ProfileForm = UseFormReturn<ProfileFormValues, unknown, ProfileValues>;

const text = (value: string | number | null) => (value === null ? '' : String(value));

// Issue 16: city, travel radius and experience level are the wizard's choices. A value stored
// before they were (free text) becomes a choice the person can see and change: a city outside
// the list is 'Other' (the wizard's own answer for it), anything else is left unchosen.
const choice = <Value extends string>(values: readonly Value[], stored: string | null, otherwise: Value | '') =>
  stored === null || stored === '' ? '' : values.includes(stored as Value) ? (stored as Value) : otherwise;

export function toFormValues(profile: Profile): Required<ProfileFormValues> {
  return {
    name: text(profile.name),
    phone: text(profile.phone),
    age: text(profile.age),
    city: choice(WIZARD_CITIES, profile.city, 'Other'),
    state: text(profile.state),
    travelRadius: choice(TRAVEL_RADIUS_VALUES, profile.travelRadius, ''),
    school: text(profile.school),
    gradYear: text(profile.gradYear),
    greekAffiliation: text(profile.greekAffiliation),
    hasCar: profile.hasCar,
    experienceLevel: choice(TEAM_EXPERIENCE_VALUES, profile.experienceLevel, ''),
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

// Every field of the form, for matching the server's issues to them.
export const PROFILE_FIELDS = [
  'name',
  'phone',
  'age',
  'city',
  'state',
  'travelRadius',
  'school',
  'gradYear',
  'greekAffiliation',
  'hasCar',
  'experienceLevel',
  'roleTypes',
  'markets',
  'skills',
  'genres',
  'instagram',
  'tiktok',
  'website',
  'portfolio',
  'equipment',
  'availabilityNote',
] as const satisfies readonly (keyof ProfileFormValues)[];
