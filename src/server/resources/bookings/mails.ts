import type { Booking, BookingStatus, PackageDate } from '../../db/schema';
import { defineMessages, type Lang } from '../../http/i18n';
import { dayText, instantText, money, percent } from '../../mail/formats';
import type { OutgoingMail } from '../../mail/mailer';
import { classCalendar } from './calendar';
import type { LocalizedText } from './pricing';

const m = defineMessages({
  en: {
    officeSubject: 'New booking #{id}: {package}',
    officeText:
      'A new booking was made.\n\nBooking: #{id}\nStudent: {student} <{email}>\nPackage: {package}\nClass: {dates}\n{amounts}{discount}\n\nIt holds its seat until {holdEnd} unless a payment is started.\n{link}',
    discountNote: '\nDiscount code: {code} ({partner})',
    amounts: 'Subtotal: {subtotal}\nHST ({rate}): {hst}\nTotal: {total}',
    paidSubject: 'Payment received, your booking is confirmed: {package}',
    reservedSubject: 'Your seat is reserved, to be paid at the school: {package}',
    paidText:
      'Hello {name},\n\nThank you: we received your payment of {total} for {package}.\n\n{amounts}\n\nClass: {dates}\nReceipt: {receipt}\n\nYour booking and receipt: {link}\nThe attached calendar file adds the class to your calendar.\n\nDrive Ontario',
    unpaidText:
      'Hello {name},\n\nYour seat in {package} is reserved. Please pay {total} at the school:\n\n{instructions}\n\n{amounts}\n\nClass: {dates}\n\nYour booking: {link}\nThe attached calendar file adds the class to your calendar.\n\nDrive Ontario',
    cancelledSubject: 'Your booking was cancelled: {package}',
    cancelledText: 'Hello {name},\n\nYour booking #{id} for {package} ({dates}) was cancelled.{reason}\n\nYour booking: {link}\n\nDrive Ontario',
    refundedSubject: 'Your booking was refunded: {package}',
    refundedText:
      'Hello {name},\n\nYour booking #{id} for {package} ({dates}) was refunded: {total} is returned to you.{reason}\n\n{amounts}\n\nCredit note: {creditNote} — {creditNoteLink}\nYour booking: {link}\n\nDrive Ontario',
    reasonNote: '\nReason: {reason}',
    noDate: 'no class date',
    dates: '{days}, {from}–{to}',
    checkSubject: 'Card payment to check: booking #{id}',
    checkTaken: 'Stripe took {amount} by card (Checkout Session {session}, payment {payment}).',
    checkPartialRefund: 'Stripe refunded {amount} of the card payment {payment}, not all of it.',
    checkText:
      '{what}\n\nBooking #{id} is {status}, for a total of {total}. It was left as it is: refund the payment in Stripe, or settle the booking by hand.\n\n{link}\n',
    amountUnknown: 'an unknown amount',
    amountForeign: '{amount} in the smallest unit of {currency}',
    currencyUnknown: 'an unknown currency',
    paymentUnknown: 'unknown',
    status_held: 'held',
    status_confirmed_unpaid: 'reserved, to be paid at the school',
    status_paid: 'paid',
    status_cancelled: 'cancelled',
    status_expired: 'expired',
    status_refunded: 'refunded',
  },
  fr: {
    officeSubject: 'Nouvelle réservation n° {id} : {package}',
    officeText:
      'Une nouvelle réservation a été faite.\n\nRéservation : n° {id}\nÉlève : {student} <{email}>\nForfait : {package}\nCours : {dates}\n{amounts}{discount}\n\nLa place est retenue jusqu’à {holdEnd} si aucun paiement n’est commencé.\n{link}',
    discountNote: '\nCode de rabais : {code} ({partner})',
    amounts: 'Sous-total : {subtotal}\nTVH ({rate}) : {hst}\nTotal : {total}',
    paidSubject: 'Paiement reçu, votre réservation est confirmée : {package}',
    reservedSubject: 'Votre place est réservée, à payer à l’école : {package}',
    paidText:
      'Bonjour {name},\n\nMerci : nous avons reçu votre paiement de {total} pour {package}.\n\n{amounts}\n\nCours : {dates}\nReçu : {receipt}\n\nVotre réservation et votre reçu : {link}\nLe fichier de calendrier joint ajoute le cours à votre agenda.\n\nDrive Ontario',
    unpaidText:
      'Bonjour {name},\n\nVotre place dans {package} est réservée. Veuillez payer {total} à l’école :\n\n{instructions}\n\n{amounts}\n\nCours : {dates}\n\nVotre réservation : {link}\nLe fichier de calendrier joint ajoute le cours à votre agenda.\n\nDrive Ontario',
    cancelledSubject: 'Votre réservation a été annulée : {package}',
    cancelledText:
      'Bonjour {name},\n\nVotre réservation n° {id} pour {package} ({dates}) a été annulée.{reason}\n\nVotre réservation : {link}\n\nDrive Ontario',
    refundedSubject: 'Votre réservation a été remboursée : {package}',
    refundedText:
      'Bonjour {name},\n\nVotre réservation n° {id} pour {package} ({dates}) a été remboursée : {total} vous est rendu.{reason}\n\n{amounts}\n\nNote de crédit : {creditNote} — {creditNoteLink}\nVotre réservation : {link}\n\nDrive Ontario',
    reasonNote: '\nMotif : {reason}',
    noDate: 'sans date de cours',
    dates: '{days}, de {from} à {to}',
    checkSubject: 'Paiement par carte à vérifier : réservation n° {id}',
    checkTaken: 'Stripe a encaissé {amount} par carte (session Checkout {session}, paiement {payment}).',
    checkPartialRefund: 'Stripe a remboursé {amount} du paiement par carte {payment}, pas la totalité.',
    checkText:
      '{what}\n\nLa réservation n° {id} est {status}, pour un total de {total}. Elle a été laissée telle quelle : remboursez le paiement dans Stripe, ou réglez la réservation à la main.\n\n{link}\n',
    amountUnknown: 'un montant inconnu',
    amountForeign: '{amount} dans la plus petite unité de {currency}',
    currencyUnknown: 'une devise inconnue',
    paymentUnknown: 'inconnu',
    status_held: 'retenue',
    status_confirmed_unpaid: 'réservée, à payer à l’école',
    status_paid: 'payée',
    status_cancelled: 'annulée',
    status_expired: 'expirée',
    status_refunded: 'remboursée',
  },
  ar: {
    officeSubject: 'حجز جديد رقم {id}: {package}',
    officeText:
      'تم إجراء حجز جديد.\n\nالحجز: رقم {id}\nالطالب: {student} <{email}>\nالباقة: {package}\nالحصة: {dates}\n{amounts}{discount}\n\nيبقى المقعد محجوزًا حتى {holdEnd} ما لم يبدأ الدفع.\n{link}',
    discountNote: '\nرمز الخصم: {code} ({partner})',
    amounts: 'المجموع الفرعي: {subtotal}\nضريبة HST ({rate}): {hst}\nالإجمالي: {total}',
    paidSubject: 'استلمنا دفعتك وتم تأكيد حجزك: {package}',
    reservedSubject: 'تم حجز مقعدك، والدفع في المدرسة: {package}',
    paidText:
      'مرحبًا {name}،\n\nشكرًا لك: استلمنا دفعتك البالغة {total} مقابل {package}.\n\n{amounts}\n\nالحصة: {dates}\nالإيصال: {receipt}\n\nحجزك وإيصالك: {link}\nملف التقويم المرفق يضيف الحصة إلى تقويمك.\n\nDrive Ontario',
    unpaidText:
      'مرحبًا {name}،\n\nتم حجز مقعدك في {package}. يرجى دفع {total} في المدرسة:\n\n{instructions}\n\n{amounts}\n\nالحصة: {dates}\n\nحجزك: {link}\nملف التقويم المرفق يضيف الحصة إلى تقويمك.\n\nDrive Ontario',
    cancelledSubject: 'تم إلغاء حجزك: {package}',
    cancelledText: 'مرحبًا {name}،\n\nتم إلغاء حجزك رقم {id} في {package} ({dates}).{reason}\n\nحجزك: {link}\n\nDrive Ontario',
    refundedSubject: 'تم استرداد مبلغ حجزك: {package}',
    refundedText:
      'مرحبًا {name}،\n\nتم استرداد مبلغ حجزك رقم {id} في {package} ({dates}): سيُعاد إليك {total}.{reason}\n\n{amounts}\n\nإشعار دائن: {creditNote} — {creditNoteLink}\nحجزك: {link}\n\nDrive Ontario',
    reasonNote: '\nالسبب: {reason}',
    noDate: 'بدون موعد حصة',
    dates: '{days}، من {from} إلى {to}',
    checkSubject: 'دفعة بالبطاقة تحتاج إلى تحقق: الحجز رقم {id}',
    checkTaken: 'حصّلت Stripe مبلغ {amount} بالبطاقة (جلسة الدفع {session}، الدفعة {payment}).',
    checkPartialRefund: 'ردّت Stripe مبلغ {amount} من الدفعة بالبطاقة {payment}، لا المبلغ كله.',
    checkText: '{what}\n\nحالة الحجز رقم {id}: {status}، بإجمالي {total}. تُرك كما هو: ردّ الدفعة في Stripe، أو سوِّ الحجز يدويًا.\n\n{link}\n',
    amountUnknown: 'مبلغ غير معروف',
    amountForeign: '{amount} بأصغر وحدة من {currency}',
    currencyUnknown: 'عملة غير معروفة',
    paymentUnknown: 'غير معروفة',
    status_held: 'محجوز مؤقتًا',
    status_confirmed_unpaid: 'محجوز، والدفع في المدرسة',
    status_paid: 'مدفوع',
    status_cancelled: 'ملغى',
    status_expired: 'منتهي المهلة',
    status_refunded: 'مسترد',
  },
});

