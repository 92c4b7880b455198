// spec §2 apply button: 'Invite Only' (disabled) when slots_total is 0; 'Already applied'
// (disabled) once the person applied; 'Apply now' when signed in; otherwise 'Sign up to apply'.
// Issue 16: an opportunity whose spots are all taken is filled (D11) and never offers 'Apply
// now'; one that is not open (seen by an admin, or by someone who applied before it closed)
// takes no applications, nor does one whose date has passed (D22).
export type ApplyState =
  | { kind: 'in'; label: "You're in"; disabled: true }
  | { kind: 'invite-only'; label: 'Invite Only'; disabled: true }
  | { kind: 'applied'; label: 'Already applied'; disabled: true }
  | { kind: 'filled'; label: 'All spots filled'; disabled: true }
  | { kind: 'closed'; label: 'Not accepting applications'; disabled: true }
  | { kind: 'past'; label: 'This event has passed'; disabled: true }
  | { kind: 'apply'; label: 'Apply now'; disabled: false }
  | { kind: 'sign-up'; label: 'Sign up to apply'; disabled: false };

// Issue 41: accepted (by applying or by invitation, D23) or completed: the person holds a spot.
export const holdsSpot = (status: string | undefined): boolean => status === 'accepted' || status === 'completed';

export function applyState(input: {
  slotsTotal: number;
  slotsFilled: number;
  status: string;
  // D22: its date has passed.
  past: boolean;
  applied: boolean;
  // Issue 41: the person holds a spot (holdsSpot above): "You're in", never "applied".
  holdsSpot?: boolean;
  signedIn: boolean;
}): ApplyState {
  if (input.holdsSpot) return { kind: 'in', label: "You're in", disabled: true };
  if (input.slotsTotal === 0) return { kind: 'invite-only', label: 'Invite Only', disabled: true };
  if (input.applied) return { kind: 'applied', label: 'Already applied', disabled: true };
  if (input.status === 'filled' || input.slotsFilled >= input.slotsTotal) {
    return { kind: 'filled', label: 'All spots filled', disabled: true };
  }
  if (input.status !== 'open') return { kind: 'closed', label: 'Not accepting applications', disabled: true };
  if (input.past) return { kind: 'past', label: 'This event has passed', disabled: true };
  if (input.signedIn) return { kind: 'apply', label: 'Apply now', disabled: false };
  return { kind: 'sign-up', label: 'Sign up to apply', disabled: false };
}
