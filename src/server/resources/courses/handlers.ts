import type { FastifyReply, FastifyRequest } from 'fastify';
import { NotFoundError } from '../../domain/errors';
import { csvText } from '../../../contract/csv';
import { inDomain } from '../../http/domainErrors';
import { langOf, type Lang } from '../../http/i18n';
import { sendPrivateFile } from '../../http/privateFile';
import type { TagHandlers } from '../../http/types';
import { readSettings } from '../settings/repository';
import { certificationQueue, certifyCourse } from './certification';
import { courseRows } from './export';
import { courseFile, fileRecords } from './file';
import { giveConsent, officeCourses, recordFinalTest, recordLicence, studentCourses } from './domain';
import { acceptWork, acceptWorkAsInstructor, addAssignment, assignments, changeAssignment, markDone, removeAssignment, workToCheckBy } from './homeLink';
import { m, type Key } from './messages';
import { courseRecords } from './progress';
import { courseWithContext, studentCourse, type CourseRow } from './repository';
import { toAdminCourse, toApiAssignment, toApiCourse, toApiWorkToCheck } from './responses';

/** The courses as the student sees them, in the request's language. */
export async function studentAnswers(req: FastifyRequest, courses: readonly CourseRow[]) {
  const [settings, records] = await Promise.all([readSettings(req.server.db), courseRecords(req.server.db, courses)]);
  return courses.map((c) => toApiCourse(c, settings, m(req, 'consentWording'), records(c)));
}

/** The courses as the office sees them, in the request's language. */
export async function officeAnswers(req: FastifyRequest, courses: readonly CourseRow[]) {
  const [settings, records] = await Promise.all([readSettings(req.server.db), courseRecords(req.server.db, courses)]);
  return courses.map((c) => toAdminCourse(c, settings, m(req, 'consentWording'), records(c)));
}

/** The course's file in `lang`, as a download named after the course. */
async function sendCourseFile(req: FastifyRequest, reply: FastifyReply, course: CourseRow | undefined, lang: Lang) {
  if (!course) throw new NotFoundError<Key>('notFound');
  const { db } = req.server;
  const [settings, records, extra] = await Promise.all([readSettings(db), courseRecords(db, [course]), fileRecords(db, course)]);
  const data = await courseFile(course, records(course), extra, settings, lang);
  return sendPrivateFile(reply, { type: 'application/pdf', fileName: `bde-course-${course.id}.pdf`, data });
}

export const courseHandlers: TagHandlers<'Courses'> = {
  async listMyBdeCourses(req) {
    return { success: true, data: await studentAnswers(req, await studentCourses(req.server.db, req.auth.user.id)) };
  },

  async consentToBdeRecords(req) {
    const course = await inDomain(req, m, () => giveConsent(req.server.db, req.auth.user.id, req.params.id, req.body, m(req, 'consentWording')));
    return { success: true, message: m(req, 'consentGiven'), data: (await studentAnswers(req, [course]))[0] };
  },

  async recordMyG1Licence(req) {
    const course = await inDomain(req, m, () => recordLicence(req.server.db, req.auth.user.id, req.params.id, req.body));
    return { success: true, message: m(req, 'licenceSaved'), data: (await studentAnswers(req, [course]))[0] };
  },

  async getMyBdeCourseFile(req, reply) {
    const course = await studentCourse(req.server.db, req.auth.user.id, req.params.id);
    return inDomain(req, m, () => sendCourseFile(req, reply, course, langOf(req)));
  },

  async getAdminBdeCourseFile(req, reply) {
    const course = await courseWithContext(req.server.db, req.params.id);
    return inDomain(req, m, () => sendCourseFile(req, reply, course, req.query.lang ?? course?.student_locale ?? 'en'));
  },

  async exportBdeCourses(req, reply) {
    const { db } = req.server;
    const rows = await inDomain(req, m, async () => courseRows(db, req.query, await readSettings(db)));
    return sendPrivateFile(reply, { type: 'text/csv; charset=utf-8', fileName: `bde-courses-${req.query.from}-${req.query.to}.csv`, data: csvText(rows) });
  },

  async listAdminBdeCourses(req) {
    return { success: true, data: await officeAnswers(req, await officeCourses(req.server.db, req.query)) };
  },

  async listBdeCertificationQueue(req) {
    const { ready, atRisk } = await certificationQueue(req.server.db, await readSettings(req.server.db));
    // One pass over both lists' courses: their records are read together.
    const answers = await officeAnswers(req, [...ready, ...atRisk.map((r) => r.course)]);
    return {
      success: true,
      ready: answers.slice(0, ready.length),
      at_risk: atRisk.map((r, i) => ({ course: answers[ready.length + i], reasons: r.reasons, last_activity_at: r.lastActivityAt })),
    };
  },

  async certifyBdeCourse(req) {
    const { mail, config } = req.server;
    const course = await inDomain(req, m, () => certifyCourse(req.server.db, req.params.id, req.body, req.auth.user.id, mail, config.siteOrigin));
    mail.wake();
    return { success: true, message: m(req, 'certified'), data: (await officeAnswers(req, [course]))[0] };
  },

  async recordBdeFinalTest(req, reply) {
    const course = await inDomain(req, m, () => recordFinalTest(req.server.db, req.params.id, req.body, req.auth.user.id));
    reply.code(201);
    return { success: true, message: m(req, 'testRecorded'), data: (await officeAnswers(req, [course]))[0] };
  },
};

export const homeLinkHandlers: TagHandlers<'HomeLink'> = {
  async listBdeHomeLinkAssignments(req) {
    return { success: true, data: (await assignments(req.server.db)).map(toApiAssignment) };
  },

  async createBdeHomeLinkAssignment(req, reply) {
    const created = await addAssignment(req.server.db, req.body);
    reply.code(201);
    return { success: true, message: m(req, 'assignmentAdded'), data: toApiAssignment(created) };
  },

  async updateBdeHomeLinkAssignment(req) {
    const changed = await inDomain(req, m, () => changeAssignment(req.server.db, req.params.id, req.body));
    return { success: true, message: m(req, 'assignmentSaved'), data: toApiAssignment(changed) };
  },

  async deleteBdeHomeLinkAssignment(req) {
    await inDomain(req, m, () => removeAssignment(req.server.db, req.params.id));
    return { success: true, message: m(req, 'assignmentRemoved') };
  },

  async markMyHomeLinkDone(req) {
    const { id, assignmentId } = req.params;
    const course = await inDomain(req, m, () => markDone(req.server.db, req.auth.user.id, id, assignmentId, req.body.guardian_name));
    return { success: true, message: m(req, 'homeLinkDone'), data: (await studentAnswers(req, [course]))[0] };
  },

  async acceptBdeHomeLink(req) {
    const { id, assignmentId } = req.params;
    const course = await inDomain(req, m, () => acceptWork(req.server.db, id, assignmentId, req.auth.user.id));
    return { success: true, message: m(req, 'homeLinkAccepted'), data: (await officeAnswers(req, [course]))[0] };
  },

  async listMyStudentsHomeLink(req) {
    return { success: true, data: (await workToCheckBy(req.server.db, req.auth.user.id)).map(toApiWorkToCheck) };
  },

  async acceptMyStudentsHomeLink(req) {
    const { id, assignmentId } = req.params;
    await inDomain(req, m, () => acceptWorkAsInstructor(req.server.db, req.auth.user.id, id, assignmentId));
    return { success: true, message: m(req, 'homeLinkAccepted') };
  },
};
