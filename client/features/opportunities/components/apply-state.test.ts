import { describe, expect, it } from 'vitest';
import { applyState } from './apply-state';

const open = { slotsTotal: 3, slotsFilled: 0, status: 'open', past: false, applied: false, signedIn: false };

describe('applyState (spec §2 apply button labels)', () => {
  it.each([
    [{ ...open, slotsTotal: 0, applied: true, signedIn: true }, 'Invite Only', true],
    [{ ...open, applied: true, signedIn: true }, 'Already applied', true],
    [{ ...open, signedIn: true }, 'Apply now', false],
    [open, 'Sign up to apply', false],
    [{ ...open, status: 'closed', signedIn: true }, 'Not accepting applications', true],
    [{ ...open, status: 'filled', applied: true, signedIn: true }, 'Already applied', true],
    // Issue 16 (D11): every spot taken never offers 'Apply now', whatever the status says.
    [{ ...open, status: 'filled', signedIn: true }, 'All spots filled', true],
    [{ ...open, slotsFilled: 3, signedIn: true }, 'All spots filled', true],
    [{ ...open, slotsFilled: 3 }, 'All spots filled', true],
    // D22: a past event takes no applications; one applied to still says so.
    [{ ...open, past: true, signedIn: true }, 'This event has passed', true],
    [{ ...open, past: true }, 'This event has passed', true],
    [{ ...open, past: true, applied: true, signedIn: true }, 'Already applied', true],
    // Issue 41: a spot held (an accepted application or invitation) is good news, never "applied".
    [{ ...open, status: 'filled', slotsFilled: 3, applied: true, holdsSpot: true, signedIn: true }, "You're in", true],
    [{ ...open, slotsTotal: 0, applied: true, holdsSpot: true, signedIn: true }, "You're in", true],
  ])('%o → %s', (input, label, disabled) => {
    expect(applyState(input)).toMatchObject({ label, disabled });
  });
});
