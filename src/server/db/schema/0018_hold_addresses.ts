import type { MigrationDb } from '../migrationDb';

/*
 * bookings.held_from: a keyed hash of the address a hold was asked from (src/server/resources/
 * bookings/holdLimits.ts), so that the holds open from one address can be counted and capped;
 * never the address itself. Null for bookings made before, or not through a student's request.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('bookings').addColumn('held_from', 'text').execute();
  await db.schema.createIndex('bookings_held_from_idx').on('bookings').columns(['held_from', 'status']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('bookings_held_from_idx').ifExists().execute();
  await db.schema.alterTable('bookings').dropColumn('held_from').execute();
}