export function datesText(date: PackageDate | null, lang: Lang): string {
  if (!date) return m(lang, 'noDate');
  const days = [date.first_date, ...(date.second_date ? [date.second_date] : [])].map((d) => dayText(d, lang)).join(' + ');
  return m(lang, 'dates', { days, from: date.from_time, to: date.to_time });
}

/** The booking's subtotal, HST with its rate, and total, one a line, as its receipt shows them. */
function amountsText(booking: Booking, lang: Lang): string {
  return m(lang, 'amounts', {
    subtotal: money(booking.subtotal_cents, lang),
    rate: percent(booking.hst_rate_bp, lang),
    hst: money(booking.hst_cents, lang),
    total: money(booking.total_cents, lang),
  });
}

/** What every booking mail is about. */
export interface MailSubject {
  booking: Booking;
  packageName: LocalizedText;
  date: PackageDate | null;
  student: { name: string; email: string };
  /** The student's booking page. */
  bookingUrl: string;
}

/** The office's notice of a new booking, in the office's language (a setting; the student's may differ). */
export function officeNoticeMail(to: string, lang: Lang, { booking, packageName, date, student, bookingUrl }: MailSubject): OutgoingMail {
  const discount = booking.discount_code ? m(lang, 'discountNote', { code: booking.discount_code, partner: booking.partner_name ?? '' }) : '';
  const values = {
    id: booking.id,
    package: packageName[lang],
    student: student.name,
    email: student.email,
    dates: datesText(date, lang),
    amounts: amountsText(booking, lang),
    discount,
    holdEnd: booking.hold_expires_at ? instantText(booking.hold_expires_at, lang) : '',
    link: bookingUrl,
  };
  return { to, subject: m(lang, 'officeSubject', values), text: m(lang, 'officeText', values) };
}

