import type { Track, TrackApplicationStatus } from '@shared/domain-values';
import type { Database } from '../db/database';
import { people } from '../db/schema/people';
import { applications } from '../db/schema/track-applications';

export type SeededApplicant = {
  name?: string | null;
  phone?: string | null;
  city?: string | null;
  state?: string | null;
  userId?: string;
  track?: Track;
  status?: TrackApplicationStatus;
  targetCity?: string | null;
  targetMarkets?: string[];
  answers?: Record<string, unknown>;
  createdAt?: Date;
  person?: Partial<typeof people.$inferInsert>;
};

// A person with a track application, written straight to the database (the wizard that
// creates them in the product is another module's subject).
export async function seedApplication(db: Database, input: SeededApplicant = {}) {
  const [person] = await db
    .insert(people)
    .values({
      name: input.name === undefined ? 'Test Applicant' : input.name,
      phone: input.phone ?? null,
      city: input.city ?? null,
      state: input.state ?? null,
      userId: input.userId,
      ...input.person,
    })
    .returning({ id: people.id });
  if (!person) throw new Error('person not inserted');
  const [application] = await db
    .insert(applications)
    .values({
      personId: person.id,
      track: input.track ?? 'creator',
      status: input.status ?? 'submitted',
      targetCity: input.targetCity ?? null,
      targetMarkets: input.targetMarkets ?? [],
      answersJson: input.answers ?? {},
      consentedAt: new Date(),
      ...(input.createdAt ? { createdAt: input.createdAt, updatedAt: input.createdAt } : {}),
    })
    .returning({ id: applications.id });
  if (!application) throw new Error('application not inserted');
  return { personId: person.id, applicationId: application.id };
}
