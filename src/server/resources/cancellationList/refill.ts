import type { FastifyInstance } from 'fastify';
import { bookingEnvOf } from '../bookings/links';
import { offerFreeSlots } from './domain';

/**
 * Offers the time a change freed to the cancellation list, after that change committed. Its
 * failure is logged, never the change's answer: the sweep offers what this pass did not.
 */
export async function refillLessons(app: FastifyInstance): Promise<void> {
  try {
    if ((await offerFreeSlots(app.db, bookingEnvOf(app))) > 0) app.mail.wake();
  } catch (error) {
    app.log.error({ err: error }, 'offering freed lesson time to the cancellation list failed; the sweep retries');
  }
}
