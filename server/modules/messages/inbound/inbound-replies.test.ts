import { and, asc, desc, eq } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPLY_ABOVE_THIS_LINE } from '@shared/messages';
import { emailOutbox } from '../../../db/schema/email-outbox';
import { messageReplyTokens, threadEntries } from '../../../db/schema/messages';
import { createLogger } from '../../../lib/logger';
import { type Applicant, applicant, personThread, staffThread } from '../../../test/message-fixtures';
import { type SignedIn, signedIn } from '../../../test/staff';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { type InboundMailListener, startInboundMailListener } from './inbound-mail-listener';
import { REPLY_REFUSALS } from './inbound-replies.service';

const DOMAIN = 'reply.backline.test';
const TRACK = 'track-application';

let t: TestApp;
let admin: SignedIn;
let listener: InboundMailListener;

beforeAll(async () => {
  t = await createTestApp({ INBOUND_SMTP_PORT: '0', INBOUND_EMAIL_DOMAIN: DOMAIN });
  admin = await signedIn(t, 'admin', 'Ada Admin');
  const replies = t.services.inboundReplies;
  if (!replies) throw new Error('replies by email are off');
  listener = await startInboundMailListener({
    port: 0,
    host: '127.0.0.1',
    domain: DOMAIN,
    logger: createLogger('silent'),
    onMessage: replies.receive,
  });
});
afterAll(async () => {
  await listener?.stop();
  await t?.close();
});

// Mail as another mail server (or a person's mail app) would send it to the listener.
function send(mail: Mail.Options) {
  const transport = createTransport({ host: '127.0.0.1', port: listener.port, secure: false, ignoreTLS: true });
  return transport.sendMail(mail).finally(() => transport.close());
}

// The person gets the admin's message by email; its reply address.
async function replyAddressOf(to: Applicant): Promise<string> {
  await admin.client.post(`${staffThread(TRACK, to.trackApplicationId)}/messages`, { body: 'Are you free Friday?' });
  await t.services.messageEmails.sendDue();
  const [email] = await t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.recipient, to.email.toLowerCase()), eq(emailOutbox.kind, 'message')))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const address = email?.headers?.['Reply-To'];
  if (!address) throw new Error('no reply address');
  return address;
}

const bodiesIn = async (who: Applicant) => {
  const thread = await who.client.get(personThread(TRACK, who.trackApplicationId));
  return (thread.body.entries as { body: string; via: string; author: { side: string } }[]).reverse();
};

const refusalsTo = (who: { email: string }) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.recipient, who.email.toLowerCase()), eq(emailOutbox.kind, 'message_reply_refused')))
    .orderBy(asc(emailOutbox.createdAt));

const quoted = (reply: string) =>
  `${reply}\n\n-- \nPat, sent between sets\n\nOn Fri, 1 Mar 2031 at 20:00, Backline <no-reply@backline.test> wrote:\n> ${REPLY_ABOVE_THIS_LINE}\n>\n> Are you free Friday?\n`;

