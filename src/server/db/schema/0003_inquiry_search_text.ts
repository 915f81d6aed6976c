import { PostgresAdapter, sql } from 'kysely';
import { searchTextOf } from '../../resources/inquiries/searchText';
import * as m0002 from './0002_inquiry_search';
import type { MigrationDb } from '../migrationDb';

/*
 * The inquiry search reads one stored, folded text per row (inquiries.search_text, written by the
 * server: resources/inquiries/searchText.ts) instead of an expression over the columns: case and
 * accents are dropped the same way on both engines, and on SQLite a search can also walk the
 * newest-first index testing that column (instr) with the same meaning as the index's match, which
 * is what a search matching most rows needs (resources/inquiries/repository.ts).
 * PostgreSQL: a trigram GIN index on the column. SQLite: an FTS5 trigram table over the column
 * (external content, case-sensitive: the text is folded already), kept in step by triggers.
 */

const BATCH = 500;

async function fillSearchText(db: MigrationDb): Promise<void> {
  for (let after = 0; ;) {
    const rows = await db
      .selectFrom('inquiries')
      .select(['id', 'name', 'email', 'phone', 'title', 'message'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return;
    for (const row of rows)
      await db
        .updateTable('inquiries')
        .set({ search_text: searchTextOf(row) })
        .where('id', '=', row.id)
        .execute();
    after = rows[rows.length - 1].id;
  }
}

const SQLITE_TRIGGERS = ['inquiries_search_text_insert', 'inquiries_search_text_update', 'inquiries_search_text_delete'];

export async function up(db: MigrationDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await m0002.down(db); // the index over the old expression
  await db.schema
    .alterTable('inquiries')
    .addColumn('search_text', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await fillSearchText(db);
  if (postgres) {
    const schema = await m0002.trigramSchema(db);
    await sql`create index inquiries_search_text_trgm_idx on inquiries using gin (search_text ${sql.ref(schema)}.gin_trgm_ops)`.execute(db);
    return;
  }
  await sql`create virtual table inquiries_search using fts5(search_text, content = 'inquiries', content_rowid = 'id', tokenize = 'trigram case_sensitive 1')`.execute(
    db,
  );
  // Merge index segments eagerly (FTS5's default is 4): one row at a time, each insert adds a
  // segment, and a search reads every segment; at 2 a narrow search over 10,000 rows reads its
  // matches in 0.1 ms instead of 0.35, for about 20% more work per insert.
  await sql`insert into inquiries_search (inquiries_search, rank) values ('automerge', 2)`.execute(db);
  await sql`insert into inquiries_search (inquiries_search) values ('rebuild')`.execute(db);
  const remove = `insert into inquiries_search (inquiries_search, rowid, search_text) values ('delete', old.id, old.search_text);`;
  const add = `insert into inquiries_search (rowid, search_text) values (new.id, new.search_text);`;
  await sql`create trigger inquiries_search_text_insert after insert on inquiries begin ${sql.raw(add)} end`.execute(db);
  await sql`create trigger inquiries_search_text_update after update of search_text on inquiries begin ${sql.raw(remove)} ${sql.raw(add)} end`.execute(db);
  await sql`create trigger inquiries_search_text_delete after delete on inquiries begin ${sql.raw(remove)} end`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop index if exists inquiries_search_text_trgm_idx`.execute(db);
  } else {
    for (const trigger of SQLITE_TRIGGERS) await sql`drop trigger if exists ${sql.raw(trigger)}`.execute(db);
    await sql`drop table if exists inquiries_search`.execute(db);
  }
  await db.schema.alterTable('inquiries').dropColumn('search_text').execute();
  await m0002.up(db);
}
