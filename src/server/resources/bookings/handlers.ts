import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Booking } from '../../db/schema';
import { NotFoundError, type Executor } from '../../domain/errors';
import { inDomain } from '../../http/domainErrors';
import { HttpError } from '../../http/errors';
import type { Commit } from '../../domain/transaction';
import { idempotent, type Change } from '../../http/idempotency';
import { langOf } from '../../http/i18n';
import type { TagHandlers } from '../../http/types';
import { PaymentProviderError } from '../../payments/provider';
import { pageMeta } from '../inquiries/responses';
import { readSettings } from '../settings/repository';
import {
  cancelBooking,
  cancelMyBooking,
  createBooking,
  markPaid,
  myBooking,
  quoteBooking,
  refundBooking,
  startPayment,
  type BookingMade,
  type PaymentStarted,
} from './domain';
import { documentOf } from './documentReads';
import { holderOf } from './holdLimits';
import { bookingEnvOf, type BookingEnv } from './links';
import { handleStripeWebhook } from './webhook';
import { m } from './messages';
import { adminBookingPage, adminBookingQuery, bookingStats, classList } from './office';
import { packageName } from './pricing';
import { contextOf, findBooking, listBookingsOf } from './repository';
import { toAdminBooking, toApiBooking, toApiDocument, type Viewpoint } from './responses';

export const envOf = (req: FastifyRequest): BookingEnv => bookingEnvOf(req.server);

const viewOf = async (req: FastifyRequest, now = new Date().toISOString(), db: Executor = req.server.db): Promise<Viewpoint> => ({
  settings: await readSettings(db),
  cards: req.server.cardPayments,
  now,
});

/**
 * Runs a bookings call: domain errors become HTTP errors in the caller's language (a conflict's
 * 409 with the `code` clients act on), a payment provider's failure a 502 (nothing was written).
 */
async function run<T>(req: FastifyRequest, call: () => Promise<T>): Promise<T> {
  return inDomain(req, m, async () => {
    try {
      return await call();
    } catch (error) {
      if (error instanceof PaymentProviderError) {
        req.log.warn({ err: error }, 'payment provider failed');
        throw new HttpError(502, m(req, 'providerFailed'));
      }
      throw error;
    }
  });
}

/** The booking as its student sees it, read through `db` (the transaction of the change that answers it). */
async function studentBooking(req: FastifyRequest, booking: Booking, db: Executor = req.server.db) {
  const view = await viewOf(req, undefined, db);
  return toApiBooking(booking, await contextOf(db, [booking]), view);
}

async function officeBooking(req: FastifyRequest, booking: Booking, db: Executor = req.server.db) {
  const view = await viewOf(req, undefined, db);
  return toAdminBooking(booking, await contextOf(db, [booking]), view);
}

/**
 * Runs a bookings write as `run` does, idempotent for a retry sent with the same Idempotency-Key
 * (its answer is made in the change's last transaction); the mail it may have queued is woken
 * once it is committed.
 */
async function writing<R, B>(req: FastifyRequest, reply: FastifyReply, change: Change<R, B>): Promise<B> {
  const answer = await run(req, () => idempotent(req, reply, change));
  req.server.mail.wake();
  return answer;
}

