import type { Kysely, Transaction } from 'kysely';
import type { components } from '../../../contract/generated/openapi.gen';
import type { ReadMemo } from '../../db/readMemo';
import type { Booking, Database, MoneyChannel, Package, PackageDate, SchoolSettings } from '../../db/schema';
import { attemptKey, countAttempt, forgetAttempt, type AttemptLimit } from '../../auth/failedAttempts';
import { ConflictError, InvalidError, NotFoundError, TooManyAttemptsError, type Executor } from '../../domain/errors';
import { textOrNull } from '../../domain/text';
import { PaymentProviderError, type CardPayments } from '../../payments/provider';
import { classStarted } from '../packages/repository';
import { seatsLeft as seatsLeftOn } from '../packages/domain';
import { isFull, seatsByDate } from '../packages/seats';
import { readSettings } from '../settings/repository';
import { lockStudent } from '../lessons/repository';
import type { Holder } from './holdLimits';
import { payableHold, paymentMethodsFor, statusAt } from './holds';
import { bookingUrl, type BookingEnv } from './links';
import { cancellationMail, confirmationMail, officeNoticeMail } from './mails';
import type { ConflictCode, Key } from './messages';
import { recordPayment, recordRefund } from './payments';
import { packageName, priceBooking, type Discount, type PricedBooking } from './pricing';
import {
  activeBookingOf,
  findBooking,
  findPackage,
  findPackageDate,
  findPartnerByCode,
  findUser,
  insertBooking,
  lockHoldAddress,
  lockSeats,
  openHolds,
  packageHasDates,
  updateBooking,
  type BookingContext,
  type Student,
} from './repository';
import { commitOn, type Commit } from '../../domain/transaction';
import { lockDateOf, seatFreed } from '../waitlist/domain';
import { markOfferTaken, offersRunning, openEntryOf, someoneWaiting } from '../waitlist/repository';

type Schemas = components['schemas'];
type Db = Kysely<Database>;
type Lang = Booking['locale'];

/** A booking conflict: its message key is the `code` the client receives. */
export class BookingConflict extends ConflictError<ConflictCode> {
  constructor(code: ConflictCode) {
    super(code, code);
  }
}

const MINUTE = 60_000;

/*
 * The shortest card hold. Stripe refuses a session ending less than 30 minutes after it creates
 * it, and the end is computed before the request reaches Stripe: a minute more covers the way.
 */
const CARD_HOLD_MINUTES = 31;

interface Bookable {
  pkg: Package;
  date: PackageDate | null;
}

interface Priced extends Bookable {
  partner: { id: number; name: string; code: string } | null;
  settings: SchoolSettings;
  priced: PricedBooking;
}

/**
 * The package and date a booking input names, checked: NotFoundError (package), 409
 * package_inactive / date_closed, InvalidError (date). A package with dates is booked on one of
 * its own; one without dates on none.
 */
async function bookableOf(db: Executor, input: Schemas['BookingInput'], now: string): Promise<Bookable> {
  const pkg = await findPackage(db, input.package_id);
  if (!pkg) throw new NotFoundError();
  if (!pkg.is_active) throw new BookingConflict('package_inactive');
  if (input.package_date_id == null) {
    if (await packageHasDates(db, pkg.id)) throw new InvalidError<Key>({ package_date_id: 'dateRequired' });
    return { pkg, date: null };
  }
  const date = await findPackageDate(db, input.package_date_id);
  if (!date || date.package_id !== pkg.id) throw new InvalidError<Key>({ package_date_id: 'unknownDate' });
  if (!date.is_open || classStarted(date, now)) throw new BookingConflict('date_closed');
  return { pkg, date };
}

/**
 * Wrong discount codes per student account, whatever addresses they come from (kept in the
 * database, across server processes): the per-address limit let one account try 200 codes from 20
 * addresses in a minute. Ten in any hour lock the account's codes until the first is an hour old.
 */
const DISCOUNT_FAILURES: AttemptLimit = { max: 10, windowMs: 60 * MINUTE };

/**
 * Wrong codes aimed at one partner (the same leading word, LIMESTONE in LIMESTONE-7KQ2M9XP or
 * LIMESTONE25), whatever accounts and addresses they come from: many throwaway accounts must not
 * add up to a search of one partner's codes. Past the limit, every code of that word is refused
 * for the rest of the hour, the right one included, since answering it alone would tell the
 * guesser they found it. A real student is inconvenienced only under such an attack; booking
 * without the code stays open.
 */
