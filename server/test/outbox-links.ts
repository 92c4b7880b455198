import { and, desc, eq } from 'drizzle-orm';
import type { EmailKind } from '@shared/domain-values';
import type { Database } from '../db/database';
import { emailOutbox } from '../db/schema/email-outbox';

// The link on the line starting with `label` of the newest email of this kind to `recipient`,
// read from the outbox (no worker needed): the path and query to request it with.
export async function linkFromOutbox(db: Database, recipient: string, kind: EmailKind, label: string): Promise<string> {
  const [row] = await db
    .select({ text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.recipient, recipient.toLowerCase()), eq(emailOutbox.kind, kind)))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const line = row?.text.split('\n').find((text) => text.startsWith(`${label}: `));
  if (!line) throw new Error(`No ${kind} email with "${label}" to ${recipient}`);
  const url = new URL(line.slice(label.length + 2).trim());
  return `${url.pathname}${url.search}`;
}