export const bookingHandlers: TagHandlers<'Bookings'> = {
  // Stripe's webhook, with the hooks of its route, in a module of its own.
  handleStripeWebhook,

  async quoteBooking(req) {
    return run(req, async () => {
      const q = await quoteBooking(req.server.db, req.server.cardPayments, req.auth.user.id, req.body);
      return {
        success: true,
        data: {
          ...q.priced,
          package: { id: q.pkg.id, name: packageName(q.pkg) },
          package_date: q.date && {
            id: q.date.id,
            first_date: q.date.first_date,
            second_date: q.date.second_date,
            from_time: q.date.from_time,
            to_time: q.date.to_time,
          },
          seats_left: q.seatsLeft,
          discount: q.partner && { code: q.partner.code, partner_name: q.partner.name },
          payment_methods: q.methods,
        },
      };
    });
  },

  async createBooking(req, reply) {
    const { id, name, email, phone_number } = req.auth.user;
    return writing(req, reply, {
      change: (commit: Commit<BookingMade>) =>
        createBooking(req.server.db, req.server.reads, envOf(req), { id, name, email, phone_number }, req.body, langOf(req), holderOf(req), undefined, commit),
      answer: async (db, made) => {
        reply.code(made.created ? 201 : 200);
        const data = made.created
          ? toApiBooking(made.booking, made.context, { settings: made.settings, cards: req.server.cardPayments, now: made.booking.created_at })
          : await studentBooking(req, made.booking, db);
        return { success: true, message: m(req, made.created ? 'booked' : 'alreadyBooked'), data };
      },
    });
  },

  async listMyBookings(req) {
    const rows = await listBookingsOf(req.server.db, req.auth.user.id, 200);
    const [ctx, view] = await Promise.all([contextOf(req.server.db, rows), viewOf(req)]);
    return { success: true, data: rows.map((b) => toApiBooking(b, ctx, view)) };
  },

  async getMyBooking(req) {
    return run(req, async () => ({ success: true, data: await studentBooking(req, await myBooking(req.server.db, req.auth.user.id, req.params.id)) }));
  },

  async startBookingPayment(req, reply) {
    return writing(req, reply, {
      change: (commit: Commit<PaymentStarted>) =>
        startPayment(req.server.db, envOf(req), req.server.cardPayments, req.auth.user.id, req.params.id, req.body.method, undefined, commit),
      answer: async (db, { booking, checkoutUrl }) => ({
        success: true,
        message: m(req, checkoutUrl ? 'cardStarted' : 'atSchoolConfirmed'),
        data: { booking: await studentBooking(req, booking, db), checkout_url: checkoutUrl },
      }),
    });
  },

  async cancelMyBooking(req, reply) {
    return writing(req, reply, {
      change: (commit: Commit<Booking>) =>
        cancelMyBooking(req.server.db, envOf(req), req.server.cardPayments, req.auth.user.id, req.params.id, undefined, commit),
      answer: async (db, booking) => ({ success: true, message: m(req, 'cancelled'), data: await studentBooking(req, booking, db) }),
    });
  },

  async getMyReceipt(req) {
    return run(req, async () => {
      const { doc, refersTo } = await documentOf(req.server.db, req.params.id, req.auth.user.id);
      return { success: true, data: toApiDocument(doc, refersTo) };
    });
  },

  async getAdminReceipt(req) {
    return run(req, async () => {
      const { doc, refersTo } = await documentOf(req.server.db, req.params.id, null);
      return { success: true, data: toApiDocument(doc, refersTo) };
    });
  },

  async listAdminBookings(req) {
    const query = adminBookingQuery(req.query);
    const now = new Date().toISOString();
    const { rows, total } = await adminBookingPage(req.server.db, query, now);
    const [ctx, view] = await Promise.all([contextOf(req.server.db, rows), viewOf(req, now)]);
    return { success: true, data: rows.map((b) => toAdminBooking(b, ctx, view)), meta: pageMeta(query.page, query.perPage, total) };
  },

  async getAdminBooking(req) {
    return run(req, async () => {
      const booking = await findBooking(req.server.db, req.params.id);
      if (!booking) throw new NotFoundError();
      return { success: true, data: await officeBooking(req, booking) };
    });
  },

  async markBookingPaid(req, reply) {
    return writing(req, reply, {
      change: (commit: Commit<Booking>) => markPaid(req.server.db, envOf(req), req.server.cardPayments, req.params.id, req.body, undefined, commit),
      answer: async (db, booking) => ({ success: true, message: m(req, 'markedPaid'), data: await officeBooking(req, booking, db) }),
    });
  },

  async cancelBooking(req, reply) {
    return writing(req, reply, {
      change: (commit: Commit<Booking>) => cancelBooking(req.server.db, envOf(req), req.server.cardPayments, req.params.id, req.body, undefined, commit),
      answer: async (db, booking) => ({
        success: true,
        message: m(req, booking.status === 'refunded' ? 'refunded' : 'cancelled'),
        data: await officeBooking(req, booking, db),
      }),
    });
  },

  async refundBooking(req, reply) {
    return writing(req, reply, {
      change: (commit: Commit<Booking>) => refundBooking(req.server.db, envOf(req), req.server.cardPayments, req.params.id, req.body, undefined, commit),
      answer: async (db, booking) => ({ success: true, message: m(req, 'refunded'), data: await officeBooking(req, booking, db) }),
    });
  },

  async getClassList(req) {
    return run(req, async () => ({ success: true, data: await classList(req.server.db, req.params.id, new Date().toISOString()) }));
  },

  async getBookingStats(req) {
    return { success: true, data: await bookingStats(req.server.db, new Date()) };
  },
};
