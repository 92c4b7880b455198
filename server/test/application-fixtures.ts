import { eq } from 'drizzle-orm';
import type { TrackApplicationStatus } from '@shared/domain-values';
import { opportunities, opportunityApplications } from '../db/schema/opportunities';
import { people } from '../db/schema/people';
import { applications } from '../db/schema/track-applications';
import type { TestApp } from './test-app';
import { uniqueEmail } from './test-app';

// Rows the status emails are about, made directly (the wizard and the apply flow have their
// own tests).
async function signedUpPerson(t: TestApp, input: { email?: string; name?: string }) {
  const email = input.email ?? uniqueEmail('applicant');
  const response = await t.client().signUp({ email, name: input.name ?? 'Riley Quinn' });
  if (response.status !== 200) throw new Error(`Sign-up failed: ${response.text}`);
  const [person] = await t.db.select({ id: people.id }).from(people).where(eq(people.email, email));
  if (!person) throw new Error('No people row');
  return { email, personId: person.id };
}

export async function createTrackApplication(
  t: TestApp,
  input: { email?: string; name?: string; track?: string; status?: TrackApplicationStatus } = {},
) {
  const { email, personId } = await signedUpPerson(t, input);
  const [row] = await t.db
    .insert(applications)
    .values({
      personId,
      track: input.track ?? 'performer',
      status: input.status ?? 'submitted',
      consentedAt: new Date(),
    })
    .returning({ id: applications.id });
  if (!row) throw new Error('No application');
  return { email, applicationId: row.id };
}

export async function createOpportunityApplication(
  t: TestApp,
  input: { email?: string; name?: string; title?: string } = {},
) {
  const { email, personId } = await signedUpPerson(t, input);
  const [opportunity] = await t.db
    .insert(opportunities)
    .values({ title: input.title ?? 'Friday Rooftop Sessions', description: 'A night on the roof.', status: 'open' })
    .returning({ id: opportunities.id });
  if (!opportunity) throw new Error('No opportunity');
  const [row] = await t.db
    .insert(opportunityApplications)
    .values({ opportunityId: opportunity.id, personId })
    .returning({ id: opportunityApplications.id });
  if (!row) throw new Error('No opportunity application');
  return { email, applicationId: row.id };
}
