// Outgoing e-mail. Every mail is written to the outbox table in the request that sends it (one
// insert, the same time whoever the recipient is, and inside the request's transaction when one
// is given, so a rolled-back change sends nothing). Without SMTP the outbox is the delivery: the
// dev mailbox page and tests read it. With SMTP_URL a background sender (startOutboxSender)
// claims undelivered rows, sends them through SMTP with retries and marks them sent, so no
// request waits for a mail server and response times do not tell which addresses have accounts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nodemailer from 'nodemailer';
import { outsideTransaction, type Database, type Sql } from './database.ts';
import { startLeasedQueueWorker } from './leased-queue.ts';
import { migrate } from './migrations.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Queues the mail; with `sql` (a transaction) it is sent only if that transaction commits. */
  send(message: MailMessage, sql?: Sql): Promise<void>;
}

export interface OutboxMail {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  links: string[];
  created_at: string;
}

export function extractLinks(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((match) => match[0]);
}

/**
 * `deliverInBackground`: rows wait for the SMTP sender (otherwise the outbox itself is the
 * mailbox and rows count as delivered); `onQueued` wakes that sender.
 */
export function createOutboxMailer(db: Database, options: { deliverInBackground?: boolean; onQueued?: () => void } = {}): Mailer {
  return {
    async send(message, sql = db) {
      await sql.query(
        `INSERT INTO mail.outbox (to_address, subject, text_body, html_body, links, sent_at)
         VALUES ($1, $2, $3, $4, $5::jsonb, CASE WHEN $6::boolean THEN NULL ELSE now() END)`,
        [message.to, message.subject, message.text, message.html ?? null, JSON.stringify(extractLinks(message.text)), options.deliverInBackground ?? false],
      );
      options.onQueued?.();
    },
  };
}

/** What the sender needs of a mail transport (nodemailer's, or a test's stand-in mail server). */
export interface MailTransport {
  sendMail(mail: { from: string; to: string; subject: string; text: string; html?: string }): Promise<unknown>;
}

export function smtpTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport(smtpUrl);
}

export interface OutboxSender {
  /** Looks for mail now instead of at the next poll. */
  wake(): void;
  /** Delivers everything due now; resolves with the number of mails sent. */
  deliverDue(): Promise<number>;
  stop(): Promise<void>;
}

export interface OutboxSenderOptions {
  pollMs?: number;
  /** Attempts before a mail is given up (failed_at set); the waits between them double from retryBaseSeconds. */
  maxAttempts?: number;
  retryBaseSeconds?: number;
  /** How long a claimed mail is reserved for the sender that claimed it. */
  claimSeconds?: number;
}

/**
 * Delivers the outbox through `transport` in the background, from any number of processes
 * without sending a mail twice (leased-queue.ts: claimed in batches with a lease, retried with
 * doubling waits). Sent mails keep their subject and recipient but not their body: the links they
 * carried stay only in the recipient's mailbox.
 */
export function startOutboxSender(db: Database, transport: MailTransport, from: string, options: OutboxSenderOptions = {}): OutboxSender {
  const worker = startLeasedQueueWorker<{ id: string; to_address: string; subject: string; text_body: string; html_body: string | null; attempts: number }>(db, {
    logName: '[mail]',
    table: {
      table: 'mail.outbox',
      dueColumn: 'next_attempt_at',
      doneColumn: 'sent_at',
      returning: 'id::text, to_address, subject, text_body, html_body, attempts',
    },
    work: async (mail) => {
      await transport.sendMail({ from, to: mail.to_address, subject: mail.subject, text: mail.text_body, ...(mail.html_body ? { html: mail.html_body } : {}) });
    },
    clearOnDone: "text_body = '', html_body = NULL, links = '[]'::jsonb",
    describe: (mail) => `sending to ${mail.to_address}`,
    pollMs: options.pollMs ?? 1000,
    maxAttempts: options.maxAttempts ?? 8,
    retryBaseSeconds: options.retryBaseSeconds ?? 30,
    claimSeconds: options.claimSeconds ?? 300,
  });
  return {
    // Woken from inside a request: the sending runs outside the request's transaction.
    wake: () => outsideTransaction(() => worker.wake()),
    deliverDue: worker.runDue,
    stop: worker.stop,
  };
}

export async function migrateOutbox(db: Database): Promise<void> {
  await migrate(db, 'mail', path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'migrations', 'mail'));
}

export async function listOutbox(db: Database, options: { to?: string; limit?: number } = {}): Promise<OutboxMail[]> {
  return db.query<OutboxMail>(
    `SELECT id::text, to_address, subject, text_body, html_body, links, created_at::text
       FROM mail.outbox
      WHERE ($1::text IS NULL OR lower(to_address) = lower($1))
      ORDER BY created_at DESC, id DESC
      LIMIT $2`,
    [options.to ?? null, options.limit ?? 100],
  );
}
