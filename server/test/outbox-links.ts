import { and, desc, eq } from 'drizzle-orm';
import type { EmailKind } from '@shared/domain-values';
import type { Database } from '../db/database';
import { emailOutbox } from '../db/schema/email-outbox';
import type { TestClient } from './test-client';

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

// The token of an emailed confirmation link (/confirm-email?token=…, issue 40).
export function confirmationToken(link: string): string {
  const url = new URL(link, 'http://localhost');
  if (url.pathname !== '/confirm-email') throw new Error(`Not a confirmation link: ${url.pathname}`);
  return url.searchParams.get('token') ?? '';
}

// What the confirmation page does: reads what the link will do here, then presses its button
// (with a new password where the link asks to take the account over).
export async function openConfirmationLink(client: TestClient, link: string, newPassword?: string) {
  const token = confirmationToken(link);
  const preview = await client.post('/api/auth/email-link', { token });
  const confirmed = await client.post('/api/auth/confirm-email', {
    token,
    ...(newPassword !== undefined ? { newPassword } : {}),
  });
  return { preview, confirmed };
}
