import type { components } from '../../../contract/generated/openapi.gen';
import type { Lesson } from '../../db/schema';
import type { Executor } from '../../domain/errors';
import { inDomain } from '../../http/domainErrors';
import { idempotent } from '../../http/idempotency';
import type { Translate } from '../../http/i18n';
import type { TagHandlers } from '../../http/types';
import { bookingEnvOf } from '../bookings/links';
import { CONFLICT_CODES, m as lessonMessages, type ConflictCode } from '../lessons/messages';
import { contextOf, toApiLesson } from '../lessons/responses';
import { acceptOffer, declineOffer, leaveRequest, myRequest, officeList, removeRequest, saveRequest } from './domain';
import { refillLessons } from './refill';
import { m, type Key } from './messages';
import { toMyRequest, toOfficeList } from './responses';

type LessonResponse = components['schemas']['LessonResponse'];

const mine = async (db: Executor, studentId: number) => toMyRequest(db, await myRequest(db, studentId));

/** The list's own messages, and the lessons' for the conflicts a lesson's rules raise. */
const words: Translate<Key | ConflictCode> = (who, key, params) =>
  (CONFLICT_CODES as readonly string[]).includes(key) ? lessonMessages(who, key as ConflictCode, params) : m(who, key as Key, params);

export const cancellationListHandlers: TagHandlers<'CancellationList'> = {
  async getMyLessonRequest(req) {
    return { success: true, ...(await mine(req.server.db, req.auth.user.id)) };
  },

  async saveMyLessonRequest(req) {
    await inDomain(req, words, () => saveRequest(req.server.db, req.auth.user.id, req.body));
    await refillLessons(req.server);
    return { success: true, message: m(req, 'saved'), ...(await mine(req.server.db, req.auth.user.id)) };
  },

  async leaveLessonRequest(req) {
    await leaveRequest(req.server.db, req.auth.user.id);
    await refillLessons(req.server);
    return { success: true, message: m(req, 'left') };
  },

  async acceptLessonOffer(req, reply) {
    const lesson = await inDomain(req, words, () =>
      idempotent<Lesson, LessonResponse>(req, reply, {
        change: (commit) => acceptOffer(req.server.db, bookingEnvOf(req.server), req.auth.user.id, req.params.id, undefined, commit),
        answer: async (db, booked) => {
          reply.code(201);
          return { success: true, message: m(req, 'booked'), data: toApiLesson(booked, await contextOf(db, [booked], false)) };
        },
      }),
    );
    req.server.mail.wake();
    return lesson;
  },

  async declineLessonOffer(req) {
    await inDomain(req, m, () => declineOffer(req.server.db, req.auth.user.id, req.params.id));
    await refillLessons(req.server);
    return { success: true, message: m(req, 'declined'), ...(await mine(req.server.db, req.auth.user.id)) };
  },

  async listLessonRequests(req) {
    return { success: true, data: await toOfficeList(req.server.db, await officeList(req.server.db)) };
  },

  async removeLessonRequest(req) {
    await inDomain(req, m, () => removeRequest(req.server.db, req.params.id));
    await refillLessons(req.server);
    return { success: true, message: m(req, 'removed'), data: await toOfficeList(req.server.db, await officeList(req.server.db)) };
  },
};
