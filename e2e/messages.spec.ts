import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { signInAsAdmin } from './support/admin';
import { runStamp } from './support/back-office';
import { E2E_INBOUND_PORT } from './support/server';
import { expect, test } from './support/test';
import { applicantWithTrackApplication } from './support/track-applications';

// D17: within a few seconds of the reply reaching the listener.
const LIVE = { timeout: 10_000 };

// The reply address of the newest message email to `to`, read from the outbox's files (the e2e
// server has no SMTP_URL, D5): the readable copy lists the email's extra headers.
async function replyAddressTo(to: string, timeoutMs = 45_000): Promise<string> {
  const directory = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = (await readdir(directory).catch(() => [] as string[])).filter((name) => name.endsWith('.txt'));
    for (const name of names.toSorted().toReversed()) {
      const text = await readFile(join(directory, name), 'utf8');
      const replyTo = /^Reply-To: (.+)$/m.exec(text)?.[1];
      if (text.startsWith(`To: ${to}\n`) && replyTo) return replyTo.trim();
    }
    if (Date.now() > deadline) throw new Error(`No message email to ${to} in ${directory}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test('a person answers a message by email, and the reply appears in the staff inbox live', async ({
  page,
  browser,
}) => {
  test.slow();
  const stamp = runStamp();
  const applicant = await applicantWithTrackApplication(browser, { name: `Mo ${stamp}` });
  await signInAsAdmin(page);

  // Staff write in the application's conversation, on its page in the back office.
  await page.goto(`/admin/application/${applicant.applicationId}`);
  const conversation = page.getByRole('region', { name: /^Conversation:/ });
  await conversation
    .getByLabel(`Message to Mo ${stamp}`)
    .fill('Hi Mo, can you play Friday? https://example.com/lineup');
  await conversation.getByRole('button', { name: 'Send' }).click();
  await expect(conversation.getByRole('link', { name: 'https://example.com/lineup' })).toBeVisible();

  // The message email leaves through the outbox, with the conversation's reply address.
  const replyTo = await replyAddressTo(applicant.email);
  expect(replyTo).toMatch(/^reply\+[a-z2-7]{26}@reply\.backline\.test$/);

  // The staff inbox is open when the reply comes.
  await page.goto('/admin/messages');
  await expect(page.getByTestId('live-status')).toHaveAttribute('data-status', 'live');
  const inbox = page.getByRole('navigation', { name: 'Conversations list' });
  await expect(inbox.getByRole('link', { name: new RegExp(`Mo ${stamp}`) })).toBeVisible();

  const transport = createTransport({ host: '127.0.0.1', port: E2E_INBOUND_PORT, secure: false, ignoreTLS: true });
  try {
    await transport.sendMail({
      from: applicant.email,
      to: replyTo,
      subject: 'Re: New message',
      text: 'Friday works, see you there!\n\nOn Fri, Backline wrote:\n> —— Reply above this line ——\n> Hi Mo',
    });
  } finally {
    transport.close();
  }

  const line = inbox.getByRole('link', { name: new RegExp(`Mo ${stamp}`) });
  await expect(line).toContainText('Friday works, see you there!', LIVE);
  await expect(line).toContainText('1 unread');
  await line.click();
  const thread = page.getByRole('region', { name: /^Conversation:/ });
  await expect(thread.getByText('Friday works, see you there!')).toBeVisible();
  await expect(thread.getByText('by email')).toBeVisible();
  await expect(thread.getByText('On Fri, Backline wrote:')).toHaveCount(0);
});
