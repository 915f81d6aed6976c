import type { FastifyRequest } from 'fastify';
import { inDomain } from '../../http/domainErrors';
import { langOf, t } from '../../http/i18n';
import type { TagHandlers } from '../../http/types';
import { sendDocument } from './documents';
import {
  instructorDates,
  officeDocument,
  officeInstructor,
  officeInstructors,
  publicInstructors,
  reviewInstructor,
  reviewProfileChange,
  torontoToday,
  type ReviewEnv,
} from './domain';
import { m } from './messages';
import { toApiAdminInstructor, toApiInstructor, toApiInstructorDates } from './responses';

/** Links in the review mails come from the configured site address, never from the request's Host. */
const reviewEnv = (req: FastifyRequest): ReviewEnv => ({ mail: req.server.mail, siteOrigin: req.server.config.siteOrigin });

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
    return { success: true, data: views.map((v) => toApiAdminInstructor(v, today)) };
  },

  async getAdminInstructor(req) {
    const view = await inDomain(req, m, () => officeInstructor(req.server.db, req.params.id));
    return { success: true, data: toApiAdminInstructor(view, torontoToday()) };
  },

  async reviewInstructor(req) {
    const view = await inDomain(req, m, () => reviewInstructor(req.server.db, reviewEnv(req), req.params.id, req.body));
    req.server.mail.wake();
    const message = m(req, req.body.decision === 'approve' ? 'approved' : 'rejected');
    return { success: true, message, data: toApiAdminInstructor(view, torontoToday()) };
  },

  async reviewInstructorProfileChange(req) {
    const view = await inDomain(req, m, () => reviewProfileChange(req.server.db, req.server.blobs, reviewEnv(req), req.params.id, req.body));
    req.server.mail.wake();
    const message = m(req, req.body.decision === 'approve' ? 'profileApproved' : 'profileRejected');
    return { success: true, message, data: toApiAdminInstructor(view, torontoToday()) };
  },

  async getAdminInstructorDocumentFile(req, reply) {
    const doc = await inDomain(req, m, () => officeDocument(req.server.db, req.params.id, req.params.kind));
    return sendDocument(reply, req.server.blobs.documents, doc);
  },
};
