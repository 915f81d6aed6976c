import type { AdminBooking, AdminPackage, AdminPackageDate } from '../../../api/officeApi';

/** Test data for the office's booking screens, in the contract's shapes (mockApi checks them against the spec). */
export const stamp = '2026-11-20T15:00:00.000Z';

export const packageDate = (over: Partial<AdminPackageDate> = {}): AdminPackageDate => ({
  id: 31,
  package_id: 4,
  first_date: '2026-12-05',
  second_date: '2026-12-06',
  from_time: '09:00',
  to_time: '15:00',
  capacity: 20,
  is_open: true,
  seats_taken: 17,
  seats_held: 2,
  seats_left: 3,
  bookings_count: 18,
  updated_at: stamp,
  ...over,
});

const name = { en: 'BDE Complete', fr: 'BDE complet', ar: 'الباقة الكاملة' };

export const adminPackage = (): AdminPackage => ({
  id: 4,
  name,
  description: { en: '', fr: '', ar: '' },
  price_cents: 100_000,
  hst_applies: true,
  in_car_hours: 10,
  course_hours: 20,
  service_ids: [],
  offer_ids: [],
  is_active: true,
  sort_order: 1,
  bookings_count: 18,
  dates: [packageDate()],
  created_at: stamp,
  updated_at: stamp,
});

export const booking = (over: Partial<AdminBooking> = {}): AdminBooking => ({
  id: 7,
  status: 'confirmed_unpaid',
  package: { id: 4, name },
  package_date: { id: 31, first_date: '2026-12-05', second_date: '2026-12-06', from_time: '09:00', to_time: '15:00' },
  discount: null,
  payment_method: 'at_school',
  payment_methods: [],
  hold_expires_at: null,
  payment_instructions: null,
  paid_at: null,
  cancelled_at: null,
  refunded_at: null,
  receipt: null,
  credit_notes: [],
  created_at: stamp,
  updated_at: stamp,
  lines: [{ kind: 'package', description: name, amount_cents: 100_000, hst_cents: 13_000 }],
  subtotal_cents: 100_000,
  hst_rate_bp: 1300,
  hst_cents: 13_000,
  total_cents: 113_000,
  student: { id: 3, name: 'Maya Chen', email: 'maya@example.com', phone: '613-555-0100' },
  partner: null,
  received_by: null,
  payment_reference: null,
  refund_method: null,
  cancel_reason: null,
  stripe_checkout_session_id: null,
  stripe_payment_intent_id: null,
  ...over,
});

export const paidBooking = (over: Partial<AdminBooking> = {}): AdminBooking =>
  booking({
    status: 'paid',
    paid_at: stamp,
    received_by: 'interac',
    payment_reference: 'CA1234',
    receipt: { id: 90, kind: 'receipt', number: 'R-2026-00042', issued_at: stamp },
    ...over,
  });

export const bookingPage = (rows: AdminBooking[], meta = { current_page: 1, per_page: 15, total: rows.length, last_page: 1 }) => ({
  success: true,
  data: rows,
  meta,
});

export const signedIn = {
  auth: { adminToken: 'admin-token', adminUser: { id: 1, name: 'Admin', email: 'admin@example.com', role: 'admin' }, customerToken: null },
};
