import type { MigrationDb } from '../migrationDb';

/*
 * The first answer to a state-changing request sent with an Idempotency-Key, kept for a retry of
 * that request (src/server/http/idempotency.ts): per user, operation and key, with a fingerprint
 * of the request it answered. `status` and `body` are written in the transaction that claimed the
 * key, so no other transaction sees them empty. Rows past `expires_at` are swept.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('operation', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('status', 'integer')
    .addColumn('body', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['user_id', 'operation', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_expiry_idx').on('idempotency_keys').column('expires_at').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('idempotency_keys').ifExists().execute();
}
