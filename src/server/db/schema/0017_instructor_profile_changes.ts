import { PostgresAdapter, sql } from 'kysely';
import type { MigrationDb } from '../migrationDb';

/*
 * instructor_profile_changes: an approved instructor's public profile (names, languages, bios,
 * car, business phone, car photo) as they last changed it, waiting for the office's review
 * (`pending`) or refused with a reason (`rejected`), while the instructors row keeps serving the
 * approved version. One per instructor: a new change replaces the one before.
 * PostgreSQL: its writes notify the other server processes, as every table answers are kept from
 * does (0013).
 */
export async function up(db: MigrationDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('instructor_profile_changes')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('instructor_id', 'integer', (c) => c.notNull().unique().references('instructors.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'rejected')`))
    .addColumn('f_name', 'text', (c) => c.notNull())
    .addColumn('l_name', 'text', (c) => c.notNull())
    .addColumn('languages', 'text', (c) => c.notNull())
    .addColumn('bio_en', 'text', (c) => c.notNull())
    .addColumn('bio_fr', 'text', (c) => c.notNull())
    .addColumn('bio_ar', 'text', (c) => c.notNull())
    .addColumn('car_make_model', 'text', (c) => c.notNull())
    .addColumn('public_phone', 'text')
    .addColumn('car_image_url', 'text')
    .addColumn('submitted_at', 'text', (c) => c.notNull())
    .addColumn('reviewed_at', 'text')
    .addColumn('review_reason', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  if (pg) {
    await sql`create trigger data_changed after insert or update or delete or truncate on instructor_profile_changes for each statement execute function notify_data_changed()`.execute(
      db,
    );
  }
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('instructor_profile_changes').execute();
}
