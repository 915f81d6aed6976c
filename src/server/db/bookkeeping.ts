/*
 * Tables no kept answer reads (the read memo, the public cache): what the server writes there for
 * its own work (mail waiting to be sent, failed sign-ins, codes, Stripe event ids, document
 * numbers, stored files, retried requests' answers) leaves those answers standing. PostgreSQL's
 * change notifications leave them out (migration 0013) and SQLite's data version does not count
 * them (connect.ts). A table added later is either listed here or notifies its changes:
 * changeFeed.test.ts checks every table is one or the other.
 */
export const BOOKKEEPING_TABLES = [
  'blobs',
  'document_sequences',
  'email_limits',
  'idempotency_keys',
  'kysely_migration',
  'kysely_migration_lock',
  'login_failures',
  'mail_outbox',
  'password_resets',
  'sms_consent_events',
  'sms_consents',
  'sms_inbound',
  'stripe_events',
  'verification_codes',
] as const;

/**
 * Whether a statement only does such bookkeeping: a write to one of those tables, or a token's
 * recorded use (an update once a minute per active token; its issue and revocation do count).
 */
export function isBookkeepingWrite(sql: string): boolean {
  return BOOKKEEPING_WRITE.test(sql);
}

const BOOKKEEPING_WRITE = new RegExp(`^(?:(?:insert into|update|delete from) "(?:${BOOKKEEPING_TABLES.join('|')})"|update "personal_access_tokens")`);