const TARGET_FAILURES: AttemptLimit = { max: 100, windowMs: 60 * MINUTE };

/** What a code aims at: its leading letters (a partner's word), or the whole code without any. */
const discountTarget = (code: string) => {
  const upper = code.trim().toUpperCase();
  return /^[A-Z]+/.exec(upper)?.[0] ?? upper;
};

const locked = (key: Key, seconds: number) => new TooManyAttemptsError<Key>(key, { minutes: Math.ceil(seconds / 60) }, seconds);

/**
 * Checks a discount code the student typed, before anything else is done with it: InvalidError on
 * `discount_code` for a code no partner has, counted against the account and the code's target;
 * TooManyAttemptsError past DISCOUNT_FAILURES ('discountLocked') or TARGET_FAILURES
 * ('discountTargetLocked'), the right code included. A right code is not counted and forgives
 * nothing: knowing one code must not buy more guesses.
 */
async function checkDiscountCode(db: Db, studentId: number, discountCode: string | null | undefined): Promise<void> {
  const code = discountCode?.trim();
  if (!code) return;
  const byAccount = await countAttempt(db, 'discount-code', attemptKey(String(studentId)), DISCOUNT_FAILURES);
  if (byAccount.lockedForSeconds !== undefined) throw locked('discountLocked', byAccount.lockedForSeconds);
  const byTarget = await countAttempt(db, 'discount-code', attemptKey(`target:${discountTarget(code)}`), TARGET_FAILURES);
  if (byTarget.lockedForSeconds !== undefined) {
    await forgetAttempt(db, byAccount.id);
    throw locked('discountTargetLocked', byTarget.lockedForSeconds);
  }
  if (!(await findPartnerByCode(db, code))) throw new InvalidError<Key>({ discount_code: 'unknownCode' });
  await forgetAttempt(db, byAccount.id);
  await forgetAttempt(db, byTarget.id);
}

/** The price of a bookable package with the input's discount code (InvalidError when unknown). */
async function priceOf(db: Executor, { pkg, date }: Bookable, discountCode: string | null | undefined): Promise<Priced> {
  let partner: Priced['partner'] = null;
  let discount: Discount | null = null;
  const code = discountCode?.trim();
  if (code) {
    const found = await findPartnerByCode(db, code);
    if (!found) throw new InvalidError<Key>({ discount_code: 'unknownCode' });
    partner = { id: found.id, name: found.name, code: (found.discount_code ?? code).trim() };
    discount = { code: partner.code, amountDollars: found.discount_amount };
  }
  const settings = await readSettings(db);
  return { pkg, date, partner, settings, priced: priceBooking(pkg, settings.hst_rate_bp, discount) };
}

export interface Quote extends Priced {
  seatsLeft: number | null;
  methods: ReturnType<typeof paymentMethodsFor>;
}

/** Prices a booking for the student without holding a seat (a wrong discount code is counted, checkDiscountCode). */
export async function quoteBooking(
  db: Db,
  cards: CardPayments | null,
  studentId: number,
  input: Schemas['BookingInput'],
  now = new Date().toISOString(),
): Promise<Quote> {
  await checkDiscountCode(db, studentId, input.discount_code);
  const priced = await priceOf(db, await bookableOf(db, input, now), input.discount_code);
  const seatsLeft = priced.date ? seatsLeftOn(priced.date, (await seatsByDate(db, [priced.date.id], now)).get(priced.date.id)) : null;
  return { ...priced, seatsLeft, methods: paymentMethodsFor(priced.settings, cards, priced.priced.total_cents) };
}

export type BookingMade =
  | { created: false; booking: Booking }
  /** A new hold, with everything its answer shows, read while booking. */
  | { created: true; booking: Booking; context: BookingContext; settings: SchoolSettings };

/**
 * The caps on open holds (holdLimits.ts): the student's own (409 too_many_holds) and their
 * address's (429). Called with the student's and the address's locks held, so holds asked at
 * once are counted one after the other.
 */
async function checkHoldLimits(trx: Executor, studentId: number, holder: Holder, now: string): Promise<void> {
  const { perAccount, perAddress } = holder.limits;
  if (perAccount > 0 && (await openHolds(trx, { userId: studentId }, now)) >= perAccount) throw new BookingConflict('too_many_holds');
  if (perAddress > 0 && holder.heldFrom !== null && (await openHolds(trx, { heldFrom: holder.heldFrom }, now)) >= perAddress) {
    throw new TooManyAttemptsError<Key>('tooManyHoldsFromAddress');
  }
}

