import { inDomain } from '../../http/domainErrors';
import type { FastifyRequest } from 'fastify';
import type { TagHandlers } from '../../http/types';
import { readSettings } from '../settings/repository';
import { courseMinutes, giveConsent, officeCourses, recordLicence, studentCourses } from './domain';
import { m } from './messages';
import type { CourseRow } from './repository';
import { toAdminCourse, toApiCourse } from './responses';

/** One course as the student sees it, in the request's language. */
async function answered(req: FastifyRequest, course: CourseRow) {
  const [settings, done] = await Promise.all([readSettings(req.server.db), courseMinutes(req.server.db, [course])]);
  return toApiCourse(course, settings, m(req, 'consentWording'), done(course));
}

export const courseHandlers: TagHandlers<'Courses'> = {
  async listMyBdeCourses(req) {
    const [courses, settings] = await Promise.all([studentCourses(req.server.db, req.auth.user.id), readSettings(req.server.db)]);
    const [wording, done] = [m(req, 'consentWording'), await courseMinutes(req.server.db, courses)];
    return { success: true, data: courses.map((c) => toApiCourse(c, settings, wording, done(c))) };
  },

  async consentToBdeRecords(req) {
    const course = await inDomain(req, m, () => giveConsent(req.server.db, req.auth.user.id, req.params.id, req.body, m(req, 'consentWording')));
    return { success: true, message: m(req, 'consentGiven'), data: await answered(req, course) };
  },

  async recordMyG1Licence(req) {
    const course = await inDomain(req, m, () => recordLicence(req.server.db, req.auth.user.id, req.params.id, req.body));
    return { success: true, message: m(req, 'licenceSaved'), data: await answered(req, course) };
  },

  async listAdminBdeCourses(req) {
    const [courses, settings] = await Promise.all([officeCourses(req.server.db, req.query), readSettings(req.server.db)]);
    const [wording, done] = [m(req, 'consentWording'), await courseMinutes(req.server.db, courses)];
    return { success: true, data: courses.map((c) => toAdminCourse(c, settings, wording, done(c))) };
  },
};
