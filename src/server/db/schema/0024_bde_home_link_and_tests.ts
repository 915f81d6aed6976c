import { PostgresAdapter, sql } from 'kysely';
import type { MigrationDb } from '../migrationDb';

/*
 * bde_home_link_assignments: the home-link work the school sets (a title in each language and the
 * minutes it credits). bde_home_link_work: a course's assignment marked done by the student, with
 * the parent's or guardian's name, then accepted by the office or an instructor (`accepted_by`, a
 * user). bde_final_tests: each sitting of a course's final test (retakes are new rows), its theory
 * and in-car scores and whether both reached the pass mark then in force. bde_courses.ready_at: when
 * the course last became ready to certify (the office's queue is oldest first). An assignment with
 * work recorded is never deleted (the records keep it). PostgreSQL: writes notify the other server
 * processes (0013).
 */
export async function up(db: MigrationDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = pg ? 'serial' : 'integer';
  await db.schema
    .createTable('bde_home_link_assignments')
    .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('en_title', 'text', (c) => c.notNull())
    .addColumn('fr_title', 'text', (c) => c.notNull())
    .addColumn('ar_title', 'text', (c) => c.notNull())
    .addColumn('minutes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('bde_home_link_work')
    .addColumn('course_id', 'integer', (c) => c.notNull().references('bde_courses.id').onDelete('cascade'))
    .addColumn('assignment_id', 'integer', (c) => c.notNull().references('bde_home_link_assignments.id').onDelete('restrict'))
    .addColumn('guardian_name', 'text', (c) => c.notNull())
    .addColumn('done_at', 'text', (c) => c.notNull())
    .addColumn('accepted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('accepted_at', 'text')
    .addPrimaryKeyConstraint('bde_home_link_work_pk', ['course_id', 'assignment_id'])
    .execute();
  await db.schema.createIndex('bde_home_link_work_assignment_idx').on('bde_home_link_work').column('assignment_id').execute();
  await db.schema
    .createTable('bde_final_tests')
    .addColumn('id', id, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('course_id', 'integer', (c) => c.notNull().references('bde_courses.id').onDelete('cascade'))
    .addColumn('taken_on', 'text', (c) => c.notNull())
    .addColumn('theory_percent', 'integer', (c) => c.notNull())
    .addColumn('in_car_percent', 'integer', (c) => c.notNull())
    .addColumn('passed', 'integer', (c) => c.notNull())
    .addColumn('recorded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bde_final_tests_course_idx').on('bde_final_tests').column('course_id').execute();
  await db.schema.alterTable('bde_courses').addColumn('ready_at', 'text').execute();
  if (pg) {
    for (const table of ['bde_home_link_assignments', 'bde_home_link_work', 'bde_final_tests']) {
      await sql`create trigger data_changed after insert or update or delete or truncate on ${sql.table(table)} for each statement execute function notify_data_changed()`.execute(
        db,
      );
    }
  }
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('bde_courses').dropColumn('ready_at').execute();
  await db.schema.dropTable('bde_final_tests').execute();
  await db.schema.dropTable('bde_home_link_work').execute();
  await db.schema.dropTable('bde_home_link_assignments').execute();
}