describe('a reply by email', () => {
  it('lands in its thread as the person’s message, without the quote and the signature', async () => {
    const pat = await applicant(t);
    const to = await replyAddressOf(pat);
    await send({ from: pat.email, to, subject: 'Re: New message', text: quoted('Yes, all night!') });
    const entries = await bodiesIn(pat);
    expect(entries.at(-1)).toMatchObject({ body: 'Yes, all night!', via: 'email', author: { side: 'person' } });
    // The staff hear of it like of any message (the unread count), and the reply address stays.
    expect((await admin.client.get(staffThread(TRACK, pat.trackApplicationId))).body.unread).toBe(1);
  });

  it('is refused from any other sender, answered to the account’s own address', async () => {
    const pat = await applicant(t);
    const to = await replyAddressOf(pat);
    await send({ from: 'someone.else@example.com', to, subject: 'Re', text: 'Forged!' });
    // The envelope says Pat, the message says someone else: the message's sender decides.
    await send({ from: 'evil@example.com', envelope: { from: pat.email, to }, to, subject: 'Re', text: 'Forged too' });
    expect((await bodiesIn(pat)).map((entry) => entry.body)).toEqual(['Are you free Friday?']);
    const [answer] = await refusalsTo(pat);
    expect(answer?.textBody).toContain(REPLY_REFUSALS.wrongSender);
    expect(answer?.textBody).toContain('Reply in Backline instead');
    expect(answer?.textBody).toContain(`/messages/track-application/${pat.trackApplicationId}`);
  });

  it("does not carry another thread's token into anyone else's thread", async () => {
    const pat = await applicant(t, { name: 'Pat Person' });
    const otto = await applicant(t, { name: 'Otto Other' });
    const patsAddress = await replyAddressOf(pat);
    await replyAddressOf(otto);
    await send({ from: otto.email, to: patsAddress, subject: 'Re', text: 'Replayed into Pat’s thread' });
    expect((await bodiesIn(pat)).map((entry) => entry.body)).toEqual(['Are you free Friday?']);
    expect((await bodiesIn(otto)).map((entry) => entry.body)).toEqual(['Are you free Friday?']);
    // Pat's own reply with Otto's thread in its headers still lands in Pat's thread only.
    await send({
      from: pat.email,
      to: patsAddress,
      subject: 'Re',
      text: 'Mine',
      inReplyTo: `<${otto.trackApplicationId}@x>`,
    });
    expect((await bodiesIn(pat)).map((entry) => entry.body)).toEqual(['Are you free Friday?', 'Mine']);
    expect((await bodiesIn(otto)).map((entry) => entry.body)).toEqual(['Are you free Friday?']);
  });

  it('answers a bad or expired token with "Reply in Backline instead" and the link', async () => {
    const pat = await applicant(t);
    const to = await replyAddressOf(pat);
    await send({ from: pat.email, to: `reply+${'a'.repeat(26)}@${DOMAIN}`, subject: 'Re', text: 'Bad token' });
    await t.db.update(messageReplyTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    await send({ from: pat.email, to, subject: 'Re', text: 'Too late' });
    const answers = await refusalsTo(pat);
    expect(answers.map((answer) => answer.subject)).toEqual([
      'Your reply was not added: reply in Backline instead',
      'Your reply was not added: reply in Backline instead',
    ]);
    expect(answers[0]?.textBody).toContain(REPLY_REFUSALS.badToken);
    expect(answers[1]?.textBody).toContain(REPLY_REFUSALS.expired);
    expect(answers[1]?.textBody).toContain(`/messages/track-application/${pat.trackApplicationId}`);
    expect((await bodiesIn(pat)).map((entry) => entry.body)).toEqual(['Are you free Friday?']);
    // Nobody with no account is answered (no mail to strangers).
    await send({ from: 'stranger@example.com', to: `reply+${'b'.repeat(26)}@${DOMAIN}`, subject: 'Re', text: 'Hi' });
    expect(await refusalsTo({ email: 'stranger@example.com' })).toEqual([]);
  });

  it('drops auto-replies and bounces unanswered', async () => {
    const pat = await applicant(t);
    const to = await replyAddressOf(pat);
    await send({
      from: pat.email,
      to,
      subject: 'Out of office',
      text: 'Away',
      headers: { 'Auto-Submitted': 'auto-replied' },
    });
    await send({ from: pat.email, to, subject: 'Bulk', text: 'Bulk', headers: { Precedence: 'bulk' } });
    await send({ from: pat.email, to, envelope: { from: '', to }, subject: 'Undeliverable', text: 'Bounce' });
    expect((await bodiesIn(pat)).map((entry) => entry.body)).toEqual(['Are you free Friday?']);
    expect(await refusalsTo(pat)).toEqual([]);
  });

  it('stores an HTML-only reply with script as plain text', async () => {
    const pat = await applicant(t);
    const to = await replyAddressOf(pat);
    await send({
      from: pat.email,
      to,
      subject: 'Re',
      html: '<p>Count me <b>in</b></p><script>alert("x")</script><img src=x onerror=alert(1)>',
    });
    const last = (await bodiesIn(pat)).at(-1);
    expect(last).toMatchObject({ via: 'email', author: { side: 'person' } });
    expect(last?.body.startsWith('Count me in')).toBe(true);
    const [stored] = await t.db
      .select({ body: threadEntries.body })
      .from(threadEntries)
      .where(eq(threadEntries.via, 'email'))
      .orderBy(desc(threadEntries.createdAt))
      .limit(1);
    expect(stored?.body).not.toMatch(/[<>]|alert/);
  });
});

describe('the listener under hostile mail', () => {
  it('refuses a 10 MB message, takes malformed MIME in its stride, refuses strangers’ addresses, and keeps serving', async () => {
    const pat = await applicant(t);
    const to = await replyAddressOf(pat);
    const huge = send({ from: pat.email, to, subject: 'Big', text: 'x'.repeat(10 * 1024 * 1024) });
    await expect(huge).rejects.toMatchObject({ responseCode: 552 });

    const malformed = [
      `From: ${pat.email}`,
      `To: ${to}`,
      'Subject: =?utf-8?B?broken',
      'Content-Type: multipart/mixed; boundary="never-closed',
      '',
      '--never-closed',
      'Content-Type: text/plain; charset=unknown-8bit',
      'Content-Transfer-Encoding: base64',
      '',
      '!!!not base64 at all!!!',
      '',
    ].join('\r\n');
    await send({ envelope: { from: pat.email, to: [to] }, raw: malformed });
    await send({ envelope: { from: pat.email, to: [to] }, raw: Buffer.from([0xff, 0xfe, 0x00, 0x0d, 0x0a, 0x80]) });

    await expect(
      send({ from: pat.email, to: 'postmaster@example.com', subject: 'Relay?', text: 'Hi' }),
    ).rejects.toMatchObject({
      responseCode: 550,
    });

    await send({ from: pat.email, to, subject: 'Re', text: 'Still here' });
    const bodies = (await bodiesIn(pat)).map((entry) => entry.body);
    expect(bodies.at(-1)).toBe('Still here');
    expect(bodies.join('\n')).not.toContain('x'.repeat(100));
  });
});
