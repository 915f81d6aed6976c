import { inDomain } from '../../http/domainErrors';
import type { TagHandlers } from '../../http/types';
import { classSessions, mySessions, officeClasses, recordAttendance, recordMyAttendance, removeSession, scheduleSession } from './domain';
import { m } from './messages';
import { toApiClass, toApiSession } from './responses';

export const classHandlers: TagHandlers<'Classes'> = {
  async listBdeClasses(req) {
    return { success: true, data: (await officeClasses(req.server.db)).map(toApiClass) };
  },

  async listBdeClassSessions(req) {
    const sessions = await inDomain(req, m, () => classSessions(req.server.db, req.params.id));
    return { success: true, data: sessions.map(toApiSession) };
  },

  async createBdeClassSession(req, reply) {
    const session = await inDomain(req, m, () => scheduleSession(req.server.db, req.params.id, req.body));
    reply.code(201);
    return { success: true, message: m(req, 'sessionScheduled'), data: toApiSession(session) };
  },

  async deleteBdeClassSession(req) {
    await inDomain(req, m, () => removeSession(req.server.db, req.params.id));
    return { success: true, message: m(req, 'sessionRemoved') };
  },

  async listMyBdeSessions(req) {
    return { success: true, data: (await mySessions(req.server.db, req.auth.user.id)).map(toApiSession) };
  },

  async recordMyBdeAttendance(req) {
    const session = await inDomain(req, m, () => recordMyAttendance(req.server.db, req.auth.user.id, req.params.id, req.body));
    return { success: true, message: m(req, 'attendanceRecorded'), data: toApiSession(session) };
  },

  async recordBdeAttendance(req) {
    const session = await inDomain(req, m, () => recordAttendance(req.server.db, req.params.id, req.body, req.auth.user.id));
    return { success: true, message: m(req, 'attendanceRecorded'), data: toApiSession(session) };
  },
};
