import type { Kysely } from 'kysely';
import type { Database, InboundKind } from '../../db/schema';
import { isUniqueViolation } from '../../db/uniqueViolation';
import { toE164 } from '../../domain/phone';
import type { Lang } from '../../http/i18n';
import type { MailOutbox } from '../../mail/outbox';
import { recordConsentEvent, stopTexts } from '../../sms/consent';
import { acceptOffer } from '../cancellationList/domain';
import { runningOfferOf } from '../cancellationList/repository';
import { cancelLesson, freeCancelUntil, LessonConflict, type LessonEnv } from '../lessons/domain';
import { lessonsUrl } from '../lessons/mails';
import { shortWhen } from '../lessons/texts';
import { readSettings } from '../settings/repository';
import { m, type Key } from './messages';

/*
 * Texts received from students. Keywords in English and French (accents and case ignored):
 * STOP and its usual synonyms end every text at once, START resumes, HELP / AIDE tell who is
 * texting and how to reach the school. To a reminder, C confirms the lesson and X cancels it
 * while its hours still come back (the cut-off, as cancelMyLesson); to a cancellation-list offer,
 * YES / OUI books it (acceptOffer). Anything else is kept for the office. The sender is the
 * student whose verified number wrote; each message (Twilio's MessageSid) acts once.
 */

const STOP = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'ARRET']);
const START = new Set(['START', 'UNSTOP']);
const HELP = new Set(['HELP', 'INFO', 'AIDE']);
const YES = new Set(['YES', 'Y', 'OUI']);
const FRENCH = new Set(['ARRET', 'AIDE', 'OUI']);

/** "  Arrêt. " → "ARRET". */
export const keywordOf = (body: string) =>
  body
    .trim()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toUpperCase()
    .replace(/[.!]+$/, '');

export interface InboundMessage {
  sid: string;
  from: string;
  body: string;
}

export interface InboundEnv {
  lessons: LessonEnv;
  schoolPhone: string;
  siteOrigin: string;
}

export interface InboundOutcome {
  reply: string | null;
  handledAs: InboundKind | 'duplicate';
  /** A lesson was cancelled: its time may go to the cancellation list. */
  freed: boolean;
}

/**
 * The lesson and booking texts of an action the reply itself confirms are not sent again: the
 * mail still is. (X at 22:00 is answered at once; the "cancelled" text would wait for 08:00.)
 */
function answeredInReply(env: LessonEnv, kind: string): LessonEnv {
  const mail: MailOutbox = { ...env.mail, text: async (trx, text) => (text.kind === kind ? false : env.mail.text(trx, text)) };
  return { ...env, mail };
}

/** The lesson the student's latest text reminder was about, while it is booked and to come. */
async function remindedLesson(db: Kysely<Database>, userId: number, now: string) {
  const reminder = await db
    .selectFrom('mail_outbox')
    .select('ref_id')
    .where('channel', '=', 'sms')
    .where('user_id', '=', userId)
    .where('kind', '=', 'lesson_reminder')
    .where('status', '=', 'sent')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!reminder?.ref_id) return undefined;
  return db
    .selectFrom('lessons')
    .selectAll()
    .where('id', '=', reminder.ref_id)
    .where('student_id', '=', userId)
    .where('status', '=', 'booked')
    .where('starts_at', '>', now)
    .executeTakeFirst();
}