/**
 * The student's confirmation, in the booking's language, with the class dates as a calendar file:
 * paid (with its receipt number) or to be paid at the school (with the school's instructions).
 */
export function confirmationMail(subject: MailSubject, confirmation: { receiptNumber: string } | { instructions: string }): OutgoingMail {
  const { booking, packageName, date, student, bookingUrl } = subject;
  const lang = booking.locale;
  const paid = 'receiptNumber' in confirmation;
  const values = {
    name: student.name,
    package: packageName[lang],
    total: money(booking.total_cents, lang),
    amounts: amountsText(booking, lang),
    dates: datesText(date, lang),
    link: bookingUrl,
    ...(paid ? { receipt: confirmation.receiptNumber } : { instructions: confirmation.instructions }),
  };
  // Each its own subject: a student told "please pay" and then "paid" must tell the two mails apart in a list.
  return {
    to: student.email,
    subject: m(lang, paid ? 'paidSubject' : 'reservedSubject', values),
    text: m(lang, paid ? 'paidText' : 'unpaidText', values),
    ...(date ? { attachments: [classCalendar(date, packageName[lang], bookingUrl, booking.id)] } : {}),
  };
}

/** The student is told their booking was cancelled (money kept, if any was paid). */
export function cancellationMail({ booking, packageName, date, student, bookingUrl }: MailSubject, reason: string | null): OutgoingMail {
  const lang = booking.locale;
  const values = {
    id: booking.id,
    name: student.name,
    package: packageName[lang],
    dates: datesText(date, lang),
    reason: reason ? m(lang, 'reasonNote', { reason }) : '',
    link: bookingUrl,
  };
  return { to: student.email, subject: m(lang, 'cancelledSubject', values), text: m(lang, 'cancelledText', values) };
}

