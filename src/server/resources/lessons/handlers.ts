import type { FastifyRequest } from 'fastify';
import type { Lesson } from '../../db/schema';
import { inDomain } from '../../http/domainErrors';
import type { TagHandlers } from '../../http/types';
import { envOf } from '../bookings/handlers';
import { bookLesson, cancelLesson, freeSlots, moveLesson, officeLessons, recordOutcome, studentByEmail, studentOverview, type LessonEnv } from './domain';
import { m } from './messages';
import { contextOf, toAdminLesson, toApiLesson, toApiSlots } from './responses';

const lessonEnv = (req: FastifyRequest): LessonEnv => envOf(req);

const studentId = (req: FastifyRequest) => req.auth!.user.id;

async function studentLesson(req: FastifyRequest, lesson: Lesson) {
  return toApiLesson(lesson, await contextOf(req.server.db, [lesson], false));
}

async function officeLesson(req: FastifyRequest, lesson: Lesson) {
  return toAdminLesson(lesson, await contextOf(req.server.db, [lesson], true));
}

/** Runs a lesson write that may have queued mail: the sender is woken once it is committed. */
async function writing<T>(req: FastifyRequest, call: () => Promise<T>): Promise<T> {
  const result = await inDomain(req, m, call);
  req.server.mail.wake();
  return result;
}

export const lessonHandlers: TagHandlers<'Lessons'> = {
  async listMyLessons(req) {
    const overview = await studentOverview(req.server.db, studentId(req));
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
    const lesson = await writing(req, () => bookLesson(req.server.db, lessonEnv(req), studentId(req), req.body, 'student'));
    reply.code(201);
    return { success: true, message: m(req, 'booked'), data: await studentLesson(req, lesson) };
  },

  async listLessonSlots(req) {
    const slots = await inDomain(req, m, () => freeSlots(req.server.db, studentId(req), req.query));
    return { success: true, data: await toApiSlots(req.server.db, slots) };
  },

  async cancelMyLesson(req) {
    const lesson = await writing(req, () => cancelLesson(req.server.db, lessonEnv(req), { studentId: studentId(req) }, req.params.id, null));
    return { success: true, message: m(req, 'cancelled'), data: await studentLesson(req, lesson) };
  },

  async rescheduleMyLesson(req) {
    const lesson = await writing(req, () => moveLesson(req.server.db, lessonEnv(req), { studentId: studentId(req) }, req.params.id, req.body));
    return { success: true, message: m(req, 'moved'), data: await studentLesson(req, lesson) };
  },

  async listAdminLessons(req) {
    const lessons = await inDomain(req, m, () => officeLessons(req.server.db, req.query));
    const ctx = await contextOf(req.server.db, lessons, true);
    return { success: true, data: lessons.map((l) => toAdminLesson(l, ctx)) };
  },

  async createAdminLesson(req, reply) {
    const { student_email, ...wanted } = req.body;
    const lesson = await writing(req, async () => {
      const student = await studentByEmail(req.server.db, student_email);
      return bookLesson(req.server.db, lessonEnv(req), student.id, wanted, 'office');
    });
    reply.code(201);
    return { success: true, message: m(req, 'officeBooked'), data: await officeLesson(req, lesson) };
  },

  async listAdminLessonSlots(req) {
    const { student_email, ...query } = req.query;
    const slots = await inDomain(req, m, async () => freeSlots(req.server.db, (await studentByEmail(req.server.db, student_email)).id, query));
    return { success: true, data: await toApiSlots(req.server.db, slots) };
  },

  async moveAdminLesson(req) {
    const lesson = await writing(req, () => moveLesson(req.server.db, lessonEnv(req), 'office', req.params.id, req.body));
    return { success: true, message: m(req, 'moved'), data: await officeLesson(req, lesson) };
  },

  async cancelAdminLesson(req) {
    const lesson = await writing(req, () => cancelLesson(req.server.db, lessonEnv(req), 'office', req.params.id, req.body));
    return { success: true, message: m(req, 'cancelled'), data: await officeLesson(req, lesson) };
  },

  async recordLessonOutcome(req) {
    const lesson = await inDomain(req, m, () => recordOutcome(req.server.db, req.params.id, req.body.outcome));
    return { success: true, message: m(req, 'outcomeRecorded'), data: await officeLesson(req, lesson) };
  },
};
