import { inDomain } from '../../http/domainErrors';
import type { TagHandlers } from '../../http/types';
import { AvailabilityConflict, lessonLog, myAvailability, myTeachingLessons, publishAvailability, recordMyOutcome, saveLessonLog } from './domain';
import { m } from './messages';

export const teachingHandlers: TagHandlers<'Teaching'> = {
  async getMyAvailability(req) {
    return { success: true, data: await myAvailability(req.server.db, req.auth!.user.id) };
  },

  async updateMyAvailability(req, reply) {
    return inDomain(req, m, async () => {
      try {
        return { success: true, message: m(req, 'published'), data: await publishAvailability(req.server.db, req.auth!.user.id, req.body) };
      } catch (error) {
        // The one 409 whose body says more than its code: the lessons that block the change.
        if (!(error instanceof AvailabilityConflict) || error.code !== 'booked_lessons') throw error;
        const body = { success: false, code: error.code, message: m(req, 'booked_lessons'), lessons: error.lessons };
        return reply.code(409).type('application/json; charset=utf-8').send(body) as never;
      }
    });
  },

  async listMyTeachingLessons(req) {
    return { success: true, data: await inDomain(req, m, () => myTeachingLessons(req.server.db, req.auth!.user.id, req.query)) };
  },

  async recordMyLessonOutcome(req) {
    const data = await inDomain(req, m, () => recordMyOutcome(req.server.db, req.auth!.user, req.params.id, req.body));
    return { success: true, message: m(req, 'recorded'), data };
  },

  async getLessonLog(req) {
    return { success: true, data: await inDomain(req, m, () => lessonLog(req.server.db, req.params.id)) };
  },

  async updateLessonLog(req) {
    const data = await inDomain(req, m, () => saveLessonLog(req.server.db, req.auth!.user, req.params.id, req.body));
    return { success: true, message: m(req, 'logSaved'), data };
  },
};
