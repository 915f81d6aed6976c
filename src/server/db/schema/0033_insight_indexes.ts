import type { MigrationDb } from '../migrationDb';

/*
 * Indexes the office's figures (resources/insight) range over: money by the day it was paid or
 * refunded, BDE courses by their start and certificate, class dates by their first day. Lessons
 * get an index holding every column the figures read, by start: a year's lessons are read from the
 * index alone (tens of thousands of rows, each a random read of the table otherwise).
 */
const INDEXES = [
  ['bookings_paid_at_idx', 'bookings', ['paid_at']],
  ['bookings_refunded_at_idx', 'bookings', ['refunded_at']],
  ['bde_courses_start_idx', 'bde_courses', ['course_start']],
  ['bde_courses_certified_on_idx', 'bde_courses', ['certified_on']],
  ['package_dates_first_date_idx', 'package_dates', ['first_date']],
  [
    'lessons_figures_idx',
    'lessons',
    ['starts_at', 'instructor_id', 'status', 'counted', 'duration_minutes', 'taught_minutes', 'reminder_texted_at', 'cancelled_at'],
  ],
] as const;

export async function up(db: MigrationDb): Promise<void> {
  for (const [name, table, columns] of INDEXES)
    await db.schema
      .createIndex(name)
      .on(table)
      .columns([...columns])
      .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
}
