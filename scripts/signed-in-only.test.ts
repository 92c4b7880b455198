import { describe, expect, it } from 'vitest';
import { isSignedInOnly, missingSignedInOnly, SIGNED_IN_ONLY_CHUNKS } from './signed-in-only';

describe('the chunks only signed-in people load', () => {
  it('are told by their file name, not by a name that ends like theirs', () => {
    expect(isSignedInOnly('assets/dashboard-page-Y3TF9ogI.js')).toBe(true);
    expect(isSignedInOnly('assets/application-page-DVPYT_-h.js')).toBe(true);
    expect(isSignedInOnly('assets/admin-application-page-fcgUEdeT.js')).toBe(false);
    expect(isSignedInOnly('assets/opportunities-page-BzawA1z9.js')).toBe(false);
  });

  it('names the ones a build lacks', () => {
    const built = SIGNED_IN_ONLY_CHUNKS.map((name) => `assets/${name}-abc123.js`);
    expect(missingSignedInOnly(built)).toEqual([]);
    expect(missingSignedInOnly(built.filter((file) => !file.includes('dashboard')))).toEqual(['dashboard-page']);
  });
});
