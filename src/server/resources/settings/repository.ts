import type { SchoolSettings } from '../../db/schema';
import type { Executor } from '../../domain/errors';

/** The school's settings (one row, written by the migration that created the table). */
export function readSettings(db: Executor): Promise<SchoolSettings> {
  return db.selectFrom('school_settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
}
