import { inDomain } from '../../http/domainErrors';
import { langOf, t } from '../../http/i18n';
import type { TagHandlers } from '../../http/types';
import { envOf } from '../bookings/handlers';
import { sendDocument } from './documents';
import { instructorDates, officeDocument, officeInstructor, officeInstructors, publicInstructors, reviewInstructor, torontoToday } from './domain';
import { m } from './messages';
import { toApiAdminInstructor, toApiInstructor, toApiInstructorDates } from './responses';

export const instructorHandlers: TagHandlers<'Instructors'> = {
  async listAcceptedInstructors(req) {
    // Security is optional here: an admin token (checked by the security hook) adds the birthday.
    const forAdmin = req.auth?.user.role === 'admin';
    const lang = langOf(req);
    return (await publicInstructors(req.server.db)).map((row) => toApiInstructor(row, lang, forAdmin));
  },

  async listInstructorDates(req) {
    // No messages of its own: a missing instructor is answered with the shared "not found".
    return toApiInstructorDates(await inDomain(req, t, () => instructorDates(req.server.db, req.params.id)));
  },

  async listAdminInstructors(req) {
    const today = torontoToday();
    const views = await officeInstructors(req.server.db, req.query);
    return { success: true, data: views.map((v) => toApiAdminInstructor(v.row, v.documents, today)) };
  },

  async getAdminInstructor(req) {
    const view = await inDomain(req, m, () => officeInstructor(req.server.db, req.params.id));
    return { success: true, data: toApiAdminInstructor(view.row, view.documents, torontoToday()) };
  },

  async reviewInstructor(req) {
    const view = await inDomain(req, m, () => reviewInstructor(req.server.db, envOf(req), req.params.id, req.body));
    req.server.mail.wake();
    const message = m(req, req.body.decision === 'approve' ? 'approved' : 'rejected');
    return { success: true, message, data: toApiAdminInstructor(view.row, view.documents, torontoToday()) };
  },

  async getAdminInstructorDocumentFile(req, reply) {
    const doc = await inDomain(req, m, () => officeDocument(req.server.db, req.params.id, req.params.kind));
    return sendDocument(reply, req.server.blobs.documents, doc);
  },
};
