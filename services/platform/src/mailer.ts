// Outgoing e-mail behind one interface: SMTP (nodemailer, configured by SMTP_URL) in
// production, and an outbox table that the dev mailbox page and tests read otherwise.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nodemailer from 'nodemailer';
import type { Database } from './database.ts';
import { migrate } from './migrations.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
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

export function createOutboxMailer(db: Database): Mailer {
  return {
    async send(message) {
      await db.query(
        `INSERT INTO mail.outbox (to_address, subject, text_body, html_body, links) VALUES ($1, $2, $3, $4, $5::jsonb)`,
        [message.to, message.subject, message.text, message.html ?? null, JSON.stringify(extractLinks(message.text))],
      );
    },
  };
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
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
