import type { Browser } from '@playwright/test';
import { signUpViaApi } from './accounts';
import { submitTrackApplicationViaApi } from './onboarding';

export type TrackApplicant = { name: string; email: string; applicationId: string };

// A person who signed up and submitted the onboarding wizard (POST /api/track-application,
// issue 4), in a browser context of their own that is closed again.
export async function applicantWithTrackApplication(
  browser: Browser,
  input: { name: string; city?: string; state?: string; track?: 'performer' | 'creator'; age?: number },
): Promise<TrackApplicant> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const account = await signUpViaApi(page, { name: input.name });
    const track = input.track ?? 'performer';
    const application = await submitTrackApplicationViaApi(page, {
      age: input.age ?? 24,
      city: input.city ?? 'Dallas',
      state: input.state ?? 'TX',
      travelRadius: 'regional',
      track,
      answers: track === 'performer' ? { genres: ['House'], technicalNeeds: 'Two CDJs' } : { gear: 'Sony A7 IV' },
      targetMarkets: ['Dallas', 'Austin'],
      targetCity: input.city ?? 'Dallas',
      consent: true,
    });
    return { name: input.name, email: account.email, applicationId: application.id };
  } finally {
    await context.close();
  }
}
