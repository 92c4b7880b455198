import { eq } from 'drizzle-orm';
import type { OpportunityApplicationStatus } from '@shared/domain-values';
import type { OpportunityFormInput } from '@shared/opportunity-form';
import { opportunities, opportunityApplications } from '../db/schema/opportunities';
import { people } from '../db/schema/people';
import { createOpportunity, signedInPerson } from './opportunity-fixtures';
import type { TestApp } from './test-app';
import type { TestClient } from './test-client';

export type Applicant = { applicationId: string; personId: string; email: string; name: string; client: TestClient };

// An open opportunity (created by the admin) and people who applied to it through the API.
export async function opportunityWithApplicants(
  t: TestApp,
  admin: TestClient,
  options: { applicants?: string[]; opportunity?: Partial<OpportunityFormInput>; body?: unknown } = {},
) {
  const opportunity = await createOpportunity(admin, { slotsTotal: 1, ...options.opportunity });
  const applicants: Applicant[] = [];
  for (const name of options.applicants ?? ['Nia Brooks']) {
    const person = await signedInPerson(t, { name });
    const applied = await person.client.post(
      `/api/opportunities/${opportunity.id}/applications`,
      options.body ?? { coverLetter: `${name} would love to work this night.` },
    );
    if (applied.status !== 201) throw new Error(`apply failed: ${applied.text}`);
    applicants.push({
      applicationId: applied.body.id,
      personId: person.personId,
      email: person.email,
      name,
      client: person.client,
    });
  }
  return { opportunity, applicants };
}

// Puts an application straight into a status (the moves themselves are what the tests call).
export async function forceStatus(t: TestApp, applicationId: string, status: OpportunityApplicationStatus) {
  await t.db.update(opportunityApplications).set({ status }).where(eq(opportunityApplications.id, applicationId));
}

export async function statusOf(t: TestApp, applicationId: string) {
  const [row] = await t.db
    .select({ status: opportunityApplications.status })
    .from(opportunityApplications)
    .where(eq(opportunityApplications.id, applicationId));
  return row?.status;
}

export async function slotsOf(t: TestApp, opportunityId: string) {
  const [row] = await t.db
    .select({
      status: opportunities.status,
      slotsFilled: opportunities.slotsFilled,
      slotsTotal: opportunities.slotsTotal,
    })
    .from(opportunities)
    .where(eq(opportunities.id, opportunityId));
  return row;
}

export async function standingOf(t: TestApp, personId: string) {
  const [row] = await t.db
    .select({ xpTotal: people.xpTotal, missionsCompleted: people.missionsCompleted })
    .from(people)
    .where(eq(people.id, personId));
  return row;
}
