import { notFound } from '../../http/errors';
import type { TagHandlers } from '../../http/types';
import { findAcceptedInstructor, listAcceptedInstructors, listInstructorDates } from './repository';
import { toApiInstructor, toApiInstructorDate } from './service';

export const instructorHandlers: TagHandlers<'Instructors'> = {
  async listAcceptedInstructors(req) {
    // Security is optional here: an admin token (checked by the security hook) adds the birthday.
    const forAdmin = req.auth?.user.role === 'admin';
    return (await listAcceptedInstructors(req.server.db)).map((row) => toApiInstructor(row, forAdmin));
  },

  async listInstructorDates(req) {
    const { id } = req.params as { id: number };
    const { db } = req.server;
    // Pending or rejected instructors do not exist publicly.
    if (!(await findAcceptedInstructor(db, id))) throw notFound(req);
    return (await listInstructorDates(db, id)).map(toApiInstructorDate);
  },
};