/**
 * Books a seat for the student: one transaction that holds the student's, their address's and the
 * date's (or package's) locks, in that order, while it looks for the student's own booking
 * (answered as is: `created` false), counts the seats taken and the holds open (`holder`'s caps)
 * and inserts the hold, with the office's notice queued beside it. The cheap refusals (sold out,
 * closed) come before pricing: on a busy date most callers get one.
 */
export async function createBooking(
  db: Db,
  reads: ReadMemo,
  env: BookingEnv,
  student: Student,
  input: Schemas['BookingInput'],
  locale: Lang,
  holder: Holder,
  now = new Date().toISOString(),
  commit: Commit<BookingMade> = commitOn(db),
): Promise<BookingMade> {
  // Before the transaction, whose failure would take the wrong code's count with it.
  await checkDiscountCode(db, student.id, input.discount_code);
  return commit(async (trx): Promise<BookingMade> => {
    const target = input.package_date_id != null ? { dateId: input.package_date_id } : { packageId: input.package_id };
    await lockStudent(trx, student.id);
    if (holder.heldFrom !== null) await lockHoldAddress(trx, holder.heldFrom);
    await lockSeats(trx, target);
    const existing = await activeBookingOf(trx, student.id, target, now);
    if (existing && existing.package_id === input.package_id) return { booking: existing, created: false };
    const bookable = await bookableOf(trx, input, now);
    const { date } = bookable;
    // A date's waiting list comes first: a seat freed there is the next student's, and one offered
    // to a student is theirs alone until the offer runs out.
    const offer = date ? await openEntryOf(trx, date.id, student.id) : undefined;
    const offered = offer?.status === 'offered' && offer.offer_expires_at !== null && offer.offer_expires_at > now ? offer : undefined;
    if (date && !offered && (await someoneWaiting(trx, date.id))) throw new BookingConflict('sold_out');
    if (date && (await isFull(trx, reads, { id: date.id, capacity: date.capacity - (await offersRunning(trx, date.id, now, student.id)) }, now)))
      throw new BookingConflict('sold_out');
    await checkHoldLimits(trx, student.id, holder, now);
    const { pkg, partner, settings, priced } = await priceOf(trx, bookable, input.discount_code);
    const booking = await insertBooking(trx, {
      user_id: student.id,
      package_id: pkg.id,
      package_date_id: date?.id ?? null,
      status: 'held',
      hold_expires_at: new Date(Date.parse(now) + settings.hold_minutes * MINUTE).toISOString(),
      payment_method: null,
      discount_code: partner?.code ?? null,
      partner_id: partner?.id ?? null,
      partner_name: partner?.name ?? null,
      lines: JSON.stringify(priced.lines),
      subtotal_cents: priced.subtotal_cents,
      hst_rate_bp: priced.hst_rate_bp,
      hst_cents: priced.hst_cents,
      total_cents: priced.total_cents,
      locale,
      stripe_checkout_session_id: null,
      stripe_session_expires_at: null,
      stripe_payment_intent_id: null,
      received_by: null,
      payment_reference: null,
      refund_method: null,
      cancel_reason: null,
      paid_at: null,
      cancelled_at: null,
      refunded_at: null,
      in_car_hours: pkg.behind_the_wheel_hour_count,
      held_from: holder.heldFrom,
      created_at: now,
      updated_at: now,
    });
    if (offered) await markOfferTaken(trx, offered.id, booking.id, now);
    await env.mail.queue(
      trx,
      officeNoticeMail(env.officeEmail, settings.office_locale, {
        booking,
        packageName: packageName(pkg),
        date,
        student,
        bookingUrl: bookingUrl(env.siteOrigin, booking.id),
      }),
    );
    const context: BookingContext = {
      packages: new Map([[pkg.id, pkg]]),
      dates: new Map(date ? [[date.id, date]] : []),
      students: new Map([[student.id, student]]),
      documents: new Map(),
    };
    return { booking, created: true, context, settings };
  });
}

/** The student's own booking (another's is not found). */
export async function myBooking(db: Db, userId: number, id: number): Promise<Booking> {
  const booking = await findBooking(db, id);
  if (!booking || booking.user_id !== userId) throw new NotFoundError();
  return booking;
}

