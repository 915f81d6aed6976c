import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The verification code carried by the mail, recorded in the outbox for tests and demos. */
  code?: string;
}

export interface OutboxEntry extends OutgoingMail {
  at: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** Mails "sent" without SMTP and without an outbox file (tests read them here). */
  readonly outbox: OutboxEntry[];
}

interface Log {
  info(obj: object, msg: string): void;
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  /** DATA_DIR/outbox.jsonl; when absent (tests) the outbox stays in memory. */
  outboxFile?: string;
  log: Log;
}

/**
 * SMTP through nodemailer when SMTP_URL is set. Otherwise nothing leaves the machine: the mail is
 * logged and appended as one JSON line to the outbox file, where the demo operator and the
 * browser tests read the verification code.
 */
export function createMailer(options: MailerOptions): Mailer {
  const outbox: OutboxEntry[] = [];
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      outbox,
      async send(mail) {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
      },
    };
  }
  return {
    outbox,
    async send(mail) {
      const entry: OutboxEntry = { to: mail.to, subject: mail.subject, text: mail.text, code: mail.code, at: new Date().toISOString() };
      options.log.info({ to: entry.to, subject: entry.subject, code: entry.code }, 'mail not sent (no SMTP_URL): written to the outbox');
      if (options.outboxFile) {
        await mkdir(path.dirname(options.outboxFile), { recursive: true });
        await appendFile(options.outboxFile, `${JSON.stringify(entry)}\n`, 'utf8');
      } else {
        outbox.push(entry);
      }
    },
  };
}
