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
 * Delivers the outbox through `transport` in the background. A batch is claimed in one
 * statement (FOR UPDATE SKIP LOCKED, then a lease in next_attempt_at), so several processes can
 * send from one outbox without sending a mail twice; the SMTP conversation happens outside any
 * transaction (PGlite has one connection, which a transaction would hold). A process that dies
 * mid-send leaves its lease to expire and another sender retries. Sent mails keep their subject
 * and recipient but not their body: the links they carried stay only in the recipient's mailbox.
 */
export function startOutboxSender(db: Database, transport: MailTransport, from: string, options: OutboxSenderOptions = {}): OutboxSender {
  const pollMs = options.pollMs ?? 1000;
  const maxAttempts = options.maxAttempts ?? 8;
  const retryBaseSeconds = options.retryBaseSeconds ?? 30;
  const claimSeconds = options.claimSeconds ?? 300;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  const claim = () =>
    db.query<{ id: string; to_address: string; subject: string; text_body: string; html_body: string | null; attempts: number }>(
      `UPDATE mail.outbox SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $1::int)
        WHERE id IN (SELECT id FROM mail.outbox
                      WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
                      ORDER BY id LIMIT 20 FOR UPDATE SKIP LOCKED)
        RETURNING id::text, to_address, subject, text_body, html_body, attempts`,
      [claimSeconds],
    );

  const deliverBatch = async (): Promise<number> => {
    let sent = 0;
    for (;;) {
      const batch = await claim();
      if (!batch.length) return sent;
      for (const mail of batch) {
        try {
          await transport.sendMail({ from, to: mail.to_address, subject: mail.subject, text: mail.text_body, ...(mail.html_body ? { html: mail.html_body } : {}) });
          await db.query(`UPDATE mail.outbox SET sent_at = now(), text_body = '', html_body = NULL, links = '[]'::jsonb, last_error = NULL WHERE id = $1`, [mail.id]);
          sent += 1;
        } catch (error) {
          await db.query(
            `UPDATE mail.outbox
                SET last_error = $2,
                    failed_at = CASE WHEN attempts >= $3::int THEN now() END,
                    next_attempt_at = now() + make_interval(secs => $4::float8 * power(2, attempts - 1))
              WHERE id = $1`,
            [mail.id, error instanceof Error ? error.message.slice(0, 500) : String(error), maxAttempts, retryBaseSeconds],
          );
          console.error(`[mail] sending to ${mail.to_address} failed (attempt ${mail.attempts}):`, error instanceof Error ? error.message : error);
        }
      }
    }
  };

  const deliverDue = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        total += await deliverBatch();
      } while (again && !stopped);
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  };

  const tick = () => {
    if (stopped) return;
    deliverDue().catch((error) => console.error('[mail] outbox sender:', error));
  };
  const timer = setInterval(tick, pollMs);
  timer.unref();

  return {
    // Woken from inside a request: the sending runs outside the request's transaction.
    wake: () => outsideTransaction(() => setImmediate(tick)),
    deliverDue,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
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
