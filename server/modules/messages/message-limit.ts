import { API_ERROR_CODES } from '@shared/api-error';
import { MESSAGES_PER_HOUR, TOO_MANY_MESSAGES } from '@shared/messages';
import type { Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { lockPerson } from '../people/people.repo';
import { countPersonMessagesSince } from './threads.repo';

const HOUR_MS = 60 * 60_000;

export const tooManyMessages = () => new AppError(429, API_ERROR_CODES.rateLimited, TOO_MANY_MESSAGES);

// D35: at most MESSAGES_PER_HOUR of a person's messages an hour, in the app and by email alike.
// The person's row is held while counting, so that simultaneous messages take turns; a message
// refused is not written, so it does not count.
export async function assertUnderMessageLimit(
  tx: Executor,
  input: { personId: string; userId: string; now: Date },
): Promise<void> {
  await lockPerson(tx, input.personId);
  const since = new Date(input.now.getTime() - HOUR_MS);
  if ((await countPersonMessagesSince(tx, input.userId, since)) >= MESSAGES_PER_HOUR) throw tooManyMessages();
}
