import type { FastifyRequest } from 'fastify';
import { inDomain } from '../../http/domainErrors';
import type { TagHandlers } from '../../http/types';
import { bookingEnvOf } from '../bookings/links';
import { dateWaitlist, joinWaitlist, leaveWaitlist, moveEntry, myEntries, removeEntry } from './domain';
import { m } from './messages';
import { toApiEntry, toApiLine } from './responses';

/** The student's entry on a date, as their list answers it. */
async function myEntryOn(req: FastifyRequest, userId: number, dateId: number) {
  return (await myEntries(req.server.db, userId)).find((e) => e.package_date_id === dateId);
}

export const waitlistHandlers: TagHandlers<'Waitlist'> = {
  async listMyWaitlist(req) {
    return { success: true, data: (await myEntries(req.server.db, req.auth.user.id)).map(toApiEntry) };
  },

  async joinWaitlist(req) {
    await inDomain(req, m, () => joinWaitlist(req.server.db, req.auth.user.id, req.params.id));
    const entry = (await myEntryOn(req, req.auth.user.id, req.params.id))!;
    return { success: true, message: m(req, 'joined'), data: toApiEntry(entry) };
  },

  async leaveWaitlist(req) {
    await leaveWaitlist(req.server.db, bookingEnvOf(req.server), req.auth.user.id, req.params.id);
    req.server.mail.wake();
    return { success: true, message: m(req, 'left') };
  },

  async listDateWaitlist(req) {
    const line = await inDomain(req, m, () => dateWaitlist(req.server.db, req.params.id));
    return { success: true, data: toApiLine(line) };
  },

  async moveWaitlistEntry(req) {
    const dateId = await inDomain(req, m, () => moveEntry(req.server.db, req.params.id, req.body.position));
    return { success: true, message: m(req, 'moved'), data: toApiLine(await dateWaitlist(req.server.db, dateId)) };
  },

  async removeWaitlistEntry(req) {
    const dateId = await inDomain(req, m, () => removeEntry(req.server.db, bookingEnvOf(req.server), req.params.id));
    req.server.mail.wake();
    return { success: true, message: m(req, 'removed'), data: toApiLine(await dateWaitlist(req.server.db, dateId)) };
  },
};
