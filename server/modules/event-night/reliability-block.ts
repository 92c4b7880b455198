import type { Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { findActiveBlock } from './reliability.repo';

export const RELIABILITY_BLOCK_CODE = 'RELIABILITY_BLOCK';

// D37: while a block stands, the person may not apply or accept an invitation: they are told
// why and until when: the day it ends where the night they missed was, as the email that told
// them of it says (in UTC, a block made at 23:00 in Chicago would end a day later than the email
// said).
export async function assertNotBlocked(executor: Executor, personId: string, now: Date): Promise<void> {
  const block = await findActiveBlock(executor, personId, now);
  if (!block) return;
  const until = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: block.timeZone ?? 'UTC' }).format(
    block.endsAt,
  );
  throw new AppError(
    403,
    RELIABILITY_BLOCK_CODE,
    `${block.reason} You can apply and accept invitations again on ${until}.`,
  );
}
