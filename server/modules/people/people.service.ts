import type { Database } from '../../db/database';
import { findPersonByUserId } from './people.repo';

// The person behind an account (D3: one each).
export function createPeopleService(db: Database) {
  return {
    // D31: whose notes and communication log a team member is not told about.
    async personIdOf(userId: string): Promise<string | null> {
      return (await findPersonByUserId(db, userId))?.id ?? null;
    },
  };
}
