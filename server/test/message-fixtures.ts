import type { TeamRole } from '@shared/domain-values';
import { opportunityApplications } from '../db/schema/opportunities';
import { applications } from '../db/schema/track-applications';
import { type SignedIn, signedIn } from './staff';
import type { TestApp } from './test-app';

export type Applicant = SignedIn & {
  trackApplicationId: string;
  opportunityId: string;
  opportunityApplicationId: string;
};

// A signed-in person (or team member) with a track application and an application to a new
// opportunity (`status` of it), for the conversations' tests (issue 45).
export async function applicant(
  t: TestApp,
  options: { name?: string; role?: TeamRole; opportunityId?: string; status?: string } = {},
): Promise<Applicant> {
  const caller = await signedIn(t, options.role, options.name ?? 'Pat Person');
  const opportunityId = options.opportunityId ?? (await newOpportunity(t, 'Warehouse Night'));
  const [track] = await t.db
    .insert(applications)
    .values({ personId: caller.personId, track: 'performer', consentedAt: new Date() })
    .returning({ id: applications.id });
  const [applied] = await t.db
    .insert(opportunityApplications)
    .values({ opportunityId, personId: caller.personId, status: options.status ?? 'pending' })
    .returning({ id: opportunityApplications.id });
  if (!track || !applied) throw new Error('applications not inserted');
  return { ...caller, trackApplicationId: track.id, opportunityId, opportunityApplicationId: applied.id };
}

export async function newOpportunity(t: TestApp, title: string): Promise<string> {
  const created = await t.services.opportunities.create({
    title,
    description: 'A night out.',
    city: 'Dallas',
    venue: null,
    date: null,
    opportunityType: 'event',
    vertical: null,
    status: 'open',
    slotsTotal: 10,
    responsibilities: null,
    idealCandidate: null,
    perks: null,
    budgetRange: null,
    featured: false,
  });
  return created.id;
}

export const personThread = (kind: string, id: string) => `/api/messages/threads/${kind}/${id}`;
export const staffThread = (kind: string, id: string) => `/api/admin/messages/threads/${kind}/${id}`;