/** The booking or NotFoundError, checked against the version the office read (409 stale). */
async function officeBooking(db: Db, id: number, expectedUpdatedAt: string | undefined): Promise<Booking> {
  const booking = await findBooking(db, id);
  if (!booking) throw new NotFoundError();
  if (expectedUpdatedAt !== undefined && expectedUpdatedAt !== booking.updated_at) throw new BookingConflict('stale');
  return booking;
}

/** The version a change written `now` gives the booking: never the one read, which would let a second change through. */
const nextVersion = (booking: Booking, now: string) => (now === booking.updated_at ? new Date(Date.parse(now) + 1).toISOString() : now);

/**
 * Takes the booking for a change in `trx`: writes a new version only if it is still the one
 * read, so of two concurrent changes one wins and the other is a 409 (`code`).
 */
async function claim(trx: Transaction<Database>, booking: Booking, code: ConflictCode, now: string): Promise<string> {
  const version = nextVersion(booking, now);
  if (!(await updateBooking(trx, booking.id, { updated_at: version }, booking.updated_at))) throw new BookingConflict(code);
  return version;
}

const hasOpenCardSession = (booking: Booking) => booking.status === 'held' && booking.payment_method === 'card' && booking.stripe_checkout_session_id !== null;

/** Ends the booking's open card session before another way of settling it (409 already_paid if Stripe took the money). */
async function closeCardSession(cards: CardPayments | null, booking: Booking): Promise<void> {
  if (!hasOpenCardSession(booking) || !cards) return;
  const session = await cards.expireCheckoutSession(booking.stripe_checkout_session_id!);
  if (session.paid) throw new BookingConflict('already_paid');
}

async function mailSubject(db: Executor, booking: Booking, env: BookingEnv) {
  const [pkg, date, student] = await Promise.all([
    findPackage(db, booking.package_id),
    booking.package_date_id === null ? undefined : findPackageDate(db, booking.package_date_id),
    findUser(db, booking.user_id),
  ]);
  return { booking, packageName: packageName(pkg!), date: date ?? null, student: student!, bookingUrl: bookingUrl(env.siteOrigin, booking.id, booking.locale) };
}

const instructionsOf = (settings: SchoolSettings, lang: Lang) =>
  ({ en: settings.payment_instructions_en, fr: settings.payment_instructions_fr, ar: settings.payment_instructions_ar })[lang] ||
  settings.payment_instructions_en;

export interface PaymentStarted {
  booking: Booking;
  /** The provider's payment page of a card payment; null for one at the school. */
  checkoutUrl: string | null;
}

/**
 * The student chooses how to pay a held booking: a card payment starts (or resumes) a provider
 * session and extends the hold to its end; paying at the school confirms the seat at once.
 * PaymentProviderError when the provider fails (nothing written).
 */
