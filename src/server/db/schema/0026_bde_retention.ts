import { PostgresAdapter, sql } from 'kysely';
import type { MigrationDb } from '../migrationDb';

/*
 * A BDE course's record is kept while the school's retention period runs (`bde_retention_years`
 * after the course closed: certified, withdrawn or expired), whatever deletes it: the course
 * itself, or its student or booking, whose deletion would cascade to it. The database refuses,
 * aborting the whole statement with `bde_course_retained`; an open course is always kept.
 * `closed_at` is when the course closed; courses already closed take their last change.
 */
export async function up(db: MigrationDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable('bde_courses').addColumn('closed_at', 'text').execute();
  await sql`update bde_courses set closed_at = updated_at where status in ('certified', 'withdrawn', 'expired')`.execute(db);
  if (pg) {
    await sql`
      create function bde_course_retained() returns trigger language plpgsql as $$
      begin
        if old.closed_at is null
          or old.closed_at::timestamptz > now() - make_interval(years => coalesce((select bde_retention_years from school_settings limit 1), 5)) then
          raise exception 'bde_course_retained: course % is kept while its retention period runs', old.id using errcode = 'P0001';
        end if;
        return old;
      end
      $$`.execute(db);
    await sql`create trigger bde_courses_retained before delete on bde_courses for each row execute function bde_course_retained()`.execute(db);
  } else {
    await sql`
      create trigger bde_courses_retained before delete on bde_courses
      when old.closed_at is null
        or old.closed_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || coalesce((select bde_retention_years from school_settings limit 1), 5) || ' years')
      begin
        select raise(abort, 'bde_course_retained: a course is kept while its retention period runs');
      end`.execute(db);
  }
}

export async function down(db: MigrationDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await sql`drop trigger bde_courses_retained${pg ? sql` on bde_courses` : sql``}`.execute(db);
  if (pg) await sql`drop function bde_course_retained()`.execute(db);
  await db.schema.alterTable('bde_courses').dropColumn('closed_at').execute();
}
