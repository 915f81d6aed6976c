import type { MigrationDb } from '../migrationDb';

/*
 * login_failures counts failed guesses of other secrets too (a mailed code, a discount code): each
 * row says what was guessed, so each purpose keeps its own window (a sign-in's pruning must not
 * drop an hour-long count of wrong codes). Rows written before, and by a process of the previous
 * version during a rolling deploy, are sign-ins.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('login_failures')
    .addColumn('purpose', 'text', (c) => c.notNull().defaultTo('sign-in'))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('login_failures').dropColumn('purpose').execute();
}
