import { inDomain } from '../../http/domainErrors';
import { HttpError, notFound } from '../../http/errors';
import { langOf, t } from '../../http/i18n';
import type { TagHandlers } from '../../http/types';
import { bookingEnvOf } from '../bookings/links';
import { refillLessons } from '../cancellationList/refill';
import { readSettings } from '../settings/repository';
import { answerStudent, confirmTexts, consentOf, sendPhoneCode, textsView, turnTextsOff } from './domain';
import { handleInbound } from './inbound';
import { m } from './messages';
import { conversationOf, conversations, textLog, textStats } from './repository';
import { twimlOf } from './webhook';

export const textsHandlers: TagHandlers<'Texts'> = {
  async getMyTexts(req) {
    return { success: true, data: textsView(await consentOf(req.server.db, req.auth.user.id)) };
  },

  async sendMyPhoneCode(req) {
    const { db, mail, secret } = req.server;
    const row = await inDomain(req, m, () => sendPhoneCode(db, mail, secret, req.auth.user, req.body.phone_number, langOf(req)));
    mail.wake();
    return { success: true, message: m(req, 'codeSent', { phone: row.code_phone ?? '' }), data: textsView(row) };
  },

  async confirmMyTexts(req) {
    const row = await inDomain(req, m, () => confirmTexts(req.server.db, req.server.secret, req.auth.user, req.body.code, langOf(req)));
    return { success: true, message: m(req, 'optedIn'), data: textsView(row) };
  },

  async stopMyTexts(req) {
    const row = await turnTextsOff(req.server.db, req.auth.user.id);
    return { success: true, message: m(req, 'stopped'), data: textsView(row) };
  },

  async listTextConversations(req) {
    return { success: true, data: await conversations(req.server.db) };
  },

  async getTextConversation(req) {
    const conversation = await conversationOf(req.server.db, req.params.id);
    if (!conversation) throw notFound(req);
    return { success: true, data: conversation };
  },

  async answerTextConversation(req) {
    const { db, mail } = req.server;
    await inDomain(req, m, () => answerStudent(db, mail, req.params.id, req.body.body));
    // Read before the sender wakes: the answer shows the text as queued, whatever the sender's pace.
    const conversation = await conversationOf(db, req.params.id);
    mail.wake();
    if (!conversation) throw notFound(req);
    return { success: true, message: m(req, 'replyQueued'), data: conversation };
  },

  async listTextLog(req) {
    const { entries, meta } = await textLog(req.server.db, req.query.status, req.query.page ?? 1);
    return { success: true, data: entries, meta };
  },

  async getTextStats(req) {
    const { db } = req.server;
    const [stats, settings] = await Promise.all([textStats(db), readSettings(db)]);
    const price = settings.sms_segment_price_millicents;
    // Thousandths of a cent, summed before rounding: a month of 1.2 ¢ segments is not rounded segment by segment.
    return { success: true, data: { ...stats, segment_price_millicents: price, cost_cents: Math.round((stats.segments * price) / 1000) } };
  },

  async receiveTwilioSms(req, reply) {
    const { server } = req;
    const env = bookingEnvOf(server);
    const outcome = await handleInbound(
      server.db,
      { lessons: env, schoolPhone: server.config.sms.schoolPhone, siteOrigin: server.config.siteOrigin },
      { sid: req.body.MessageSid, from: req.body.From, body: req.body.Body },
    ).catch((error: unknown) => {
      req.log.error({ err: error, sid: req.body.MessageSid }, 'text received but not handled');
      throw new HttpError(503, t(req, 'error.unavailable'));
    });
    server.mail.wake();
    if (outcome.freed) await refillLessons(server);
    return reply.type('text/xml; charset=utf-8').send(twimlOf(outcome.reply));
  },

  async receiveTwilioStatus(req) {
    await req.server.db
      .updateTable('mail_outbox')
      .set({ provider_status: req.body.MessageStatus.slice(0, 32), ...(req.body.ErrorCode ? { last_error: `Twilio ${req.body.ErrorCode}` } : {}) })
      .where('provider_id', '=', req.body.MessageSid)
      .where('channel', '=', 'sms')
      .execute();
    return { received: true };
  },
};
