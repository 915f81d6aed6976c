import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type RequestClient from 'twilio/lib/base/RequestClient';
import { lazyPackage } from '../lazyPackage';

const twilioPackage = lazyPackage<typeof import('twilio')>('twilio');

/** A text as the outbox hands it to its transport. */
export interface OutgoingSms {
  to: string;
  body: string;
  /** The phone-verification code it carries: written where people read it (the file), never elsewhere. */
  code?: string;
}

/** What the provider answered: its message id and first status (`queued`, `sent`…). */
export interface SentSms {
  id: string;
  status: string;
}

/**
 * A refusal that no retry changes (an invalid number, one that sent STOP to the carrier): the
 * outbox marks the text failed at once. `optedOut`: the carrier says the number has unsubscribed.
 */
export class PermanentSmsError extends Error {
  constructor(
    message: string,
    readonly optedOut = false,
  ) {
    super(message);
  }
}

/** The last step of a text's way out, called by the outbox's sender only (mail/outbox.ts). */
export interface SmsTransport {
  send(sms: OutgoingSms): Promise<SentSms>;
  readonly recordsCodes: boolean;
  /** Where delivery statuses are reported, when the provider reports them. */
  readonly name: 'twilio' | 'file' | 'memory';
}

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** TWILIO_FROM (a number) or TWILIO_MESSAGING_SERVICE_SID: one of them. */
  from?: string;
  messagingServiceSid?: string;
  /** TWILIO_API_URL: another origin than Twilio's for its API (a local fake, for tests and demos). */
  apiUrl?: string;
}

/*
 * Twilio's error codes that mean the number itself will not take a text: 21211 invalid 'To',
 * 21408 region not enabled, 21610 the recipient replied STOP to the carrier, 21612 unreachable
 * by this sender, 21614 not a mobile number. Others (rate limits, 5xx, the network) are retried.
 */
const PERMANENT_CODES = new Set([21211, 21408, 21610, 21612, 21614]);
const OPTED_OUT_CODE = 21610;

/**
 * The official SDK. TWILIO_API_URL keeps the SDK's own request building (paths, auth, form
 * encoding, errors) and changes only the origin, through a subclass of its request client.
 */
export function twilioTransport(config: TwilioConfig, statusCallback: string): SmsTransport {
  const twilio = twilioPackage();
  const origin = config.apiUrl?.replace(/\/$/, '');
  class LocalOrigin extends twilio.RequestClient {
    override request<T>(options: RequestClient.RequestOptions<T>) {
      const url = new URL(options.uri);
      return super.request<T>({ ...options, uri: `${origin}${url.pathname}${url.search}` });
    }
  }
  // Bounded waits: a hung API must fail the attempt (and be retried) well within the sender's claim.
  const client = twilio(config.accountSid, config.authToken, {
    timeout: 30_000,
    ...(origin ? { httpClient: new LocalOrigin({ timeout: 30_000 }) } : {}),
  });
  return {
    name: 'twilio',
    recordsCodes: false,
    async send(sms) {
      try {
        const message = await client.messages.create({
          to: sms.to,
          body: sms.body,
          statusCallback,
          ...(config.messagingServiceSid ? { messagingServiceSid: config.messagingServiceSid } : { from: config.from! }),
        });
        return { id: message.sid, status: message.status };
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (error instanceof twilio.RestException && typeof code === 'number' && PERMANENT_CODES.has(code)) {
          throw new PermanentSmsError(`Twilio ${code}: ${error.message}`, code === OPTED_OUT_CODE);
        }
        throw error;
      }
    },
  };
}

interface Log {
  info(obj: object, msg: string): void;
}

export interface SmsEntry extends OutgoingSms {
  at: string;
}

/** Without Twilio nothing leaves the machine: the text is logged and appended to DATA_DIR/sms-outbox.jsonl, as mail is without SMTP. */
export function fileSmsTransport(file: string, log: Log): SmsTransport {
  let count = 0;
  return {
    name: 'file',
    recordsCodes: true,
    async send(sms) {
      const entry: SmsEntry = { ...sms, at: new Date().toISOString() };
      log.info({ to: sms.to, code: sms.code }, 'text not sent (no Twilio): written to the SMS outbox file');
      await mkdir(path.dirname(file), { recursive: true });
      await appendFile(file, `${JSON.stringify(entry)}\n`, 'utf8');
      return { id: `file-${Date.now()}-${++count}`, status: 'sent' };
    },
  };
}

/** Tests: delivered texts land in `sent`. */
export function memorySmsTransport(): SmsTransport & { sent: SmsEntry[] } {
  const sent: SmsEntry[] = [];
  return {
    name: 'memory',
    sent,
    recordsCodes: true,
    async send(sms) {
      sent.push({ ...sms, at: new Date().toISOString() });
      return { id: `memory-${sent.length}`, status: 'sent' };
    },
  };
}
