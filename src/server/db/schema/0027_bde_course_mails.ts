import { sql } from 'kysely';
import type { MigrationDb } from '../migrationDb';

/*
 * When the student of a BDE course was mailed at each step the course sweep announces: the course
 * opened (what to do first), at risk (its in-car part ends soon or nothing moved for weeks), ready to
 * certify. Each goes once; null until sent. Courses open before this migration count as welcomed,
 * and those already ready as told.
 */
const COLUMNS = ['welcome_mailed_at', 'at_risk_mailed_at', 'ready_mailed_at'];

export async function up(db: MigrationDb): Promise<void> {
  for (const column of COLUMNS) await db.schema.alterTable('bde_courses').addColumn(column, 'text').execute();
  await sql`update bde_courses set welcome_mailed_at = created_at, ready_mailed_at = ready_at`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  for (const column of [...COLUMNS].reverse()) await db.schema.alterTable('bde_courses').dropColumn(column).execute();
}
