import { PostgresAdapter, sql } from 'kysely';
import type { MigrationDb } from '../migrationDb';

/*
 * waitlist_entries: a student in line for a sold-out class date (a package date). `position`
 * orders those waiting (the office may move one); an entry `offered` holds a seat for its student
 * alone until `offer_expires_at` and counts among the date's seats taken meanwhile; it ends
 * `booked` (with the booking that took the seat), `declined`, `lapsed`, `left` or `removed`. One
 * open entry (waiting or offered) per student and date, which the database enforces. The school's
 * `waitlist_offer_hours` (12) is how long an offer runs. PostgreSQL: writes notify the other server
 * processes (0013).
 */
export async function up(db: MigrationDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('waitlist_entries')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('package_date_id', 'integer', (c) => c.notNull().references('package_dates.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('waiting', 'offered', 'booked', 'declined', 'lapsed', 'left', 'removed')`))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('joined_at', 'text', (c) => c.notNull())
    .addColumn('offered_at', 'text')
    .addColumn('offer_expires_at', 'text')
    .addColumn('booking_id', 'integer', (c) => c.references('bookings.id').onDelete('set null'))
    .addColumn('closed_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('waitlist_entries_open_idx')
    .on('waitlist_entries')
    .columns(['package_date_id', 'user_id'])
    .unique()
    .where(sql.ref('status'), 'in', ['waiting', 'offered'])
    .execute();
  await db.schema.createIndex('waitlist_entries_line_idx').on('waitlist_entries').columns(['package_date_id', 'status', 'position']).execute();
  await db.schema.createIndex('waitlist_entries_user_idx').on('waitlist_entries').column('user_id').execute();
  await db.schema
    .alterTable('school_settings')
    .addColumn('waitlist_offer_hours', 'integer', (c) => c.notNull().defaultTo(12))
    .execute();
  if (pg) {
    await sql`create trigger data_changed after insert or update or delete or truncate on waitlist_entries for each statement execute function notify_data_changed()`.execute(
      db,
    );
  }
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('school_settings').dropColumn('waitlist_offer_hours').execute();
  await db.schema.dropTable('waitlist_entries').execute();
}