export async function startPayment(
  db: Db,
  env: BookingEnv,
  cards: CardPayments | null,
  userId: number,
  id: number,
  method: 'card' | 'at_school',
  now = new Date().toISOString(),
  commit: Commit<PaymentStarted> = commitOn(db),
): Promise<PaymentStarted> {
  const booking = await myBooking(db, userId, id);
  if (statusAt(booking, now) === 'expired' || (booking.status === 'held' && !payableHold(booking, now))) throw new BookingConflict('hold_expired');
  if (booking.status !== 'held') throw new BookingConflict('not_held');
  const settings = await readSettings(db);
  if (!paymentMethodsFor(settings, cards, booking.total_cents).includes(method)) throw new InvalidError<Key>({ method: 'methodUnavailable' });

  if (method === 'card') {
    const provider = cards!;
    if (booking.stripe_checkout_session_id !== null) {
      // One card session per hold: answered again while open, never replaced once ended, so a
      // hold cannot be renewed past its session's life by asking again.
      const session = await provider.retrieveCheckoutSession(booking.stripe_checkout_session_id);
      if (session.paid) throw new BookingConflict('already_paid');
      if (session.status === 'open' && session.url !== null) return { booking, checkoutUrl: session.url };
      throw new BookingConflict('hold_expired');
    }
    const expiresAt = new Date(Date.parse(now) + Math.max(settings.hold_minutes, CARD_HOLD_MINUTES) * MINUTE);
    const subject = await mailSubject(db, booking, env);
    const lang = booking.locale;
    const net = booking.subtotal_cents;
    const session = await provider.createCheckoutSession({
      bookingId: booking.id,
      customerEmail: subject.student.email,
      locale: lang,
      // The provider takes no negative line: the package net of its discount, then the HST.
      lines: [
        ...(net > 0 ? [{ name: subject.packageName[lang], amountCents: net }] : []),
        ...(booking.hst_cents > 0 ? [{ name: HST_LINE[lang], amountCents: booking.hst_cents }] : []),
      ],
      expiresAt,
      successUrl: `${subject.bookingUrl}?checkout=success`,
      cancelUrl: `${subject.bookingUrl}?checkout=cancel`,
    });
    try {
      return await commit(async (trx) => {
        const ok = await updateBooking(
          trx,
          booking.id,
          {
            payment_method: 'card',
            stripe_checkout_session_id: session.id,
            stripe_session_expires_at: session.expiresAt.toISOString(),
            hold_expires_at: session.expiresAt.toISOString(),
            updated_at: now,
          },
          booking.updated_at,
        );
        if (!ok) throw new BookingConflict('not_held');
        return { booking: (await findBooking(trx, booking.id))!, checkoutUrl: session.url };
      });
    } catch (error) {
      // The booking changed while the session was made (or this very request was answered
      // meanwhile): that session must not take a payment.
      await provider.expireCheckoutSession(session.id).catch(() => undefined);
      throw error;
    }
  }

  await closeCardSession(cards, booking);
  return commit(async (trx) => {
    if (
      !(await updateBooking(
        trx,
        booking.id,
        { status: 'confirmed_unpaid', payment_method: 'at_school', hold_expires_at: null, updated_at: now },
        booking.updated_at,
      ))
    ) {
      throw new BookingConflict('not_held');
    }
    const updated = (await findBooking(trx, booking.id))!;
    await env.mail.queue(trx, confirmationMail(await mailSubject(trx, updated, env), { instructions: instructionsOf(settings, updated.locale) }));
    return { booking: updated, checkoutUrl: null };
  });
}

const HST_LINE: Record<Lang, string> = { en: 'HST', fr: 'TVH', ar: 'ضريبة المبيعات المنسقة (HST)' };

/** Cancels a claimed booking as of `now` (seat released) and queues the student's mail. */
async function writeCancellation(
  trx: Transaction<Database>,
  env: BookingEnv,
  booking: Booking,
  reason: string | null,
  now: string,
  conflict: ConflictCode,
): Promise<Booking> {
  // The date's lock first, before the booking's row: the seat goes to the date's waiting list below.
  await lockDateOf(trx, booking);
  const version = await claim(trx, booking, conflict, now);
  await updateBooking(trx, booking.id, { status: 'cancelled', cancelled_at: now, cancel_reason: reason, hold_expires_at: null, updated_at: version });
  const updated = (await findBooking(trx, booking.id))!;
  await env.mail.queue(trx, cancellationMail(await mailSubject(trx, updated, env), reason));
  await seatFreed(trx, env, updated.package_date_id, now);
  return updated;
}

/** The student cancels their unpaid booking; one already cancelled or expired is answered unchanged. */
export async function cancelMyBooking(
  db: Db,
  env: BookingEnv,
  cards: CardPayments | null,
  userId: number,
  id: number,
  now = new Date().toISOString(),
  commit: Commit<Booking> = commitOn(db),
): Promise<Booking> {
  const booking = await myBooking(db, userId, id);
  const status = statusAt(booking, now);
  if (status === 'cancelled' || status === 'expired') return booking;
  if (status !== 'held' && status !== 'confirmed_unpaid') throw new BookingConflict('not_cancellable');
  await closeCardSession(cards, booking);
  return commit((trx) => writeCancellation(trx, env, booking, null, now, 'not_cancellable'));
}

/** The office records a payment received at the school: the receipt, partner link and confirmation follow. */
export async function markPaid(
  db: Db,
  env: BookingEnv,
  cards: CardPayments | null,
  id: number,
  input: Schemas['MarkPaidInput'],
  now = new Date().toISOString(),
  commit: Commit<Booking> = commitOn(db),
): Promise<Booking> {
  const booking = await officeBooking(db, id, input.expected_updated_at);
  if (booking.status === 'held' && !payableHold(booking, now)) throw new BookingConflict('hold_expired');
  if (booking.status !== 'held' && booking.status !== 'confirmed_unpaid')
    throw new BookingConflict(statusAt(booking, now) === 'expired' ? 'hold_expired' : 'not_payable');
  await closeCardSession(cards, booking);
  return commit(async (trx) => {
    await claim(trx, booking, input.expected_updated_at ? 'stale' : 'not_payable', now);
    return recordPayment(trx, booking.id, { receivedBy: input.method, reference: textOrNull(input.reference), paidAt: now }, env);
  });
}

