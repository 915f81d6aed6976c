import type { Booking, PublicPackage, Receipt } from '../../../api/signedInApi';

/*
 * Replies of the selling endpoints for the student's screens' tests (mockApi checks each against
 * the spec). Amounts follow the server's rules: 13% HST per line, rounded half away from zero.
 */

const text = (en: string, fr: string, ar: string) => ({ en, fr, ar });

export const bdePackage: PublicPackage = {
  id: 1,
  name: text('BDE Complete', 'Formation complète', 'الدورة الكاملة'),
  description: text('10 in-car and 20 online hours', '10 heures en voiture et 20 en ligne', '10 ساعات في السيارة و20 عبر الإنترنت'),
  price_cents: 69900,
  hst_applies: true,
  hst_rate_bp: 1300,
  hst_cents: 9087,
  total_cents: 78987,
  in_car_hours: 10,
  course_hours: 20,
  service_ids: [7],
  offer_ids: [],
  dates: [
    { id: 31, first_date: '2026-12-05', second_date: '2026-12-06', from_time: '09:00', to_time: '15:00', capacity: 12, seats_left: 0 },
    { id: 32, first_date: '2027-01-09', second_date: null, from_time: '10:00', to_time: '16:00', capacity: 12, seats_left: 4 },
  ],
};

export const refresherPackage: PublicPackage = {
  id: 2,
  name: text('Refresher', 'Rappel', 'دورة تنشيطية'),
  description: text('5 in-car hours', '5 heures en voiture', '5 ساعات في السيارة'),
  price_cents: 32900,
  hst_applies: true,
  hst_rate_bp: 1300,
  hst_cents: 4277,
  total_cents: 37177,
  in_car_hours: 5,
  course_hours: 0,
  service_ids: [],
  offer_ids: [4],
  dates: [],
};

export const packagesReply = { body: { success: true, data: [bdePackage, refresherPackage] } };
/** The student is on no waiting list. */
export const noWaitlist = { body: { success: true, data: [] } };

export const heldBooking: Booking = {
  id: 55,
  status: 'held',
  package: { id: bdePackage.id, name: bdePackage.name },
  package_date: { id: 32, first_date: '2027-01-09', second_date: null, from_time: '10:00', to_time: '16:00' },
  discount: { code: 'LSU10', partner_name: 'Lakeshore University' },
  lines: [
    { kind: 'package', description: bdePackage.name, amount_cents: 69900, hst_cents: 9087 },
    {
      kind: 'discount',
      description: text('Partner discount (Lakeshore University)', 'Rabais partenaire (Lakeshore University)', 'خصم الشريك (Lakeshore University)'),
      amount_cents: -5000,
      hst_cents: -650,
    },
  ],
  subtotal_cents: 64900,
  hst_rate_bp: 1300,
  hst_cents: 8437,
  total_cents: 73337,
  payment_method: null,
  payment_methods: ['card', 'at_school'],
  hold_expires_at: '2099-01-01T15:00:00.000Z',
  payment_instructions: null,
  paid_at: null,
  cancelled_at: null,
  refunded_at: null,
  receipt: null,
  credit_notes: [],
  created_at: '2026-11-24T20:00:00.000Z',
  updated_at: '2026-11-24T20:00:00.000Z',
};

export const receipt: Receipt = {
  id: 9,
  kind: 'receipt',
  number: 'R-2026-00042',
  issued_at: '2026-11-24T20:10:00.000Z',
  refers_to: null,
  booking_id: heldBooking.id,
  locale: 'en',
  school: { legal_name: 'Drive Ontario Inc.', address: '1 Princess St\nKingston ON K7L 1A1', hst_number: '123456789 RT0001' },
  student: { id: 3, name: 'Sam Student', email: 'sam@example.com', phone: null },
  package: heldBooking.package,
  package_date: heldBooking.package_date,
  lines: heldBooking.lines,
  subtotal_cents: heldBooking.subtotal_cents,
  hst_rate_bp: heldBooking.hst_rate_bp,
  hst_cents: heldBooking.hst_cents,
  total_cents: heldBooking.total_cents,
  received_by: 'stripe',
  paid_at: '2026-11-24T20:09:00.000Z',
};

export const signedIn = { auth: { adminToken: null, adminUser: null, customerToken: 'tok-1' } };
