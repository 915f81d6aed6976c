import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Lesson } from '../../db/schema';
import type { Executor } from '../../domain/errors';
import { inDomain } from '../../http/domainErrors';
import { idempotent, type Change } from '../../http/idempotency';
import type { TagHandlers } from '../../http/types';
import { envOf } from '../bookings/handlers';
import { refillLessons } from '../cancellationList/refill';
import { bookLesson, cancelLesson, freeSlots, moveLesson, officeLessons, recordOutcome, studentByEmail, studentOverview, type LessonEnv } from './domain';
import { m } from './messages';
import { contextOf, toAdminLesson, toAdminWeek, toApiLesson, toApiSlots } from './responses';
import { officeWeek } from './week';

const lessonEnv = (req: FastifyRequest): LessonEnv => envOf(req);

async function studentLesson(db: Executor, lesson: Lesson) {
  return toApiLesson(lesson, await contextOf(db, [lesson], false));
}

async function officeLesson(db: Executor, lesson: Lesson) {
  return toAdminLesson(lesson, await contextOf(db, [lesson], true));
}

/**
 * Runs a lesson write, idempotent for a retry sent with the same Idempotency-Key (its answer is
 * made in the write's transaction); the mail it may have queued is woken once it is committed.
 */
async function writing<B>(req: FastifyRequest, reply: FastifyReply, change: Change<Lesson, B>): Promise<B> {
  const result = await inDomain(req, m, () => idempotent(req, reply, change));
  req.server.mail.wake();
  return result;
}

/** A write that frees a lesson's time (a cancellation, a move): that time goes to the cancellation list once it is committed. */
async function freeing<B>(req: FastifyRequest, reply: FastifyReply, change: Change<Lesson, B>): Promise<B> {
  const result = await writing(req, reply, change);
  await refillLessons(req.server);
  return result;
}

export const lessonHandlers: TagHandlers<'Lessons'> = {
  async listMyLessons(req) {
    const overview = await studentOverview(req.server.db, req.auth.user.id);
    const ctx = await contextOf(req.server.db, overview.lessons, false);
    return {
      success: true,
      data: overview.lessons.map((l) => toApiLesson(l, ctx)),
      hours: overview.hours,
      bde: overview.bde,
      cancel_cutoff_hours: ctx.cutoffHours,
    };
  },

  async bookLesson(req, reply) {
    return writing(req, reply, {
      change: (commit) => bookLesson(req.server.db, lessonEnv(req), req.auth.user.id, req.body, 'student', undefined, commit),
      answer: async (db, lesson) => {
        reply.code(201);
        return { success: true, message: m(req, 'booked'), data: await studentLesson(db, lesson) };
      },
    });
  },

  async listLessonSlots(req) {
    const slots = await inDomain(req, m, () => freeSlots(req.server.db, req.auth.user.id, req.query));
    return { success: true, data: await toApiSlots(req.server.db, slots) };
  },

  async cancelMyLesson(req, reply) {
    return freeing(req, reply, {
      change: (commit) => cancelLesson(req.server.db, lessonEnv(req), { studentId: req.auth.user.id }, req.params.id, null, undefined, commit),
      answer: async (db, lesson) => ({ success: true, message: m(req, 'cancelled'), data: await studentLesson(db, lesson) }),
    });
  },

  async rescheduleMyLesson(req, reply) {
    return freeing(req, reply, {
      change: (commit) => moveLesson(req.server.db, lessonEnv(req), { studentId: req.auth.user.id }, req.params.id, req.body, undefined, commit),
      answer: async (db, lesson) => ({ success: true, message: m(req, 'moved'), data: await studentLesson(db, lesson) }),
    });
  },

  async listAdminLessons(req) {
    const lessons = await inDomain(req, m, () => officeLessons(req.server.db, req.query));
    const ctx = await contextOf(req.server.db, lessons, true);
    return { success: true, data: lessons.map((l) => toAdminLesson(l, ctx)) };
  },

  async getAdminLessonWeek(req) {
    return { success: true, data: toAdminWeek(await officeWeek(req.server.db, req.query.day)) };
  },

  async createAdminLesson(req, reply) {
    const { student_email, ...wanted } = req.body;
    return writing(req, reply, {
      change: async (commit) => {
        const student = await studentByEmail(req.server.db, student_email);
        return bookLesson(req.server.db, lessonEnv(req), student.id, wanted, 'office', undefined, commit);
      },
      answer: async (db, lesson) => {
        reply.code(201);
        return { success: true, message: m(req, 'officeBooked'), data: await officeLesson(db, lesson) };
      },
    });
  },

  async listAdminLessonSlots(req) {
    const { student_email, ...query } = req.query;
    const slots = await inDomain(req, m, async () => freeSlots(req.server.db, (await studentByEmail(req.server.db, student_email)).id, query, undefined, true));
    return { success: true, data: await toApiSlots(req.server.db, slots) };
  },

  async moveAdminLesson(req, reply) {
    return freeing(req, reply, {
      change: (commit) => moveLesson(req.server.db, lessonEnv(req), 'office', req.params.id, req.body, undefined, commit),
      answer: async (db, lesson) => ({ success: true, message: m(req, 'moved'), data: await officeLesson(db, lesson) }),
    });
  },

  async cancelAdminLesson(req, reply) {
    return freeing(req, reply, {
      change: (commit) => cancelLesson(req.server.db, lessonEnv(req), 'office', req.params.id, req.body, undefined, commit),
      answer: async (db, lesson) => ({ success: true, message: m(req, 'cancelled'), data: await officeLesson(db, lesson) }),
    });
  },

  async recordLessonOutcome(req, reply) {
    return writing(req, reply, {
      change: (commit) => recordOutcome(req.server.db, req.params.id, req.body.outcome, undefined, undefined, commit),
      answer: async (db, lesson) => ({ success: true, message: m(req, 'outcomeRecorded'), data: await officeLesson(db, lesson) }),
    });
  },
};
