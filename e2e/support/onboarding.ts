import { expect, type Page } from '@playwright/test';
import { apiPost } from './accounts';

// A complete track application through the API, for tests whose subject is elsewhere.
export const ADULT_OPS_APPLICATION = {
  age: 29,
  city: 'Austin',
  state: 'TX',
  travelRadius: 'statewide',
  track: 'ops',
  answers: { eventExperience: 'Five seasons of festival load-ins.', hasTransportation: 'yes' },
  targetMarkets: ['Austin', 'Houston', 'Dallas'],
  targetCity: 'Austin',
  consent: true,
};

export async function submitTrackApplicationViaApi(page: Page, application: object = ADULT_OPS_APPLICATION) {
  const response = await apiPost(page, '/api/track-application', application);
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}