export async function handleInbound(db: Kysely<Database>, env: InboundEnv, message: InboundMessage, now = new Date().toISOString()): Promise<InboundOutcome> {
  const seen = await db.selectFrom('sms_inbound').select('id').where('provider_id', '=', message.sid).executeTakeFirst();
  if (seen) return { reply: null, handledAs: 'duplicate', freed: false };
  const from = toE164(message.from) ?? message.from;
  const sender = await db
    .selectFrom('sms_consents')
    .innerJoin('users', 'users.id', 'sms_consents.user_id')
    .select(['sms_consents.user_id', 'sms_consents.phone', 'users.email_locale'])
    .where('sms_consents.phone', '=', from)
    .where('sms_consents.verified_at', 'is not', null)
    .orderBy('sms_consents.updated_at', 'desc')
    .executeTakeFirst();
  const word = keywordOf(message.body);
  const lang: Lang = sender?.email_locale ?? (FRENCH.has(word) ? 'fr' : 'en');
  const phone = env.schoolPhone || env.siteOrigin;
  const link = lessonsUrl(env.siteOrigin, lang);
  const say = (key: Key, values: Record<string, string> = {}) => m(lang, key, { phone, link, ...values });

  let handledAs: InboundKind = 'unknown';
  let refId: number | null = null;
  let reply: string | null;
  let freed = false;
  const userId = sender?.user_id ?? null;

  if (STOP.has(word)) {
    handledAs = 'stop';
    if (userId !== null) await db.transaction().execute((trx) => stopTexts(trx, userId, 'sms', now));
    reply = say('stopReply');
  } else if (START.has(word)) {
    handledAs = 'start';
    if (userId !== null && sender?.phone) {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('sms_consents').set({ opted_in: 1, stopped_at: null, updated_at: now }).where('user_id', '=', userId).execute();
        await recordConsentEvent(trx, userId, sender.phone!, 'start', 'sms', now, { text: message.body.trim(), lang });
      });
      reply = say('startReply');
    } else reply = say('startUnknown');
  } else if (HELP.has(word)) {
    handledAs = 'help';
    reply = say('helpReply');
  } else if (userId !== null && (word === 'C' || word === 'X')) {
    const lesson = await remindedLesson(db, userId, now);
    if (!lesson) {
      handledAs = 'refused';
      reply = say('nothingToConfirm');
    } else if (word === 'C') {
      handledAs = 'confirm';
      refId = lesson.id;
      await db.updateTable('lessons').set({ confirmed_at: now, confirmed_via: 'sms' }).where('id', '=', lesson.id).where('confirmed_at', 'is', null).execute();
      reply = say('confirmReply', { when: shortWhen(lesson.starts_at, lang) });
    } else {
      refId = lesson.id;
      const when = shortWhen(lesson.starts_at, lang);
      const { lesson_cancel_cutoff_hours: cutoff } = await readSettings(db);
      if (now > freeCancelUntil(lesson, cutoff)) {
        handledAs = 'refused';
        reply = say('cancelTooLate', { when });
      } else {
        try {
          await cancelLesson(db, answeredInReply(env.lessons, 'lesson_cancelled'), { studentId: userId }, lesson.id, null, now);
          handledAs = 'cancel';
          freed = true;
          reply = say('cancelReply', { when });
        } catch (error) {
          if (!(error instanceof LessonConflict)) throw error;
          handledAs = 'refused';
          reply = say('nothingToConfirm');
        }
      }
    }
  } else if (userId !== null && YES.has(word)) {
    const offer = await runningOfferOf(db, userId, now);
    if (!offer) {
      handledAs = 'refused';
      reply = say('offerEnded');
    } else {
      refId = offer.id;
      try {
        const lesson = await acceptOffer(db, answeredInReply(env.lessons, 'lesson_booked'), userId, offer.id, now);
        handledAs = 'accept';
        reply = say('acceptReply', { when: shortWhen(lesson.starts_at, lang) });
      } catch (error) {
        if (!(error instanceof LessonConflict)) throw error;
        handledAs = 'refused';
        reply = say(error.code === 'offer_ended' ? 'offerEnded' : 'notBooked');
      }
    }
  } else {
    reply = userId !== null ? say('unknownReply') : null;
  }

  try {
    await db
      .insertInto('sms_inbound')
      .values({
        provider_id: message.sid,
        from_phone: from,
        user_id: userId,
        body: message.body.slice(0, 1600),
        handled_as: handledAs,
        ref_id: refId,
        received_at: now,
      })
      .execute();
  } catch (error) {
    // The same message delivered twice at once: the other delivery recorded it.
    if (!isUniqueViolation(error)) throw error;
  }
  return { reply, handledAs, freed };
}
