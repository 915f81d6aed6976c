import type { OutboxEntry } from '../mail/mailer';

/*
 * Requests that claim another site: the Host header a client writes, and the X-Forwarded-Host and
 * X-Forwarded-Proto a proxy passes on (believed under TRUST_PROXY). Links the server writes must
 * ignore all three.
 */

export const FORGED_HOST = 'attacker.example';

export const forgedHostHeaders: Record<string, string> = {
  host: FORGED_HOST,
  'x-forwarded-host': FORGED_HOST,
  'x-forwarded-proto': 'https',
};

/** Every http(s) URL in a text (a URL ends at white space, or at a quote or bracket around it). */
export const linksIn = (text: string): string[] => text.match(/https?:\/\/[^\s"'<>()]+/g) ?? [];

/** A calendar file's folded lines joined back (RFC 5545 folds at 75 octets, splitting long URLs). */
const unfolded = (content: string) => content.replace(/\r?\n[ \t]/g, '');

/** Everything of a mail a reader may follow: subject, text and attachments (calendar files). */
export const mailText = (mail: OutboxEntry): string => [mail.subject, mail.text, ...(mail.attachments ?? []).map((a) => unfolded(a.content))].join('\n');

/** The links of the mails that do not start with `origin` followed by a path. */
export const linksElsewhere = (mails: OutboxEntry[], origin: string): string[] =>
  mails.flatMap((mail) => linksIn(mailText(mail))).filter((link) => !link.startsWith(`${origin}/`));
