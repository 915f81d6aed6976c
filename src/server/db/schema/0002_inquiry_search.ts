import { PostgresAdapter, sql } from 'kysely';
import type { MigrationDb } from '../migrationDb';

/*
 * An index for the admin's inquiry search (substring, case-insensitive, over name, email, phone,
 * title and message), so a search among tens of thousands of rows reads the index instead of
 * every row. PostgreSQL: a trigram GIN index on the same expression the search query then used
 * (`text` below). SQLite: an FTS5 table with the trigram
 * tokenizer, kept in step with the inquiries by triggers.
 */
const text = (row: string) =>
  `lower(coalesce(${row}name, '') || ' ' || coalesce(${row}email, '') || ' ' || coalesce(${row}phone, '') || ' ' || coalesce(${row}title, '') || ' ' || coalesce(${row}message, ''))`;

export async function trigramSchema(db: MigrationDb): Promise<string> {
  const find = async () =>
    (
      await sql<{
        schema: string;
      }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db)
    ).rows[0]?.schema;
  const existing = await find();
  if (existing) return existing;
  try {
    await sql`create extension if not exists pg_trgm schema public`.execute(db);
  } catch (error) {
    // Another connection created it at the same moment (the catalog's unique index says so).
    if (!(await find())) throw error;
  }
  return (await find())!;
}

export async function up(db: MigrationDb): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const schema = await trigramSchema(db);
    await sql`create index inquiries_search_trgm_idx on inquiries using gin ((${sql.raw(text(''))}) ${sql.ref(schema)}.gin_trgm_ops)`.execute(db);
    return;
  }
  await sql`create virtual table inquiries_search using fts5(body, tokenize = 'trigram')`.execute(db);
  await sql`insert into inquiries_search (rowid, body) select id, ${sql.raw(text(''))} from inquiries`.execute(db);
  await sql`create trigger inquiries_search_insert after insert on inquiries begin insert into inquiries_search (rowid, body) values (new.id, ${sql.raw(text('new.'))}); end`.execute(
    db,
  );
  await sql`create trigger inquiries_search_update after update of name, email, phone, title, message on inquiries begin update inquiries_search set body = ${sql.raw(text('new.'))} where rowid = new.id; end`.execute(
    db,
  );
  await sql`create trigger inquiries_search_delete after delete on inquiries begin delete from inquiries_search where rowid = old.id; end`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop index if exists inquiries_search_trgm_idx`.execute(db);
    return;
  }
  for (const trigger of ['inquiries_search_insert', 'inquiries_search_update', 'inquiries_search_delete'])
    await sql`drop trigger if exists ${sql.raw(trigger)}`.execute(db);
  await sql`drop table if exists inquiries_search`.execute(db);
}
