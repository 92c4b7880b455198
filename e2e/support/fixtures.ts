import { expect, type Page } from '@playwright/test';
import { apiPost, E2E_ADMIN, signInViaApi } from './accounts';
import { BASE_URL } from './server';

// D3: the wizard's step 1 (age, city, state) makes a profile that may apply. Set through the
// person's own profile API (the page must be signed in as them).
export async function giveProfile(page: Page) {
  const current = await page.request.get('/api/profile');
  expect(current.status(), await current.text()).toBe(200);
  const { id: _id, ...fields } = await current.json();
  const response = await page.request.put('/api/profile', {
    data: { ...fields, age: 24, city: 'Dallas', state: 'TX' },
    headers: { Origin: BASE_URL },
  });
  expect(response.status(), await response.text()).toBe(200);
}

// A token unique to this run and test, put in titles so a search finds only this test's
// opportunities (every test shares one server and database). Never holds "dj": a title with it
// asks for the creative answers (spec §5), which would turn a plain test opportunity creative.
// (Drawn again, a token whose clock part held "dj" kept it for as long as the clock did, and the
// retries overflowed the stack: the letter is replaced instead.)
export function runToken(): string {
  return `zq${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`.replaceAll('dj', 'd9');
}

export type OpportunityInput = {
  title: string;
  description?: string;
  city?: string;
  date?: string;
  opportunityType?: 'event' | 'creative' | 'marketing' | 'community';
  status?: 'draft' | 'open' | 'filled' | 'closed';
  inviteOnly?: boolean;
  slotsTotal?: number;
  vertical?: string;
  responsibilities?: string;
  idealCandidate?: string;
  perks?: string;
  venue?: string;
  budgetRange?: string;
  featured?: boolean;
  tags?: string[];
  // Issue 42 (D36): the night's times where it happens ("21:00").
  startTime?: string;
  endTime?: string;
  callTime?: string;
  timeZone?: string;
};

// Creates opportunities through the admin API, signed in as the e2e server's admin in a
// page of its own (the test's page keeps its own session).
export async function createOpportunities(page: Page, inputs: OpportunityInput[]) {
  const adminPage = await page.context().browser()?.newPage();
  if (!adminPage) throw new Error('no browser');
  try {
    await signInViaApi(adminPage, E2E_ADMIN.email, E2E_ADMIN.password);
    const tagIds = new Map<string, string>();
    const existing = await (await adminPage.request.get('/api/opportunity-tags')).json();
    for (const tag of existing.items as { id: string; label: string }[]) tagIds.set(tag.label, tag.id);
    const created: { id: string; title: string }[] = [];
    for (const { tags = [], ...input } of inputs) {
      const response = await apiPost(adminPage, '/api/admin/opportunities', {
        description: `${input.title}: a night to remember.`,
        status: 'open',
        ...input,
      });
      expect(response.status(), await response.text()).toBe(201);
      const opportunity = await response.json();
      for (const label of tags) {
        let tagId = tagIds.get(label);
        if (!tagId) {
          const tag = await apiPost(adminPage, '/api/admin/opportunity-tags', { label });
          expect(tag.status(), await tag.text()).toBe(201);
          tagId = (await tag.json()).id as string;
          tagIds.set(label, tagId);
        }
        const assigned = await adminPage.request.put(`/api/admin/opportunities/${opportunity.id}/tags/${tagId}`, {
          headers: { Origin: BASE_URL },
        });
        expect(assigned.status(), await assigned.text()).toBe(200);
      }
      created.push({ id: opportunity.id, title: opportunity.title });
    }
    return created;
  } finally {
    await adminPage.close();
  }
}
