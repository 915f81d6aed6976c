import type { components } from '../../../contract/generated/openapi.gen';
import type { Booking, PackageDate, Receipt, SchoolSettings } from '../../db/schema';
import type { CardPayments } from '../../payments/provider';
import type { DocumentBody } from './documents';
import { paymentMethodsFor, payableHold, statusAt } from './holds';
import { packageName, type BookingLine } from './pricing';
import type { BookingContext, Student } from './repository';

type Schemas = components['schemas'];

const dateRef = (d: PackageDate) => ({ id: d.id, first_date: d.first_date, second_date: d.second_date, from_time: d.from_time, to_time: d.to_time });

const documentRef = (d: Receipt): Schemas['DocumentRef'] => ({ id: d.id, kind: d.kind, number: d.number, issued_at: d.issued_at });

export const toStudent = (s: Student): Schemas['BookingStudent'] => ({ id: s.id, name: s.name, email: s.email, phone: s.phone_number });

/** What a booking answer needs besides its rows: the settings and card payments, at one instant. */
export interface Viewpoint {
  settings: SchoolSettings;
  cards: CardPayments | null;
  now: string;
}

export function toApiBooking(b: Booking, ctx: BookingContext, view: Viewpoint): Schemas['Booking'] {
  const pkg = ctx.packages.get(b.package_id)!;
  const date = b.package_date_id === null ? undefined : ctx.dates.get(b.package_date_id);
  const documents = ctx.documents.get(b.id) ?? [];
  const receipt = documents.find((d) => d.kind === 'receipt');
  const status = statusAt(b, view.now);
  const { settings } = view;
  return {
    id: b.id,
    status,
    package: { id: pkg.id, name: packageName(pkg) },
    package_date: date ? dateRef(date) : null,
    discount: b.discount_code ? { code: b.discount_code, partner_name: b.partner_name ?? '' } : null,
    payment_method: b.payment_method,
    payment_methods: status === 'held' && payableHold(b, view.now) ? paymentMethodsFor(settings, view.cards, b.total_cents) : [],
    hold_expires_at: status === 'held' ? b.hold_expires_at : null,
    payment_instructions:
      status === 'confirmed_unpaid'
        ? {
            en: settings.payment_instructions_en,
            fr: settings.payment_instructions_fr || settings.payment_instructions_en,
            ar: settings.payment_instructions_ar || settings.payment_instructions_en,
          }
        : null,
    paid_at: b.paid_at,
    cancelled_at: b.cancelled_at,
    refunded_at: b.refunded_at,
    receipt: receipt ? documentRef(receipt) : null,
    credit_notes: documents.filter((d) => d.kind === 'credit_note').map(documentRef),
    lines: JSON.parse(b.lines) as BookingLine[],
    subtotal_cents: b.subtotal_cents,
    hst_rate_bp: b.hst_rate_bp,
    hst_cents: b.hst_cents,
    total_cents: b.total_cents,
    created_at: b.created_at,
    updated_at: b.updated_at,
  };
}

export function toAdminBooking(b: Booking, ctx: BookingContext, view: Viewpoint): Schemas['AdminBooking'] {
  return {
    ...toApiBooking(b, ctx, view),
    student: toStudent(ctx.students.get(b.user_id)!),
    partner: b.partner_id !== null ? { id: b.partner_id, name: b.partner_name ?? '' } : null,
    received_by: b.received_by,
    payment_reference: b.payment_reference,
    refund_method: b.refund_method,
    cancel_reason: b.cancel_reason,
    stripe_checkout_session_id: b.stripe_checkout_session_id,
    stripe_payment_intent_id: b.stripe_payment_intent_id,
  };
}

/** A receipt or credit note as printed: its frozen body, its number, and the receipt a credit note refers to. */
export function toApiDocument(doc: Receipt, refersTo: Receipt | undefined): Schemas['Receipt'] {
  const body = JSON.parse(doc.body) as DocumentBody;
  return {
    ...body,
    id: doc.id,
    kind: doc.kind,
    number: doc.number,
    issued_at: doc.issued_at,
    refers_to: refersTo ? documentRef(refersTo) : null,
  };
}
