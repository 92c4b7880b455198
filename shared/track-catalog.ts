import type { Track } from './domain-values';
import { MARKET_CITIES } from './markets';

// spec §2 and §9: what the onboarding wizard offers. Values are what is stored; labels are
// what people read.

export type Option<Value extends string = string> = { value: Value; label: string };

export const TRACK_DETAILS: Record<Track, { label: string; description: string }> = {
  ambassador: {
    label: 'Ambassador',
    description: 'Rep us on campus and in your city: rally your people and fill the room.',
  },
  creator: {
    label: 'Creator',
    description: 'Photo, video, design and edit: capture the night and make people wish they were there. 18+.',
  },
  performer: {
    label: 'Performer',
    description: 'DJs, hosts, artists and live acts who want the stage. 18+.',
  },
  ops: {
    label: 'Ops',
    description: 'Door, load-in, stage and production crew who keep the show running. 18+.',
  },
  partner: {
    label: 'Partner',
    description: 'Fraternities, venues, brands and charities who want to build events with us.',
  },
  team: {
    label: 'Team',
    description: 'Join the core team: operations, booking and production roles. 20+.',
  },
};

// spec §2 / §9: city options in the flow.
export const WIZARD_CITIES = [...MARKET_CITIES, 'Other'] as const;
export type WizardCity = (typeof WIZARD_CITIES)[number];

// spec §9 travel radius choices.
export const TRAVEL_RADIUS_VALUES = ['local', 'regional', 'statewide', 'national'] as const;
export const TRAVEL_RADIUS_OPTIONS: Option<(typeof TRAVEL_RADIUS_VALUES)[number]>[] = [
  { value: 'local', label: 'Local (same city)' },
  { value: 'regional', label: 'Regional (up to 100 miles)' },
  { value: 'statewide', label: 'Statewide' },
  { value: 'national', label: 'National / anywhere' },
];

// spec §9 team experience levels.
export const TEAM_EXPERIENCE_VALUES = ['entry', 'intermediate', 'advanced', 'expert'] as const;
export const TEAM_EXPERIENCE_OPTIONS: Option<(typeof TEAM_EXPERIENCE_VALUES)[number]>[] = [
  { value: 'entry', label: 'Entry (0-1 years)' },
  { value: 'intermediate', label: 'Intermediate (1-3 years)' },
  { value: 'advanced', label: 'Advanced (3-5 years)' },
  { value: 'expert', label: 'Expert (5+ years)' },
];

// The label of a stored value (the value itself when it is not one of the options: a value
// written before the options existed).
export function optionLabel(options: readonly Option[], value: string | null | undefined): string | null {
  if (!value) return null;
  return options.find((option) => option.value === value)?.label ?? value;
}

// spec §9 creator specialties and experience.
export const CREATOR_SPECIALTY_VALUES = ['photo', 'video', 'design', 'edit', 'multi'] as const;
export const CREATOR_SPECIALTY_OPTIONS: Option<(typeof CREATOR_SPECIALTY_VALUES)[number]>[] = [
  { value: 'photo', label: 'Photo' },
  { value: 'video', label: 'Video' },
  { value: 'design', label: 'Design' },
  { value: 'edit', label: 'Edit' },
  { value: 'multi', label: 'Multi-disciplinary' },
];
export const CREATOR_EXPERIENCE_VALUES = ['entry', 'intermediate', 'advanced'] as const;
export const CREATOR_EXPERIENCE_OPTIONS: Option<(typeof CREATOR_EXPERIENCE_VALUES)[number]>[] = [
  { value: 'entry', label: 'Entry' },
  { value: 'intermediate', label: 'Intermediate' },
  { value: 'advanced', label: 'Advanced' },
];

// spec §9 ops transport: yes or no.
export const TRANSPORT_VALUES = ['yes', 'no'] as const;
export const TRANSPORT_OPTIONS: Option<(typeof TRANSPORT_VALUES)[number]>[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

// spec §9 partner interest.
export const PARTNER_INTEREST_VALUES = ['sponsorship', 'philanthropy', 'venue', 'other'] as const;
export const PARTNER_INTEREST_OPTIONS: Option<(typeof PARTNER_INTEREST_VALUES)[number]>[] = [
  { value: 'sponsorship', label: 'Sponsorship' },
  { value: 'philanthropy', label: 'Philanthropy' },
  { value: 'venue', label: 'Venue' },
  { value: 'other', label: 'Other' },
];
