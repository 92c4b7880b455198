import { OWN_RECORD_MESSAGES } from '@shared/staff-self';
import type { PersonStandingInput, UsersFilter, UsersQuery } from '@shared/user-admin-schemas';
import { cursorBatches, mapBatches } from '../../db/cursor-batches';
import type { Database } from '../../db/database';
import { notFound, ownRecord } from '../../lib/app-error';
import type { CsvExport } from '../../lib/csv';
import type { PersonRow } from '../people/people.repo';
import type { UserDetailDto, UserSummaryDto, UsersListDto } from './users.dto';
import {
  findPerson,
  listOpportunityApplicationsOfPerson,
  listPeople,
  listTrackApplicationsOfPerson,
  type PersonExportRow,
  peopleExportQuery,
  updateStanding,
} from './users.repo';

const USER_EXPORT_HEADER = [
  'User id',
  'Name',
  'Email',
  'Phone',
  'City',
  'State',
  'School',
  'Status',
  'Rank',
  'XP',
  'Missions completed',
  'Joined at',
];

function toSummary(person: PersonRow): UserSummaryDto {
  return {
    id: person.id,
    name: person.name,
    email: person.email,
    phone: person.phone,
    city: person.city,
    state: person.state,
    school: person.school,
    roleTypes: person.roleTypes,
    status: person.status,
    rank: person.rank,
    xpTotal: person.xpTotal,
    missionsCompleted: person.missionsCompleted,
    createdAt: person.createdAt.toISOString(),
  };
}

// The admin's directory of people (spec §2 /admin/users, /admin/user/:id; D13).
export function createUsersService(db: Database) {
  return {
    async list(query: UsersQuery): Promise<UsersListDto> {
      const { rows, total, stats } = await listPeople(db, query);
      return {
        items: rows.map(toSummary),
        total: total.value,
        totalPrecision: total.precision,
        page: query.page,
        pageSize: query.pageSize,
        stats,
      };
    },

    // Issue 19: the CSV export of the table's current view, a batch at a time from a cursor.
    exportRows(filter: UsersFilter): CsvExport {
      return {
        header: USER_EXPORT_HEADER,
        batches: mapBatches(cursorBatches<PersonExportRow>(db, peopleExportQuery(filter)), (row) => [
          row.id,
          row.name,
          row.email,
          row.phone,
          row.city,
          row.state,
          row.school,
          row.status,
          row.rank,
          row.xp_total,
          row.missions_completed,
          row.created_at,
        ]),
      };
    },

    async detail(personId: string, callerId: string): Promise<UserDetailDto> {
      const person = await findPerson(db, personId);
      if (!person) throw notFound('User not found');
      const [trackApplications, opportunityApplications] = await Promise.all([
        listTrackApplicationsOfPerson(db, personId),
        listOpportunityApplicationsOfPerson(db, personId),
      ]);
      return {
        ...toSummary(person),
        age: person.age,
        gradYear: person.gradYear,
        instagram: person.instagram,
        tiktok: person.tiktok,
        website: person.website,
        portfolio: person.portfolio,
        hasAccount: person.userId !== null,
        ownRecord: person.userId === callerId,
        applications: trackApplications.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        opportunityApplications: opportunityApplications.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    // D13. D31: never the admin's own; checked before the update, as a person's account is theirs
    // for good.
    async setStanding(personId: string, standing: PersonStandingInput, actorId: string): Promise<UserDetailDto> {
      const person = await findPerson(db, personId);
      if (!person) throw notFound('User not found');
      if (person.userId === actorId) throw ownRecord(OWN_RECORD_MESSAGES.standing);
      const updated = await updateStanding(db, personId, standing);
      if (!updated) throw notFound('User not found');
      return this.detail(personId, actorId);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
