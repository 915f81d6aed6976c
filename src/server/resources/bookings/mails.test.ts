import type { Booking } from '../../db/schema';
import { confirmationMail, officeNoticeMail, refundMail, type MailSubject } from './mails';

const booking = (over: Partial<Booking> = {}): Booking => ({
  id: 5,
  user_id: 3,
  package_id: 2,
  package_date_id: null,
  status: 'held',
  hold_expires_at: '2099-11-24T20:30:00.000Z',
  payment_method: null,
  discount_code: null,
  partner_id: null,
  partner_name: null,
  lines: '[]',
  subtotal_cents: 64900,
  hst_rate_bp: 1300,
  hst_cents: 8437,
  total_cents: 73337,
  locale: 'en',
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
  in_car_hours: 10,
  held_from: null,
  created_at: '2099-11-24T20:00:00.000Z',
  updated_at: '2099-11-24T20:00:00.000Z',
  ...over,
});

const subject = (over: Partial<Booking> = {}): MailSubject => ({
  booking: booking(over),
  packageName: { en: 'BDE Complete', fr: 'BDE complet', ar: 'الباقة الكاملة' },
  date: null,
  student: { name: 'Maya Chen', email: 'maya@example.com' },
  bookingUrl: 'https://www.driveontario.ca/bookings/5',
});

test('"seat reserved, please pay" and "payment received" have their own subjects, in each language', () => {
  for (const locale of ['en', 'fr', 'ar'] as const) {
    const reserved = confirmationMail(subject({ locale }), { instructions: 'Interac' });
    const paid = confirmationMail(subject({ locale }), { receiptNumber: 'R-2099-00001' });
    expect(reserved.subject).not.toBe(paid.subject);
  }
  expect(confirmationMail(subject(), { instructions: 'Interac' }).subject).toBe('Your seat is reserved, to be paid at the school: BDE Complete');
  expect(confirmationMail(subject(), { receiptNumber: 'R-2099-00001' }).subject).toBe('Payment received, your booking is confirmed: BDE Complete');
});

test.each([
  ['en', 'Subtotal: $649.00\nHST (13%): $84.37\nTotal: $733.37'],
  ['fr', 'Sous-total\u202F: 649,00\u00A0$\nTVH (13\u00A0%)\u202F: 84,37\u00A0$\nTotal\u202F: 733,37\u00A0$'],
  ['ar', 'المجموع الفرعي: $649.00\nضريبة HST (13%): $84.37\nالإجمالي: $733.37'],
] as const)('mails that give a total give its subtotal and HST lines (%s)', (locale, amounts) => {
  const mails = [
    confirmationMail(subject({ locale }), { instructions: 'Interac' }),
    confirmationMail(subject({ locale }), { receiptNumber: 'R-2099-00001' }),
    refundMail(subject({ locale }), { number: 'CN-2099-00001', url: 'https://www.driveontario.ca/receipts/7' }, null),
  ];
  for (const mail of mails) expect(mail.text).toContain(amounts);
});

test('the office notice gives the amounts; French mails number a booking "n° 5", as the pages do', () => {
  expect(officeNoticeMail('office@example.com', 'en', subject()).text).toContain('Subtotal: $649.00\nHST (13%): $84.37\nTotal: $733.37');
  const refund = refundMail(subject({ locale: 'fr' }), { number: 'CN-2099-00001', url: 'https://www.driveontario.ca/fr/receipts/7' }, null);
  expect(refund.text).toContain('Votre réservation n° 5 pour');
  expect(refund.text).not.toMatch(/\bno 5\b/);
});

test('the office notice is written in the office’s language, whatever the student’s', () => {
  const notice = officeNoticeMail('office@example.com', 'fr', subject({ locale: 'ar' }));
  expect(notice.subject).toBe('Nouvelle réservation n° 5\u202F: BDE complet');
  expect(notice.text).toContain('Élève\u202F: Maya Chen <maya@example.com>');
  expect(notice.text).toContain('Sous-total\u202F: 649,00\u00A0$');
});