/** The student is told their booking was refunded, with the credit note's number and page. */
export function refundMail(subject: MailSubject, creditNote: { number: string; url: string }, reason: string | null): OutgoingMail {
  const { booking, packageName, date, student, bookingUrl } = subject;
  const lang = booking.locale;
  const values = {
    id: booking.id,
    name: student.name,
    package: packageName[lang],
    dates: datesText(date, lang),
    total: money(booking.total_cents, lang),
    amounts: amountsText(booking, lang),
    reason: reason ? m(lang, 'reasonNote', { reason }) : '',
    creditNote: creditNote.number,
    creditNoteLink: creditNote.url,
    link: bookingUrl,
  };
  return { to: student.email, subject: m(lang, 'refundedSubject', values), text: m(lang, 'refundedText', values) };
}

/** What the card provider did with money that the office must check. */
export type CardIssue =
  | { kind: 'taken'; cents: number | null; currency: string | null; session: string; payment: string | null }
  | { kind: 'partialRefund'; cents: number; payment: string };

/** An amount the provider reports: dollars when it is the booking's currency, else as given, in its smallest unit. */
function cardAmount(lang: Lang, cents: number | null, currency: string | null, bookingCurrency: string): string {
  if (cents === null) return m(lang, 'amountUnknown');
  if (currency === null || currency === bookingCurrency) return money(cents, lang);
  return m(lang, 'amountForeign', { amount: String(cents), currency: currency.toUpperCase() });
}

const STATUS_KEY = {
  held: 'status_held',
  confirmed_unpaid: 'status_confirmed_unpaid',
  paid: 'status_paid',
  cancelled: 'status_cancelled',
  expired: 'status_expired',
  refunded: 'status_refunded',
} as const satisfies Record<BookingStatus, string>;

/**
 * The office is told, in its language, of money the provider holds for a booking that cannot take
 * it (another amount or currency, a booking no longer waiting) or of a partial refund made in the
 * provider's dashboard: the booking is left as it is for the office to settle.
 */
export function paymentToCheckMail(to: string, lang: Lang, booking: Booking, issue: CardIssue, bookingCurrency: string, link: string): OutgoingMail {
  const what =
    issue.kind === 'taken'
      ? m(lang, 'checkTaken', {
          amount: cardAmount(lang, issue.cents, issue.currency, bookingCurrency),
          session: issue.session,
          payment: issue.payment ?? m(lang, 'paymentUnknown'),
        })
      : m(lang, 'checkPartialRefund', { amount: money(issue.cents, lang), payment: issue.payment });
  const values = { id: booking.id, what, status: m(lang, STATUS_KEY[booking.status]), total: money(booking.total_cents, lang), link };
  return { to, subject: m(lang, 'checkSubject', values), text: m(lang, 'checkText', values) };
}
