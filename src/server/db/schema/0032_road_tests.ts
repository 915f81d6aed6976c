import { PostgresAdapter, sql } from 'kysely';
import type { MigrationDb } from '../migrationDb';

/*
 * Road tests: a student's G2 or G test at a DriveTest centre (an id of the static list in
 * resources/roadTests/centres.ts), its Toronto day and time when known, the attempt at that class,
 * and its result (`not_taken`: cancelled by DriveTest, no attempt). The warm-up lesson (the
 * student's lesson ending shortly before the test) and its instructor are kept on the row, so the
 * pass rate by instructor is one GROUP BY. `recorded_by`: who wrote it last (a student may remove
 * only their own). Indexed for the student's list and the first-attempt pass rates by day.
 * PostgreSQL: writes notify the other server processes (0013).
 */
export async function up(db: MigrationDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const key = pg ? ('serial' as const) : ('integer' as const);
  await db.schema
    .createTable('road_tests')
    .addColumn('id', key, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('class', 'text', (c) => c.notNull().check(sql`class in ('G2', 'G')`))
    .addColumn('taken_on', 'text', (c) => c.notNull())
    .addColumn('test_time', 'text')
    .addColumn('centre_id', 'text', (c) => c.notNull())
    .addColumn('attempt', 'integer', (c) => c.notNull().check(sql`attempt between 1 and 20`))
    .addColumn('result', 'text', (c) => c.notNull().check(sql`result in ('pass', 'fail', 'not_taken')`))
    .addColumn('warmup_lesson_id', 'integer', (c) => c.references('lessons.id').onDelete('set null'))
    .addColumn('instructor_id', 'integer', (c) => c.references('instructors.id').onDelete('set null'))
    .addColumn('recorded_by', 'text', (c) => c.notNull().check(sql`recorded_by in ('student', 'office')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('road_tests_student_idx').on('road_tests').columns(['student_id', 'class', 'taken_on']).execute();
  await db.schema.createIndex('road_tests_attempt_day_idx').on('road_tests').columns(['attempt', 'taken_on']).execute();
  if (pg) {
    await sql`create trigger data_changed after insert or update or delete or truncate on road_tests for each statement execute function notify_data_changed()`.execute(
      db,
    );
  }
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('road_tests').execute();
}
