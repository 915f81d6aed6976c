import { PostgresAdapter, sql, type CreateTableBuilder } from 'kysely';
import type { MigrationDb } from '../migrationDb';

/*
 * Selling packages.
 * - packages gain Arabic texts, a price in integer cents (the old `price` in dollars stays, kept
 *   equal to price_cents / 100 for the clients that read it), whether HST applies, an active flag
 *   and a version; package_services / package_offers say which public services and offers a
 *   package fulfils.
 * - package_dates gain a seat capacity, an open flag and a version.
 * - bookings: one per student and class (or package without dates), with its priced lines frozen
 *   as JSON; seats are counted from them (no counter to drift).
 * - receipts: receipts and credit notes, their printed content frozen as JSON; numbers come from
 *   document_sequences, one row per kind and year incremented in the paying transaction.
 * - school_settings: one row (id 1) of the school's legal and payment settings.
 * - stripe_events: ids of applied Stripe events, so a redelivered event changes nothing.
 * - partner_students may name the student (user) and booking that used the partner's code.
 * - mail_outbox gains attachments (JSON list), for calendar files.
 */
export async function up(db: MigrationDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = <T extends string>(t: CreateTableBuilder<T, never>) =>
    pg ? t.addColumn('id', 'serial', (c) => c.primaryKey()) : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  const now = new Date().toISOString();

  await db.schema
    .alterTable('packages')
    .addColumn('ar_name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('packages')
    .addColumn('ar_description', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('packages')
    .addColumn('price_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('packages')
    .addColumn('hst_applies', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('packages')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('packages')
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db
    .updateTable('packages')
    .set({ price_cents: sql`cast(round(price * 100) as integer)`, updated_at: sql`created_at` })
    .execute();

  await db.schema
    .createTable('package_services')
    .addColumn('package_id', 'integer', (c) => c.notNull().references('packages.id').onDelete('cascade'))
    .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('package_services_pkey', ['package_id', 'service_id'])
    .execute();
  await db.schema
    .createTable('package_offers')
    .addColumn('package_id', 'integer', (c) => c.notNull().references('packages.id').onDelete('cascade'))
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('content_items.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('package_offers_pkey', ['package_id', 'offer_id'])
    .execute();

  await db.schema
    .alterTable('package_dates')
    .addColumn('capacity', 'integer', (c) => c.notNull().defaultTo(20))
    .execute();
  await db.schema
    .alterTable('package_dates')
    .addColumn('is_open', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('package_dates')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .alterTable('package_dates')
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
    .execute();

  await id(db.schema.createTable('bookings'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('package_id', 'integer', (c) => c.notNull().references('packages.id'))
    .addColumn('package_date_id', 'integer', (c) => c.references('package_dates.id'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('held', 'expired', 'confirmed_unpaid', 'paid', 'cancelled', 'refunded')`))
    .addColumn('hold_expires_at', 'text')
    .addColumn('payment_method', 'text', (c) => c.check(sql`payment_method in ('card', 'at_school')`))
    .addColumn('discount_code', 'text')
    .addColumn('partner_id', 'integer', (c) => c.references('partners.id').onDelete('set null'))
    .addColumn('partner_name', 'text')
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('subtotal_cents', 'integer', (c) => c.notNull())
    .addColumn('hst_rate_bp', 'integer', (c) => c.notNull())
    .addColumn('hst_cents', 'integer', (c) => c.notNull())
    .addColumn('total_cents', 'integer', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('stripe_checkout_session_id', 'text')
    .addColumn('stripe_session_expires_at', 'text')
    .addColumn('stripe_payment_intent_id', 'text')
    .addColumn('received_by', 'text')
    .addColumn('payment_reference', 'text')
    .addColumn('refund_method', 'text')
    .addColumn('cancel_reason', 'text')
    .addColumn('paid_at', 'text')
    .addColumn('cancelled_at', 'text')
    .addColumn('refunded_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bookings_package_date_status_idx').on('bookings').columns(['package_date_id', 'status']).execute();
  await db.schema.createIndex('bookings_package_status_idx').on('bookings').columns(['package_id', 'status']).execute();
  await db.schema.createIndex('bookings_user_idx').on('bookings').column('user_id').execute();
  await db.schema.createIndex('bookings_status_hold_idx').on('bookings').columns(['status', 'hold_expires_at']).execute();
  await db.schema.createIndex('bookings_created_at_idx').on('bookings').column('created_at').execute();
  await db.schema.createIndex('bookings_stripe_session_idx').on('bookings').column('stripe_checkout_session_id').unique().execute();

  await db.schema
    .createTable('document_sequences')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('last_seq', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('document_sequences_pkey', ['kind', 'year'])
    .execute();
  await id(db.schema.createTable('receipts'))
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('receipt', 'credit_note')`))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('refers_to_id', 'integer', (c) => c.references('receipts.id'))
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('receipts_kind_year_seq_key', ['kind', 'year', 'seq'])
    .execute();
  await db.schema.createIndex('receipts_booking_idx').on('receipts').column('booking_id').execute();

  await db.schema
    .createTable('school_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('legal_name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('hst_number', 'text', (c) => c.notNull())
    .addColumn('hst_rate_bp', 'integer', (c) => c.notNull())
    .addColumn('payment_instructions_en', 'text', (c) => c.notNull())
    .addColumn('payment_instructions_fr', 'text', (c) => c.notNull())
    .addColumn('payment_instructions_ar', 'text', (c) => c.notNull())
    .addColumn('hold_minutes', 'integer', (c) => c.notNull())
    .addColumn('pay_at_school_enabled', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // Ontario's HST is 13 %; a 15-minute hold keeps a seat long enough to pay without blocking a class.
  await db
    .insertInto('school_settings')
    .values({
      id: 1,
      legal_name: '',
      address: '',
      hst_number: '',
      hst_rate_bp: 1300,
      payment_instructions_en: 'Pay by Interac e-Transfer, or in cash or by card at the office, before the first class.',
      payment_instructions_fr: '',
      payment_instructions_ar: '',
      hold_minutes: 15,
      pay_at_school_enabled: 1,
      updated_at: now,
    })
    .execute();

  await db.schema
    .createTable('stripe_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();

  // Plain columns: SQLite cannot drop a column that a foreign key names, and down must work there.
  await db.schema.alterTable('partner_students').addColumn('user_id', 'integer').execute();
  await db.schema.alterTable('partner_students').addColumn('booking_id', 'integer').execute();
  await db.schema.createIndex('partner_students_partner_user_idx').on('partner_students').columns(['partner_id', 'user_id']).unique().execute();

  await db.schema.alterTable('mail_outbox').addColumn('attachments', 'text').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('attachments').execute();
  await db.schema.dropIndex('partner_students_partner_user_idx').execute();
  await db.schema.alterTable('partner_students').dropColumn('booking_id').execute();
  await db.schema.alterTable('partner_students').dropColumn('user_id').execute();
  for (const table of ['stripe_events', 'school_settings', 'receipts', 'document_sequences', 'bookings', 'package_offers', 'package_services']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  for (const column of ['updated_at', 'created_at', 'is_open', 'capacity']) {
    await db.schema.alterTable('package_dates').dropColumn(column).execute();
  }
  for (const column of ['updated_at', 'is_active', 'hst_applies', 'price_cents', 'ar_description', 'ar_name']) {
    await db.schema.alterTable('packages').dropColumn(column).execute();
  }
}
