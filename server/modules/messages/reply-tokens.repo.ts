import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { messageReplyTokens } from '../../db/schema/messages';
import { hashToken, tokenOf } from './reply-token';

// D35: a reply address's token is valid this long; emails carry one with at least a week left.
export const REPLY_TOKEN_DAYS = 90;
const RENEW_BEFORE_MS = 7 * 24 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

// The token of this thread and recipient, made (or renewed) when the last one runs out soon.
export async function replyTokenFor(
  executor: Executor,
  input: { threadId: string; userId: string; secret: string; now: Date },
): Promise<string> {
  const [current] = await executor
    .select({ nonce: messageReplyTokens.nonce })
    .from(messageReplyTokens)
    .where(
      and(
        eq(messageReplyTokens.threadId, input.threadId),
        eq(messageReplyTokens.userId, input.userId),
        gt(messageReplyTokens.expiresAt, new Date(input.now.getTime() + RENEW_BEFORE_MS)),
      ),
    )
    .orderBy(desc(messageReplyTokens.expiresAt))
    .limit(1);
  if (current) return tokenOf(input.secret, current.nonce);
  const nonce = randomBytes(16).toString('base64url');
  const token = tokenOf(input.secret, nonce);
  await executor.insert(messageReplyTokens).values({
    threadId: input.threadId,
    userId: input.userId,
    nonce,
    tokenHash: hashToken(token),
    expiresAt: new Date(input.now.getTime() + REPLY_TOKEN_DAYS * DAY_MS),
    createdAt: input.now,
  });
  return token;
}

export async function findReplyToken(executor: Executor, token: string) {
  const [row] = await executor
    .select({
      threadId: messageReplyTokens.threadId,
      userId: messageReplyTokens.userId,
      expiresAt: messageReplyTokens.expiresAt,
    })
    .from(messageReplyTokens)
    .where(eq(messageReplyTokens.tokenHash, hashToken(token)))
    .limit(1);
  return row;
}

// Tokens go 90 days after they ran out (the periodic job); until then a reply with one is
// answered with its thread's link.
export async function deleteLongExpiredTokens(executor: Executor, now: Date): Promise<void> {
  const before = new Date(now.getTime() - REPLY_TOKEN_DAYS * DAY_MS).toISOString();
  await executor.delete(messageReplyTokens).where(sql`${messageReplyTokens.expiresAt} < ${before}`);
}
