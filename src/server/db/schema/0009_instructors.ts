import { PostgresAdapter, sql, type CreateTableBuilder } from 'kysely';
import type { MigrationDb } from '../migrationDb';

/*
 * Instructors apply, are reviewed, publish their hours and log their lessons.
 * - personal_access_tokens.area may be 'instructor': a "teacher" account's token opens the
 *   instructor area only.
 * - instructors: an applicant's row belongs to their account (`user_id`; the instructors the
 *   school entered itself have none); profile, licence, review state. `submitted_at` null is a
 *   draft the office does not see; `status` stays pending/accepted/rejected.
 * - instructor_documents: one private file per kind and instructor, stored outside the public
 *   uploads under `stored_name`.
 * - instructor_weekly_hours / instructor_exceptions: Toronto wall-clock hours by weekday, and days
 *   off or extra hours on dates; they replace instructor_dates, whose rows become extra hours.
 * - lessons.taught_minutes: what the instructor recorded as taught (progress counts it).
 * - lesson_logs / lesson_log_changes: a completed lesson's BDE in-car log entry, and every write
 *   made to it with who made it and when.
 */
export async function up(db: MigrationDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const id = <T extends string>(t: CreateTableBuilder<T, never>) =>
    pg ? t.addColumn('id', 'serial', (c) => c.primaryKey()) : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  const areas = sql`area in ('admin', 'customer', 'instructor')`;
  if (pg) {
    await sql`alter table personal_access_tokens drop constraint if exists personal_access_tokens_area_check`.execute(db);
    await sql`alter table personal_access_tokens add constraint personal_access_tokens_area_check check (${areas})`.execute(db);
  } else {
    // SQLite cannot change a CHECK in place: the column is moved aside, re-added with the new
    // check and filled back.
    await db.schema.alterTable('personal_access_tokens').addColumn('area_before', 'text').execute();
    await db
      .updateTable('personal_access_tokens')
      .set({ area_before: sql`area` } as never)
      .execute();
    await db.schema.alterTable('personal_access_tokens').dropColumn('area').execute();
    await db.schema
      .alterTable('personal_access_tokens')
      .addColumn('area', 'text', (c) => c.notNull().defaultTo('customer').check(areas))
      .execute();
    await db
      .updateTable('personal_access_tokens')
      .set({ area: sql`area_before` })
      .execute();
    await db.schema.alterTable('personal_access_tokens').dropColumn('area_before').execute();
  }

  for (const column of ['bio_en', 'bio_fr', 'bio_ar', 'languages', 'car_make_model', 'licence_number']) {
    await db.schema
      .alterTable('instructors')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  // No foreign key: SQLite cannot drop a column that has one, and accounts are never deleted.
  await db.schema.alterTable('instructors').addColumn('user_id', 'integer').execute();
  await db.schema.alterTable('instructors').addColumn('licence_expires_on', 'text').execute();
  await db.schema.alterTable('instructors').addColumn('submitted_at', 'text').execute();
  await db.schema.alterTable('instructors').addColumn('reviewed_at', 'text').execute();
  await db.schema.alterTable('instructors').addColumn('review_reason', 'text').execute();
  await db.schema.alterTable('instructors').addColumn('updated_at', 'text').execute();
  await db.schema.alterTable('instructors').addColumn('availability_updated_at', 'text').execute();
  // The school's own instructors count as submitted when they were entered.
  await db
    .updateTable('instructors')
    .set({ submitted_at: sql`created_at`, updated_at: sql`created_at` })
    .execute();
  await db.schema.createIndex('instructors_user_id_key').on('instructors').column('user_id').unique().execute();

  await id(db.schema.createTable('instructor_documents'))
    .addColumn('instructor_id', 'integer', (c) => c.notNull().references('instructors.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('stored_name', 'text', (c) => c.notNull().unique())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('uploaded_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('instructor_documents_instructor_kind_key', ['instructor_id', 'kind'])
    .execute();

  await id(db.schema.createTable('instructor_weekly_hours'))
    .addColumn('instructor_id', 'integer', (c) => c.notNull().references('instructors.id').onDelete('cascade'))
    .addColumn('weekday', 'integer', (c) => c.notNull().check(sql`weekday between 0 and 6`))
    .addColumn('from_time', 'text', (c) => c.notNull())
    .addColumn('to_time', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('instructor_weekly_hours_instructor_id_idx').on('instructor_weekly_hours').column('instructor_id').execute();

  await id(db.schema.createTable('instructor_exceptions'))
    .addColumn('instructor_id', 'integer', (c) => c.notNull().references('instructors.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('off', 'extra')`))
    .addColumn('from_time', 'text')
    .addColumn('to_time', 'text')
    .execute();
  await db.schema.createIndex('instructor_exceptions_instructor_id_date_idx').on('instructor_exceptions').columns(['instructor_id', 'date']).execute();
  await db
    .insertInto('instructor_exceptions')
    .columns(['instructor_id', 'date', 'kind', 'from_time', 'to_time'])
    .expression(db.selectFrom('instructor_dates').select(['instructor_id', 'date', sql<string>`'extra'`.as('kind'), 'from_time', 'to_time']))
    .execute();
  await db.schema.dropTable('instructor_dates').execute();

  await db.schema.alterTable('lessons').addColumn('taught_minutes', 'integer').execute();

  await id(db.schema.createTable('lesson_logs'))
    .addColumn('lesson_id', 'integer', (c) => c.notNull().unique().references('lessons.id').onDelete('cascade'))
    .addColumn('skills', 'text', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('licence_number', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await id(db.schema.createTable('lesson_log_changes'))
    .addColumn('lesson_log_id', 'integer', (c) => c.notNull().references('lesson_logs.id').onDelete('cascade'))
    .addColumn('changed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('changed_by_name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('instructor', 'office')`))
    .addColumn('skills', 'text', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('licence_number', 'text', (c) => c.notNull())
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lesson_log_changes_lesson_log_id_idx').on('lesson_log_changes').column('lesson_log_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.dropTable('lesson_log_changes').ifExists().execute();
  await db.schema.dropTable('lesson_logs').ifExists().execute();
  await db.schema.alterTable('lessons').dropColumn('taught_minutes').execute();
  await (
    pg
      ? db.schema.createTable('instructor_dates').addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable('instructor_dates').addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('instructor_id', 'integer', (c) => c.notNull().references('instructors.id').onDelete('cascade'))
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('from_time', 'text', (c) => c.notNull())
    .addColumn('to_time', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('instructor_dates_instructor_id_date_idx').on('instructor_dates').columns(['instructor_id', 'date']).execute();
  await db
    .insertInto('instructor_dates')
    .columns(['instructor_id', 'date', 'from_time', 'to_time'])
    .expression(db.selectFrom('instructor_exceptions').select(['instructor_id', 'date', 'from_time', 'to_time']).where('kind', '=', 'extra') as never)
    .execute();
  await db.schema.dropTable('instructor_exceptions').ifExists().execute();
  await db.schema.dropTable('instructor_weekly_hours').ifExists().execute();
  await db.schema.dropTable('instructor_documents').ifExists().execute();
  await db.schema.dropIndex('instructors_user_id_key').ifExists().execute();
  for (const column of [
    'availability_updated_at',
    'updated_at',
    'review_reason',
    'reviewed_at',
    'submitted_at',
    'licence_expires_on',
    'user_id',
    'licence_number',
    'car_make_model',
    'languages',
    'bio_ar',
    'bio_fr',
    'bio_en',
  ]) {
    await db.schema.alterTable('instructors').dropColumn(column).execute();
  }
  await db.deleteFrom('personal_access_tokens').where('area', '=', 'instructor').execute();
}
