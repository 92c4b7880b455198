import { sql } from 'drizzle-orm';
import { nextDay, zonedInstant } from '@shared/event-times';
import { DEFAULT_END_TIME, DEFAULT_START_TIME, DEFAULT_TIME_ZONE } from '@shared/opportunity-form';
import type { DatabaseHandle, Transaction } from '../database';
import type { AppConfig } from '../../env';
import type { Logger } from '../../lib/logger';
import { appSettings } from '../schema/app-settings';
import { activityLog } from '../schema/back-office';
import {
  opportunities,
  opportunityApplications,
  opportunityTagAssignments,
  opportunityTags,
} from '../schema/opportunities';
import { people } from '../schema/people';
import { applications } from '../schema/track-applications';
import { DEMO_OPPORTUNITIES, DEMO_PEOPLE, DEMO_TAGS } from './demo-content';
import { demoDay } from './demo-dates';

const MARKER_KEY = 'demo_content_loaded_at';
const DAY_MS = 24 * 60 * 60 * 1000;

function eventEvening(date: string) {
  return {
    startsAt: zonedInstant(date, DEFAULT_START_TIME, DEFAULT_TIME_ZONE),
    endsAt: zonedInstant(nextDay(date), DEFAULT_END_TIME, DEFAULT_TIME_ZONE),
  };
}

// D9: on an empty embedded database `npm start` loads demo content; a DATABASE_URL
// database only when asked (DEMO_CONTENT=on or `npm run seed:demo`). It loads once.
export async function loadDemoContentIfWanted(database: DatabaseHandle, config: AppConfig, logger: Logger) {
  const wanted = config.demoContent === 'on' || (config.demoContent === 'auto' && database.kind === 'embedded');
  if (!wanted) return;
  if (await loadDemoContent(database)) logger.info('Loaded the demo content (DEMO_CONTENT=off to start empty)');
}

export async function loadDemoContent(database: DatabaseHandle): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    const marked = await tx
      .insert(appSettings)
      .values({ key: MARKER_KEY, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning({ key: appSettings.key });
    if (marked.length === 0) return false;
    await insertDemoRows(tx);
    return true;
  });
}

async function insertDemoRows(tx: Transaction) {
  const tagRows = await tx
    .insert(opportunityTags)
    .values(DEMO_TAGS.map((tag) => ({ label: tag.label, color: tag.color })))
    .onConflictDoNothing()
    .returning();
  const tagIds = new Map(tagRows.map((tag) => [tag.label, tag.id]));

  const opportunityIds = new Map<string, string>();
  // Oldest first, so the list's "newest first" follows the order above.
  for (const [index, item] of [...DEMO_OPPORTUNITIES].entries()) {
    const createdAt = new Date(Date.now() - (DEMO_OPPORTUNITIES.length - index) * 3 * 60 * 60 * 1000);
    const date = item.day === null ? null : demoDay(item.day, new Date());
    const [row] = await tx
      .insert(opportunities)
      .values({
        title: item.title,
        description: item.description,
        city: item.city,
        date,
        // D36: a dated event has its hours, the evening the admin form gives one by default.
        ...(date ? eventEvening(date) : {}),
        opportunityType: item.type,
        vertical: item.vertical,
        status: item.status,
        slotsTotal: item.slotsTotal,
        slotsFilled: item.slotsFilled ?? 0,
        responsibilities: item.responsibilities,
        idealCandidate: item.idealCandidate,
        perks: item.perks,
        venue: item.venue,
        budgetRange: item.budgetRange,
        featured: item.featured ?? false,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: opportunities.id });
    if (!row) throw new Error(`Could not insert ${item.title}`);
    opportunityIds.set(item.title, row.id);
    const assignments = item.tags.flatMap((label) => {
      const tagId = tagIds.get(label);
      return tagId ? [{ opportunityId: row.id, tagId }] : [];
    });
    if (assignments.length > 0) await tx.insert(opportunityTagAssignments).values(assignments);
  }

  for (const person of DEMO_PEOPLE) {
    const createdAt = new Date(Date.now() - person.daysAgo * DAY_MS);
    const [personRow] = await tx
      .insert(people)
      .values({
        name: person.name,
        email: person.email,
        phone: person.phone,
        age: person.age,
        city: person.city,
        state: person.state,
        travelRadius: person.travelRadius,
        school: person.school,
        gradYear: person.gradYear,
        roleTypes: person.roleTypes,
        markets: person.markets,
        skills: person.skills,
        genres: person.genres,
        instagram: person.instagram,
        status: person.status,
        rank: person.rank,
        xpTotal: person.xpTotal,
        missionsCompleted: person.missionsCompleted,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: people.id });
    if (!personRow) throw new Error(`Could not insert ${person.name}`);

    const [applicationRow] = await tx
      .insert(applications)
      .values({
        personId: personRow.id,
        track: person.track.track,
        status: person.track.status,
        targetCity: person.track.targetCity,
        targetMarkets: person.track.targetMarkets,
        answersJson: person.track.answers,
        consentedAt: createdAt,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: applications.id, status: applications.status });
    if (!applicationRow) throw new Error(`Could not insert the application of ${person.name}`);
    // Issue 19: the overview's recent activity tells of the applications that came in.
    await tx.insert(activityLog).values({
      actionType: 'submit_application',
      entityType: 'application',
      entityId: applicationRow.id,
      details: { status: applicationRow.status, track: person.track.track },
      createdAt,
    });

    for (const application of person.appliesTo) {
      const opportunityId = opportunityIds.get(application.title);
      if (!opportunityId) throw new Error(`Demo application to unknown opportunity ${application.title}`);
      const [participantRow] = await tx
        .insert(opportunityApplications)
        .values({
          opportunityId,
          personId: personRow.id,
          coverLetter: application.coverLetter,
          status: application.status,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: opportunityApplications.id });
      if (!participantRow) throw new Error(`Could not insert an application of ${person.name}`);
      await tx.insert(activityLog).values({
        actionType: 'apply_to_opportunity',
        entityType: 'opportunity_application',
        entityId: participantRow.id,
        details: { status: application.status, opportunityId, opportunityTitle: application.title },
        createdAt,
      });
      if (application.status === 'accepted' || application.status === 'completed') {
        // D11: an accepted participant holds a slot, and the last slot taken fills the opportunity.
        await tx.execute(sql`update opportunities set slots_filled = slots_filled + 1,
          status = case when status = 'open' and slots_filled + 1 >= slots_total then 'filled' else status end
          where id = ${opportunityId}`);
      }
    }
  }
}
