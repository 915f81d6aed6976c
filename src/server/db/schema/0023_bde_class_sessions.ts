import { PostgresAdapter, sql } from 'kysely';
import type { MigrationDb } from '../migrationDb';

/*
 * bde_class_sessions: the classes of a BDE class date (a package date), each on one Toronto day
 * (`day`, kept beside its instants for the per-day rules), in a room or online, with the instructor
 * teaching it when known. bde_attendance: per session and course, whether the student was present,
 * late or absent and for how many minutes; a course's class hours add up from it. Recorded by the
 * office or the session's instructor (`recorded_by`, a user). PostgreSQL: writes notify the other
 * server processes (0013).
 */
export async function up(db: MigrationDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('bde_class_sessions')
    .addColumn('id', pg ? 'serial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('package_date_id', 'integer', (c) => c.notNull().references('package_dates.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('classroom', 'online')`))
    .addColumn('room', 'text')
    .addColumn('instructor_id', 'integer', (c) => c.references('instructors.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bde_class_sessions_date_idx').on('bde_class_sessions').columns(['package_date_id', 'day']).execute();
  await db.schema
    .createTable('bde_attendance')
    .addColumn('session_id', 'integer', (c) => c.notNull().references('bde_class_sessions.id').onDelete('cascade'))
    .addColumn('course_id', 'integer', (c) => c.notNull().references('bde_courses.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('present', 'late', 'absent')`))
    .addColumn('minutes', 'integer', (c) => c.notNull())
    .addColumn('recorded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('bde_attendance_pk', ['session_id', 'course_id'])
    .execute();
  await db.schema.createIndex('bde_attendance_course_idx').on('bde_attendance').column('course_id').execute();
  if (pg) {
    for (const table of ['bde_class_sessions', 'bde_attendance']) {
      await sql`create trigger data_changed after insert or update or delete or truncate on ${sql.table(table)} for each statement execute function notify_data_changed()`.execute(
        db,
      );
    }
  }
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('bde_attendance').execute();
  await db.schema.dropTable('bde_class_sessions').execute();
}
