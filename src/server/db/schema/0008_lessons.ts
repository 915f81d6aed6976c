import { PostgresAdapter, sql, type CreateTableBuilder } from 'kysely';
import type { MigrationDb } from '../migrationDb';

/*
 * In-car lessons.
 * - lessons: one per lesson a student books with an instructor, instants in UTC; `counted` says
 *   whether its hours are used (a cancellation before the cut-off returns them); `sequence` is
 *   its calendar event's SEQUENCE, raised on each change so calendars apply the latest mail;
 *   `reminder_queued_at` is set by the one sweep that queues its reminder.
 * - lesson_units: one row per half-hour a booked lesson holds. Its unique keys (instructor,
 *   half-hour) and (student, half-hour) make a double booking impossible on both engines, however
 *   many requests race: the loser's insert fails and its transaction writes nothing. A lesson's
 *   units are deleted when it is cancelled, so the time is free again.
 * - bookings.in_car_hours: the package's in-car hours frozen when booked (a package changed later
 *   does not change what was bought); existing bookings take their package's current count.
 * - school_settings.lesson_cancel_cutoff_hours: how long before a lesson a student may still
 *   cancel it with the hours back, or move it.
 */
export async function up(db: MigrationDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = <T extends string>(t: CreateTableBuilder<T, never>) =>
    pg ? t.addColumn('id', 'serial', (c) => c.primaryKey()) : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  await id(db.schema.createTable('lessons'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('instructor_id', 'integer', (c) => c.notNull().references('instructors.id').onDelete('cascade'))
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) => c.notNull().check(sql`duration_minutes in (60, 120)`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('booked', 'cancelled', 'completed', 'no_show')`))
    .addColumn('counted', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('booked_by', 'text', (c) => c.notNull().check(sql`booked_by in ('student', 'office')`))
    .addColumn('cancel_reason', 'text')
    .addColumn('cancelled_at', 'text')
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reminder_queued_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lessons_student_id_starts_at_idx').on('lessons').columns(['student_id', 'starts_at']).execute();
  await db.schema.createIndex('lessons_starts_at_idx').on('lessons').column('starts_at').execute();

  await db.schema
    .createTable('lesson_units')
    .addColumn('lesson_id', 'integer', (c) => c.notNull().references('lessons.id').onDelete('cascade'))
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('instructor_id', 'integer', (c) => c.notNull())
    .addColumn('student_id', 'integer', (c) => c.notNull())
    .addUniqueConstraint('lesson_units_instructor_starts_at_key', ['instructor_id', 'starts_at'])
    .addUniqueConstraint('lesson_units_student_starts_at_key', ['student_id', 'starts_at'])
    .execute();
  await db.schema.createIndex('lesson_units_lesson_id_idx').on('lesson_units').column('lesson_id').execute();

  await db.schema
    .alterTable('bookings')
    .addColumn('in_car_hours', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .updateTable('bookings')
    .set({ in_car_hours: sql`coalesce((select behind_the_wheel_hour_count from packages where packages.id = bookings.package_id), 0)` })
    .execute();

  await db.schema
    .alterTable('school_settings')
    .addColumn('lesson_cancel_cutoff_hours', 'integer', (c) => c.notNull().defaultTo(48))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('school_settings').dropColumn('lesson_cancel_cutoff_hours').execute();
  await db.schema.alterTable('bookings').dropColumn('in_car_hours').execute();
  await db.schema.dropTable('lesson_units').ifExists().execute();
  await db.schema.dropTable('lessons').ifExists().execute();
}
