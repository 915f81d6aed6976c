import type { components } from '../../../contract/generated/openapi.gen';
import type { Lesson } from '../../db/schema';
import type { Commit } from '../../domain/transaction';
import { answer } from '../../http/answer';
import { inDomain } from '../../http/domainErrors';
import { idempotent } from '../../http/idempotency';
import type { TagHandlers } from '../../http/types';
import { refillLessons } from '../cancellationList/refill';
import {
  AvailabilityConflict,
  lessonLog,
  myAvailability,
  myTeachingLessons,
  publishAvailability,
  recordMyOutcome,
  saveLessonLog,
  teachingLesson,
} from './domain';
import { m } from './messages';

type LessonLog = components['schemas']['LessonLog'];

export const teachingHandlers: TagHandlers<'Teaching'> = {
  async getMyAvailability(req) {
    return { success: true, data: await myAvailability(req.server.db, req.auth.user.id) };
  },

  async updateMyAvailability(req, reply) {
    return inDomain(req, m, async () => {
      try {
        const data = await publishAvailability(req.server.db, req.auth.user.id, req.body);
        // New hours may be what a student of the cancellation list is waiting for.
        await refillLessons(req.server);
        return { success: true, message: m(req, 'published'), data };
      } catch (error) {
        // The one 409 whose body says more than its code: the lessons that block the change.
        if (!(error instanceof AvailabilityConflict) || error.code !== 'booked_lessons') throw error;
        return answer<'updateMyAvailability', 409>(reply, 409, { success: false, code: error.code, message: m(req, 'booked_lessons'), lessons: error.lessons });
      }
    });
  },

  async listMyTeachingLessons(req) {
    return { success: true, data: await inDomain(req, m, () => myTeachingLessons(req.server.db, req.auth.user.id, req.query)) };
  },

  async recordMyLessonOutcome(req, reply) {
    const now = new Date().toISOString();
    return inDomain(req, m, () =>
      idempotent(req, reply, {
        change: (commit: Commit<Lesson>) => recordMyOutcome(req.server.db, req.auth.user, req.params.id, req.body, now, commit),
        answer: async (db, lesson) => ({ success: true, message: m(req, 'recorded'), data: await teachingLesson(db, lesson.instructor_id, lesson.id, now) }),
      }),
    );
  },

  async getLessonLog(req) {
    return { success: true, data: await inDomain(req, m, () => lessonLog(req.server.db, req.params.id)) };
  },

  async updateLessonLog(req, reply) {
    return inDomain(req, m, () =>
      idempotent(req, reply, {
        change: (commit: Commit<LessonLog>) => saveLessonLog(req.server.db, req.auth.user, req.params.id, req.body, undefined, commit),
        answer: async (_db, log) => ({ success: true, message: m(req, 'logSaved'), data: log }),
      }),
    );
  },
};
