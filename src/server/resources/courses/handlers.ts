import { inDomain } from '../../http/domainErrors';
import type { TagHandlers } from '../../http/types';
import { readSettings } from '../settings/repository';
import { giveConsent, officeCourses, recordLicence, studentCourses } from './domain';
import { m } from './messages';
import { toAdminCourse, toApiCourse } from './responses';

export const courseHandlers: TagHandlers<'Courses'> = {
  async listMyBdeCourses(req) {
    const [courses, settings] = await Promise.all([studentCourses(req.server.db, req.auth.user.id), readSettings(req.server.db)]);
    const wording = m(req, 'consentWording');
    return { success: true, data: courses.map((c) => toApiCourse(c, settings, wording)) };
  },

  async consentToBdeRecords(req) {
    const course = await inDomain(req, m, () => giveConsent(req.server.db, req.auth.user.id, req.params.id, req.body, m(req, 'consentWording')));
    return { success: true, message: m(req, 'consentGiven'), data: toApiCourse(course, await readSettings(req.server.db), m(req, 'consentWording')) };
  },

  async recordMyG1Licence(req) {
    const course = await inDomain(req, m, () => recordLicence(req.server.db, req.auth.user.id, req.params.id, req.body));
    return { success: true, message: m(req, 'licenceSaved'), data: toApiCourse(course, await readSettings(req.server.db), m(req, 'consentWording')) };
  },

  async listAdminBdeCourses(req) {
    const [courses, settings] = await Promise.all([officeCourses(req.server.db, req.query), readSettings(req.server.db)]);
    const wording = m(req, 'consentWording');
    return { success: true, data: courses.map((c) => toAdminCourse(c, settings, wording)) };
  },
};
