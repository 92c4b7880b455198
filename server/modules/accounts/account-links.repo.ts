import { sql } from 'drizzle-orm';
import type { AccountLinkPurpose } from '@shared/domain-values';
import { type Executor, queryRows } from '../../db/database';
import { accountLinks } from '../../db/schema/account-links';

export type StoredAccountLink = {
  userId: string;
  purpose: AccountLinkPurpose;
  email: string;
  newEmail: string | null;
  expiresAt: Date;
};

export async function insertAccountLink(
  executor: Executor,
  link: StoredAccountLink & { tokenHash: string },
): Promise<void> {
  await executor.insert(accountLinks).values(link);
}

// The link with this token hash, held until the transaction ends, so that it is used once.
export async function lockAccountLink(executor: Executor, tokenHash: string) {
  const [row] = await queryRows<StoredAccountLink>(
    executor,
    sql`select user_id as "userId", purpose, email, new_email as "newEmail", expires_at as "expiresAt"
      from account_links where token_hash = ${tokenHash} for update`,
  );
  return row ? { ...row, expiresAt: new Date(row.expiresAt) } : undefined;
}

export async function findAccountLink(executor: Executor, tokenHash: string) {
  const [row] = await queryRows<StoredAccountLink>(
    executor,
    sql`select user_id as "userId", purpose, email, new_email as "newEmail", expires_at as "expiresAt"
      from account_links where token_hash = ${tokenHash}`,
  );
  return row ? { ...row, expiresAt: new Date(row.expiresAt) } : undefined;
}

export async function deleteAccountLink(executor: Executor, tokenHash: string): Promise<void> {
  await executor.execute(sql`delete from account_links where token_hash = ${tokenHash}`);
}

// The account's expired links (a new one is made: they would only wait for nothing).
export async function deleteExpiredAccountLinks(executor: Executor, userId: string): Promise<void> {
  await executor.execute(sql`delete from account_links where user_id = ${userId} and expires_at <= now()`);
}

// Issue 40 (docs/decisions/144): every confirmation, address-change and reset link of the
// account, its calendar feeds and its alerts' links end (migration 0016; a new password and a
// role grant do this by trigger).
export async function endPendingChanges(executor: Executor, userId: string): Promise<void> {
  await executor.execute(sql`select end_pending_changes_of(${userId})`);
}
