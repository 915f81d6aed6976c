import { sql, type Transaction } from 'kysely';
import type { Booking, Database, MoneyChannel, PackageDate, Receipt, SchoolSettings } from '../../db/schema';
import { torontoDate } from '../../../contract/torontoTime';
import { packageName, type BookingLine, type LocalizedText } from './pricing';
import type { Student } from './repository';

export type DocumentKind = Receipt['kind'];

/** What a receipt or credit note prints, frozen when it is issued. */
export interface DocumentBody {
  booking_id: number;
  locale: Booking['locale'];
  school: { legal_name: string; address: string; hst_number: string };
  student: { id: number; name: string; email: string; phone: string | null };
  package: { id: number; name: LocalizedText };
  package_date: { id: number; first_date: string; second_date: string | null; from_time: string; to_time: string } | null;
  received_by: MoneyChannel;
  paid_at: string;
  lines: BookingLine[];
  subtotal_cents: number;
  hst_rate_bp: number;
  hst_cents: number;
  total_cents: number;
}

const PREFIX: Record<DocumentKind, string> = { receipt: 'R', credit_note: 'CN' };

/**
 * The next number of a kind in the year: one statement that creates the year's row or increments
 * it, run in the transaction that records the payment or refund, so numbers are never reused and
 * leave no gaps (the row stays locked until that transaction ends).
 */
async function nextSequence(trx: Transaction<Database>, kind: DocumentKind, year: number): Promise<number> {
  const row = await trx
    .insertInto('document_sequences')
    .values({ kind, year, last_seq: 1 })
    .onConflict((oc) => oc.columns(['kind', 'year']).doUpdateSet({ last_seq: sql<number>`document_sequences.last_seq + 1` }))
    .returning('last_seq')
    .executeTakeFirstOrThrow();
  return Number(row.last_seq);
}

export const documentNumber = (kind: DocumentKind, year: number, seq: number) => `${PREFIX[kind]}-${year}-${String(seq).padStart(5, '0')}`;

export interface DocumentSubject {
  booking: Booking;
  student: Student;
  pkg: { id: number; en_name: string; fr_name: string; ar_name: string };
  date: PackageDate | null;
  settings: SchoolSettings;
}

/** The frozen body of a document about `booking`: money `channel` at `at`. */
export function documentBody({ booking, student, pkg, date, settings }: DocumentSubject, channel: MoneyChannel, at: string): DocumentBody {
  return {
    booking_id: booking.id,
    locale: booking.locale,
    school: { legal_name: settings.legal_name, address: settings.address, hst_number: settings.hst_number },
    student: { id: student.id, name: student.name, email: student.email, phone: student.phone_number },
    package: { id: pkg.id, name: packageName(pkg) },
    package_date: date && { id: date.id, first_date: date.first_date, second_date: date.second_date, from_time: date.from_time, to_time: date.to_time },
    received_by: channel,
    paid_at: at,
    lines: JSON.parse(booking.lines) as BookingLine[],
    subtotal_cents: booking.subtotal_cents,
    hst_rate_bp: booking.hst_rate_bp,
    hst_cents: booking.hst_cents,
    total_cents: booking.total_cents,
  };
}

/** Issues a receipt or credit note with the next number of its kind in the Toronto year of `issuedAt`. */
export async function issueDocument(
  trx: Transaction<Database>,
  kind: DocumentKind,
  body: DocumentBody,
  issuedAt: string,
  refersToId: number | null,
): Promise<Receipt> {
  const year = torontoDate(new Date(issuedAt)).year;
  const seq = await nextSequence(trx, kind, year);
  return trx
    .insertInto('receipts')
    .values({
      booking_id: body.booking_id,
      kind,
      year,
      seq,
      number: documentNumber(kind, year, seq),
      refers_to_id: refersToId,
      locale: body.locale,
      body: JSON.stringify(body),
      issued_at: issuedAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
