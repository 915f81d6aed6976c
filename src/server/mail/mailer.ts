import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { lazyPackage } from '../lazyPackage';

const nodemailer = lazyPackage<typeof import('nodemailer')>('nodemailer');

/** A file sent with a mail (a calendar file of the class dates); text content, sent as UTF-8. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The verification code carried by the mail, recorded in the outbox file for tests and demos. */
  code?: string;
  attachments?: MailAttachment[];
}

export interface OutboxEntry extends OutgoingMail {
  at: string;
}

/**
 * The last step of a mail's way out, called by the outbox sender only (src/server/mail/outbox.ts):
 * handlers queue mail in the database, never deliver it themselves.
 */
export interface MailTransport {
  deliver(mail: OutgoingMail): Promise<void>;
  /** Whether the mail's code is written where people read it (the outbox file, memory). */
  readonly recordsCodes: boolean;
}

interface Log {
  info(obj: object, msg: string): void;
}

export interface TransportOptions {
  smtpUrl?: string;
  from: string;
  /** DATA_DIR/outbox.jsonl. */
  outboxFile: string;
  log: Log;
}

/**
 * SMTP through nodemailer when SMTP_URL is set. Otherwise nothing leaves the machine: the mail is
 * logged and appended as one JSON line to the outbox file, where the demo operator and the
 * browser tests read the verification code.
 */
export function createMailTransport(options: TransportOptions): MailTransport {
  return options.smtpUrl ? smtpTransport(options.smtpUrl, options.from) : fileTransport(options.outboxFile, options.log);
}

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  // Bounded waits: a hung server must fail the attempt (and be retried) well within the
  // sender's claim on the row.
  const transport = nodemailer().createTransport(smtpUrl, { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 });
  return {
    recordsCodes: false,
    async deliver(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.attachments?.length
          ? { attachments: mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })) }
          : {}),
      });
    },
  };
}

const entryOf = (mail: OutgoingMail): OutboxEntry => ({
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  code: mail.code,
  ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
  at: new Date().toISOString(),
});

function fileTransport(file: string, log: Log): MailTransport {
  return {
    recordsCodes: true,
    async deliver(mail) {
      const entry = entryOf(mail);
      log.info({ to: entry.to, subject: entry.subject, code: entry.code }, 'mail not sent (no SMTP_URL): written to the outbox file');
      await mkdir(path.dirname(file), { recursive: true });
      await appendFile(file, `${JSON.stringify(entry)}\n`, 'utf8');
    },
  };
}

/** Tests: delivered mail lands in `outbox`. */
export function memoryTransport(): MailTransport & { outbox: OutboxEntry[] } {
  const outbox: OutboxEntry[] = [];
  return {
    outbox,
    recordsCodes: true,
    async deliver(mail) {
      outbox.push(entryOf(mail));
    },
  };
}
