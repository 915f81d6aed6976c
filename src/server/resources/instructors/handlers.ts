import { inDomain } from '../../http/domainErrors';
import { t } from '../../http/i18n';
import type { TagHandlers } from '../../http/types';
import { instructorDates, listAcceptedInstructors } from './domain';
import { toApiInstructor, toApiInstructorDate } from './responses';

export const instructorHandlers: TagHandlers<'Instructors'> = {
  async listAcceptedInstructors(req) {
    // Security is optional here: an admin token (checked by the security hook) adds the birthday.
    const forAdmin = req.auth?.user.role === 'admin';
    return (await listAcceptedInstructors(req.server.db)).map((row) => toApiInstructor(row, forAdmin));
  },

  async listInstructorDates(req) {
    // No messages of its own: a missing instructor is answered with the shared "not found".
    return (await inDomain(req, t, () => instructorDates(req.server.db, req.params.id))).map(toApiInstructorDate);
  },
};