/**
 * Returns a paid booking's money in full: through the provider for a card payment (its failure
 * changes nothing), otherwise as the office says it returned it. Then the refund is recorded, or
 * answered as the provider's refund event has already recorded it.
 */
async function refundPaid(
  db: Db,
  env: BookingEnv,
  cards: CardPayments | null,
  booking: Booking,
  input: { refund_method?: Schemas['RefundInput']['refund_method']; reason?: string | null; expected_updated_at?: string },
  now: string,
  commit: Commit<Booking>,
): Promise<Booking> {
  let channel: MoneyChannel;
  if (booking.received_by === 'stripe') {
    if (!cards || !booking.stripe_payment_intent_id) throw new PaymentProviderError('card payments are not configured');
    channel = 'stripe';
  } else {
    if (!input.refund_method) throw new InvalidError<Key>({ refund_method: 'refundMethodRequired' });
    channel = input.refund_method;
  }
  if (channel === 'stripe') await cards!.refund(booking.stripe_payment_intent_id!, booking.total_cents, `booking-${booking.id}-refund`);
  try {
    return await commit(async (trx) => {
      await lockDateOf(trx, booking);
      await claim(trx, booking, input.expected_updated_at ? 'stale' : 'not_refundable', now);
      return recordRefund(trx, booking.id, { refundMethod: channel, reason: textOrNull(input.reason), refundedAt: now }, env);
    });
  } catch (error) {
    if (channel === 'stripe' && error instanceof BookingConflict) {
      // Stripe's refund event may reach the webhook, which records this very refund, before this transaction.
      const current = await findBooking(db, booking.id);
      if (current?.status === 'refunded' && current.refund_method === 'stripe' && current.stripe_payment_intent_id === booking.stripe_payment_intent_id)
        return withOfficeReason(db, current, textOrNull(input.reason), now);
    }
    throw error;
  }
}

/**
 * The office's reason on a refund the webhook recorded first (it had none to give): written unless
 * a reason is there already or the booking changed again meanwhile.
 */
async function withOfficeReason(db: Db, refunded: Booking, reason: string | null, now: string): Promise<Booking> {
  if (reason === null || refunded.cancel_reason !== null) return refunded;
  await updateBooking(db, refunded.id, { cancel_reason: reason, updated_at: nextVersion(refunded, now) }, refunded.updated_at);
  return (await findBooking(db, refunded.id))!;
}

/** The office cancels a booking, refunding a payment only when told to. */
export async function cancelBooking(
  db: Db,
  env: BookingEnv,
  cards: CardPayments | null,
  id: number,
  input: Schemas['CancelBookingInput'],
  now = new Date().toISOString(),
  commit: Commit<Booking> = commitOn(db),
): Promise<Booking> {
  const booking = await officeBooking(db, id, input.expected_updated_at);
  const status = statusAt(booking, now);
  const cancel = () =>
    commit((trx) => writeCancellation(trx, env, booking, textOrNull(input.reason), now, input.expected_updated_at ? 'stale' : 'not_cancellable'));
  if (status === 'held' || status === 'confirmed_unpaid') {
    if (input.refund) throw new InvalidError<Key>({ refund: 'nothingPaid' });
    await closeCardSession(cards, booking);
    return cancel();
  }
  if (status !== 'paid') throw new BookingConflict('not_cancellable');
  if (input.refund) return refundPaid(db, env, cards, booking, input, now, commit);
  return cancel();
}

/** The office refunds a paid booking, or one cancelled after payment and not yet refunded. */
export async function refundBooking(
  db: Db,
  env: BookingEnv,
  cards: CardPayments | null,
  id: number,
  input: Schemas['RefundInput'],
  now = new Date().toISOString(),
  commit: Commit<Booking> = commitOn(db),
): Promise<Booking> {
  const booking = await officeBooking(db, id, input.expected_updated_at);
  const refundable = booking.status === 'paid' || (booking.status === 'cancelled' && booking.paid_at !== null && booking.refunded_at === null);
  if (!refundable) throw new BookingConflict('not_refundable');
  return refundPaid(db, env, cards, booking, input, now, commit);
}
