import { PostgresAdapter, sql } from 'kysely';
import type { MigrationDb } from '../migrationDb';
import { torontoDay } from '../../../contract/torontoTime';

/*
 * bde_courses: the record of one BDE course, one per paid booking of a package with classroom
 * hours: its status (enrolled → in_progress → ready → certified, or withdrawn / expired), the day
 * it starts (the booking's first class day, else the day it was paid), the student's G1 licence,
 * and the consent to send the records to the Ministry, insurers and inspectors (its wording and
 * time, and a parent's or guardian's for a student under 18). Courses already paid for are
 * recorded here: in progress once an in-car lesson was taught, withdrawn when refunded.
 * PostgreSQL: its writes notify the other server processes (0013).
 */
export async function up(db: MigrationDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('bde_courses')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('booking_id', 'integer', (c) => c.notNull().unique().references('bookings.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('enrolled', 'in_progress', 'ready', 'certified', 'withdrawn', 'expired')`))
    .addColumn('course_start', 'text', (c) => c.notNull())
    .addColumn('g1_number', 'text')
    .addColumn('g1_expiry', 'text')
    .addColumn('consent_text', 'text')
    .addColumn('consent_at', 'text')
    .addColumn('guardian_name', 'text')
    .addColumn('guardian_consent_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bde_courses_user_idx').on('bde_courses').column('user_id').execute();

  const paid = await db
    .selectFrom('bookings')
    .innerJoin('packages', 'packages.id', 'bookings.package_id')
    .leftJoin('package_dates', 'package_dates.id', 'bookings.package_date_id')
    .select(['bookings.id', 'bookings.user_id', 'bookings.status', 'bookings.paid_at', 'bookings.created_at', 'package_dates.first_date'])
    .where('packages.course_hour_count', '>', 0)
    .where('bookings.status', 'in', ['paid', 'refunded'])
    .where('bookings.paid_at', 'is not', null)
    .orderBy('bookings.id')
    .execute();
  const taught = new Set(
    (await db.selectFrom('lessons').select('student_id').distinct().where('status', '=', 'completed').execute()).map((row) => row.student_id),
  );
  const now = new Date().toISOString();
  for (const booking of paid) {
    const status = booking.status === 'refunded' ? 'withdrawn' : taught.has(booking.user_id) ? 'in_progress' : 'enrolled';
    await db
      .insertInto('bde_courses')
      .values({
        booking_id: booking.id,
        user_id: booking.user_id,
        status,
        course_start: booking.first_date ?? torontoDay(booking.paid_at ?? booking.created_at),
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  if (pg) {
    await sql`create trigger data_changed after insert or update or delete or truncate on bde_courses for each statement execute function notify_data_changed()`.execute(
      db,
    );
  }
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('bde_courses').execute();
}
