// The outbox as a delivery queue: requests only insert; the background sender delivers through a
// stand-in mail server (the one part outside the product), retries failures and never sends a
// mail twice when several senders share the outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { createOutboxMailer, listOutbox, migrateOutbox, startOutboxSender, type MailTransport } from './mailer.ts';
import { createTestDatabase } from './testing.ts';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
  await migrateOutbox(db);
});
afterAll(async () => db.close());

/** A mail server that records what it accepts and can be told to refuse. */
function mailServer() {
  const received: { to: string; subject: string; text: string }[] = [];
  let refusing = 0;
  const transport: MailTransport = {
    async sendMail(mail) {
      if (refusing > 0) {
        refusing -= 1;
        throw new Error('451 try again later');
      }
      received.push({ to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
  return { transport, received, refuseNext: (count: number) => (refusing = count) };
}

const pending = async () =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM mail.outbox WHERE sent_at IS NULL AND failed_at IS NULL`))[0]!.n;

describe('outbox mailer', () => {
  it('without SMTP, the outbox is the mailbox: a queued mail counts as delivered and keeps its links', async () => {
    await createOutboxMailer(db).send({ to: 'dev@box.test', subject: 'Hello', text: 'Open http://app.test/x' });
    const [mail] = await listOutbox(db, { to: 'dev@box.test' });
    expect(mail).toMatchObject({ subject: 'Hello', links: ['http://app.test/x'] });
    expect(await pending()).toBe(0);
  });

  it('queues inside the caller\'s transaction: a rolled-back change sends nothing', async () => {
    const mailer = createOutboxMailer(db, { deliverInBackground: true });
    await expect(
      db.transaction(async (tx) => {
        await mailer.send({ to: 'rollback@box.test', subject: 'Never', text: 'x' }, tx);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await listOutbox(db, { to: 'rollback@box.test' })).toEqual([]);
  });

  it('with SMTP, delivers queued mail in the background, retries a refusal and marks it sent', async () => {
    const server = mailServer();
    const sender = startOutboxSender(db, server.transport, 'VetChart <no-reply@test>', { pollMs: 60_000, retryBaseSeconds: 60 });
    try {
      const mailer = createOutboxMailer(db, { deliverInBackground: true });
      await mailer.send({ to: 'owner@clinic.test', subject: 'Reset your password', text: 'Open http://app.test/reset' });
      expect(await pending()).toBe(1);
      server.refuseNext(1);
      expect(await sender.deliverDue()).toBe(0);
      // Retried after a wait, not at once.
      expect(await sender.deliverDue()).toBe(0);
      await db.query(`UPDATE mail.outbox SET next_attempt_at = now() WHERE to_address = 'owner@clinic.test'`);
      expect(await sender.deliverDue()).toBe(1);
      expect(server.received).toEqual([{ to: 'owner@clinic.test', subject: 'Reset your password', text: 'Open http://app.test/reset' }]);
      const [row] = await db.query<{ attempts: number; sent: boolean; text_body: string }>(
        `SELECT attempts, sent_at IS NOT NULL AS sent, text_body FROM mail.outbox WHERE to_address = 'owner@clinic.test'`,
      );
      // Sent: the body (and the link in it) is no longer kept.
      expect(row).toEqual({ attempts: 2, sent: true, text_body: '' });
    } finally {
      await sender.stop();
    }
  });

  it('gives a mail up after maxAttempts refusals', async () => {
    const server = mailServer();
    const sender = startOutboxSender(db, server.transport, 'from@test', { pollMs: 60_000, retryBaseSeconds: 0, maxAttempts: 2 });
    try {
      await createOutboxMailer(db, { deliverInBackground: true }).send({ to: 'bounce@clinic.test', subject: 'S', text: 'T' });
      server.refuseNext(5);
      await sender.deliverDue();
      await sender.deliverDue();
      await sender.deliverDue();
      const [row] = await db.query<{ attempts: number; failed: boolean; last_error: string }>(
        `SELECT attempts, failed_at IS NOT NULL AS failed, last_error FROM mail.outbox WHERE to_address = 'bounce@clinic.test'`,
      );
      expect(row).toEqual({ attempts: 2, failed: true, last_error: '451 try again later' });
      expect(server.received).toEqual([]);
    } finally {
      await sender.stop();
    }
  });

  it('sends each mail once when several senders share the outbox', async () => {
    const server = mailServer();
    const senders = [1, 2, 3].map(() => startOutboxSender(db, server.transport, 'from@test', { pollMs: 60_000 }));
    try {
      const mailer = createOutboxMailer(db, { deliverInBackground: true });
      for (let i = 0; i < 30; i += 1) await mailer.send({ to: `many${i}@clinic.test`, subject: 'S', text: 'T' });
      await Promise.all(senders.map((sender) => sender.deliverDue()));
      const recipients = server.received.map((mail) => mail.to).filter((to) => to.startsWith('many'));
      expect(recipients).toHaveLength(30);
      expect(new Set(recipients).size).toBe(30);
    } finally {
      await Promise.all(senders.map((sender) => sender.stop()));
    }
  });
});
