import { CompiledQuery, sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { hashToken } from '../../auth/tokens';
import { addInquiry, call, createAdmin, createStudent, createTestApp, engines, type CallOptions, type TestApp } from '../../test/helpers';
import { filteredInquiries, inquiryPageStatements, likePattern, pageInquiries, type InquiryQuery } from './repository';
import { foldForSearch, withSearchText } from './searchText';
import { lastTorontoMonths, torontoMonthRange } from '../../../contract/torontoTime';
import type { OperationId } from '../../../contract/generated/operations.gen';

async function addService(db: Kysely<Database>, title = 'BDE Complete') {
  const at = new Date().toISOString();
  return db
    .insertInto('services')
    .values({
      title,
      description: '',
      price: '699',
      original_price: null,
      features: '[]',
      icon: 'car',
      category: 'bde',
      is_active: 1,
      sort_order: 1,
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

const countInquiries = async (db: Kysely<Database>) =>
  Number(
    (
      await db
        .selectFrom('inquiries')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

test('likePattern escapes the wildcards and the escape character', () => {
  expect(likePattern('50%_Off\\')).toBe('%50\\%\\_Off\\\\%');
});

describe.each(engines())('inquiries (%s)', (engine) => {
  let t: TestApp;
  let admin: string;
  let student: string;
  // One app per engine (building it dominates the run time); each test starts from empty tables.
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = (await createAdmin(t)).token;
    student = (await createStudent(t)).token;
  });
  beforeEach(async () => {
    await t.db.deleteFrom('inquiries').execute();
    await t.db.deleteFrom('services').execute();
  });
  afterAll(async () => {
    await t.close();
  });

  describe('createInquiry (public)', () => {
    test('stores a new inquiry, trimmed, blanks as null, linked to its service', async () => {
      const service = await addService(t.db);
      const res = await call(t.app, 'createInquiry', {
        body: { name: ' Maya Chen ', email: 'maya@example.com', phone: ' ', title: ' BDE dates ', message: 'When?', service_id: service.id },
      });
      expect(res.status).toBe(201);
      expect(res.body.message).toBe('Message sent successfully!');
      expect(res.body.data).toMatchObject({
        name: 'Maya Chen',
        email: 'maya@example.com',
        phone: null,
        title: 'BDE dates',
        message: 'When?',
        status: 'new',
        notes: null,
        service: { id: service.id, title: 'BDE Complete' },
      });
    });

    test('only name and email are required', async () => {
      const res = await call(t.app, 'createInquiry', { body: { name: 'A', email: 'a@example.com', service_id: null } });
      expect(res.status).toBe(201);
      expect(res.body.data.service).toBeNull();
    });

    test('an unknown service → 422 errors.service_id, nothing written', async () => {
      const res = await call(t.app, 'createInquiry', { body: { name: 'A', email: 'a@example.com', service_id: 4242 } });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ service_id: ['The selected service does not exist.'] });
      expect(await countInquiries(t.db)).toBe(0);
    });

    test('blank name → localised rule message', async () => {
      const res = await call(t.app, 'createInquiry', { body: { name: '  ', email: 'a@example.com' }, headers: { 'accept-language': 'fr' } });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ name: ['Le nom est obligatoire'] });
    });

    test.each<[string, unknown, string[]]>([
      ['missing name and email', {}, ['email', 'name']],
      ['bad email', { name: 'A', email: 'not-an-email' }, ['email']],
      ['service_id not a number', { name: 'A', email: 'a@example.com', service_id: 'two' }, ['service_id']],
      ['service_id zero', { name: 'A', email: 'a@example.com', service_id: 0 }, ['service_id']],
      ['message too long', { name: 'A', email: 'a@example.com', message: 'x'.repeat(5001) }, ['message']],
    ])('%s → 422 naming %j, nothing written', async (_name, body, fields) => {
      const res = await call(t.app, 'createInquiry', { body });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors).sort()).toEqual(fields);
      expect(await countInquiries(t.db)).toBe(0);
    });

    test('malformed JSON → 400, a form post → 415', async () => {
      expect((await call(t.app, 'createInquiry', { body: '{"name"', headers: { 'content-type': 'application/json' } })).status).toBe(400);
      const form = await call(t.app, 'createInquiry', { body: 'name=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(form.status).toBe(415);
      expect(await countInquiries(t.db)).toBe(0);
    });
  });

  describe('listInquiries', () => {
    beforeEach(async () => {
      const service = await addService(t.db, 'Road test car');
      await addInquiry(t.db, {
        name: 'Alice Martin',
        email: 'alice@example.com',
        status: 'new',
        created_at: '2026-01-01T10:00:00.000Z',
        service_id: service.id,
      });
      await addInquiry(t.db, {
        name: 'bob stone',
        email: 'BOB@Example.com',
        phone: '613-555-0101',
        status: 'completed',
        created_at: '2026-01-02T10:00:00.000Z',
      });
      await addInquiry(t.db, { name: 'Carla', email: 'carla@example.com', title: '50% off?', status: 'in_progress', created_at: '2026-01-03T10:00:00.000Z' });
      await addInquiry(t.db, {
        name: 'Dan',
        email: 'dan@example.com',
        message: 'Is the G2_test car available?',
        status: 'cancelled',
        created_at: '2026-01-04T10:00:00.000Z',
      });
      await addInquiry(t.db, { name: 'Eve', email: 'eve@example.com', message: 'Prix 500 off', status: 'new', created_at: '2026-01-05T10:00:00.000Z' });
    });
    const names = (res: { body: { data: { name: string }[] } }) => res.body.data.map((i) => i.name);
    const list = (query: CallOptions['query'] = {}) => call(t.app, 'listInquiries', { token: admin, query });

    test('newest first by default, with the page meta and the service', async () => {
      const res = await list();
      expect(res.status).toBe(200);
      expect(names(res)).toEqual(['Eve', 'Dan', 'Carla', 'bob stone', 'Alice Martin']);
      expect(res.body.meta).toEqual({ current_page: 1, per_page: 15, total: 5, last_page: 1 });
      expect(res.body.data.at(-1).service).toMatchObject({ title: 'Road test car' });
    });

    test('a page read again after any write shows the write (the answer kept in memory is dropped)', async () => {
      expect(names(await list())).toEqual(['Eve', 'Dan', 'Carla', 'bob stone', 'Alice Martin']);
      expect(names(await list())).toEqual(['Eve', 'Dan', 'Carla', 'bob stone', 'Alice Martin']);
      const created = await call(t.app, 'createInquiry', { body: { name: 'Fay', email: 'fay@example.com' } });
      expect(names(await list())[0]).toBe('Fay');
      await call(t.app, 'updateInquiry', { token: admin, params: { id: created.body.data.id }, body: { status: 'completed' } });
      expect(names(await list({ status: 'completed' }))).toEqual(['Fay', 'bob stone']);
      await t.db.deleteFrom('inquiries').where('name', '=', 'Fay').execute();
      expect(names(await list({ status: 'completed' }))).toEqual(['bob stone']);
    });

    test('a screen polling its page runs no statement while nothing is written, however old its token', async () => {
      // A token past its first minute has its use recorded: once, not on every request.
      const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
      await t.db
        .updateTable('personal_access_tokens')
        .set({ created_at: ago(10 * 60_000), last_used_at: ago(2 * 60_000) })
        .where('token_hash', '=', hashToken(admin))
        .execute();
      await list(); // records the use
      await list(); // reads the token with its use recorded
      const statements = jest.spyOn(t.db.getExecutor(), 'executeQuery');
      try {
        for (let i = 0; i < 5; i += 1) expect(names(await list())).toHaveLength(5);
        expect(statements).not.toHaveBeenCalled();
      } finally {
        statements.mockRestore();
      }
    });

    test('status filter', async () => {
      expect(names(await list({ status: 'new' }))).toEqual(['Eve', 'Alice Martin']);
      expect((await list({ status: 'done' })).status).toBe(422);
    });

    test('search is a case-insensitive substring over name, email, phone, title and message', async () => {
      expect(names(await list({ search: 'BOB' }))).toEqual(['bob stone']);
      expect(names(await list({ search: 'example.COM' })).length).toBe(5);
      expect(names(await list({ search: '555-01' }))).toEqual(['bob stone']);
      expect(names(await list({ search: 'g2_TEST' }))).toEqual(['Dan']);
      expect(names(await list({ search: 'martin', status: 'completed' }))).toEqual([]);
      expect(names(await list({ search: '   ' })).length).toBe(5);
    });

    test('search ignores accents and case in every alphabet; a phone is found with or without its dashes', async () => {
      await addInquiry(t.db, { name: 'Hélène Côté', email: 'helene@example.ca', created_at: '2026-01-06T10:00:00.000Z' });
      await addInquiry(t.db, { name: 'مُحَمَّد أحمد', email: 'm@example.com', phone: '(613) 555-0177', created_at: '2026-01-07T10:00:00.000Z' });
      expect(names(await list({ search: 'helene cote' }))).toEqual(['Hélène Côté']);
      expect(names(await list({ search: 'HÉLÈNE' }))).toEqual(['Hélène Côté']);
      expect(names(await list({ search: 'محمد احمد' }))).toEqual(['مُحَمَّد أحمد']);
      expect(names(await list({ search: '6135550177' }))).toEqual(['مُحَمَّد أحمد']);
      expect(names(await list({ search: '555-0177' }))).toEqual(['مُحَمَّد أحمد']);
      expect(names(await list({ search: 'ÉV' }))).toEqual(['Eve']); // two characters after folding: no index, same meaning
    });

    test('a search never runs from one field into the next', async () => {
      expect(names(await list({ search: 'carla carla@' }))).toEqual([]);
      expect(names(await list({ search: 'carla@example.com' }))).toEqual(['Carla']);
    });

    test('% and _ in the search are literal characters', async () => {
      expect(names(await list({ search: '50%' }))).toEqual(['Carla']);
      expect(names(await list({ search: '5%0' }))).toEqual([]);
      expect(names(await list({ search: 'g2_' }))).toEqual(['Dan']);
      expect(names(await list({ search: 'a_i' }))).toEqual([]);
    });

    test('a search of three characters or more reads the search index, not every row', async () => {
      const query = filteredInquiries(t.db, { search: 'kingston' }).compile();
      const plan = await t.db.transaction().execute(async (trx) => {
        // On a handful of rows PostgreSQL rightly prefers a scan; forbid it to see the index is usable.
        if (engine === 'postgres') await sql`set local enable_seqscan = off`.execute(trx);
        const explain = engine === 'postgres' ? 'explain ' : 'explain query plan ';
        const result = await trx.executeQuery<Record<string, unknown>>(CompiledQuery.raw(explain + query.sql, [...query.parameters]));
        return result.rows.map((row) => Object.values(row).join(' ')).join('\n');
      });
      expect(plan).toMatch(engine === 'postgres' ? /inquiries_search_text_trgm_idx/ : /VIRTUAL TABLE INDEX/);
    });

    test('the search index follows edits and deletions', async () => {
      const created = await call(t.app, 'createInquiry', { body: { name: 'Zed Quill', email: 'zed@example.com' } });
      const id = created.body.data.id;
      expect(names(await list({ search: 'quill' }))).toEqual(['Zed Quill']);
      await t.db
        .updateTable('inquiries')
        .set(withSearchText({ name: 'Zed Arrow', email: 'zed@example.com' }))
        .where('id', '=', id)
        .execute();
      expect(names(await list({ search: 'quill' }))).toEqual([]);
      expect(names(await list({ search: 'arrow' }))).toEqual(['Zed Arrow']);
      await call(t.app, 'deleteInquiry', { token: admin, params: { id } });
      expect(names(await list({ search: 'arrow' }))).toEqual([]);
    });

    test('pages and sort orders', async () => {
      const page2 = await list({ per_page: 2, page: 2, sort: 'created_at' });
      expect(names(page2)).toEqual(['Carla', 'Dan']);
      expect(page2.body.meta).toEqual({ current_page: 2, per_page: 2, total: 5, last_page: 3 });
      const beyond = await list({ per_page: 2, page: 9 });
      expect(beyond.body.data).toEqual([]);
      expect(beyond.body.meta.total).toBe(5);
      expect(names(await list({ sort: 'status', per_page: 1 }))).toEqual(['Dan']); // cancelled sorts first
      expect(names(await list({ sort: '-status', status: 'new' }))).toEqual(['Eve', 'Alice Martin']);
      const byName = names(await list({ sort: 'name' }));
      expect(byName).toHaveLength(5);
    });

    test('an empty result still has one page', async () => {
      expect((await list({ search: 'nobody-matches-this' })).body.meta).toEqual({ current_page: 1, per_page: 15, total: 0, last_page: 1 });
    });

    test.each<[string, Record<string, string>]>([
      ['page 0', { page: '0' }],
      ['per_page over 100', { per_page: '101' }],
      ['per_page not a number', { per_page: 'ten' }],
      ['unknown sort', { sort: 'email' }],
      ['search too long', { search: 'x'.repeat(201) }],
    ])('%s → 422', async (_name, query) => {
      expect((await list(query)).status).toBe(422);
    });
  });

  describe('search pages, whichever way they are read', () => {
    // 120 inquiries: every one mentions a lesson, a few are rare; created_at out of id order, with ties.
    const statuses = ['new', 'in_progress', 'completed', 'cancelled'] as const;
    beforeEach(async () => {
      for (let n = 1; n <= 120; n += 1) {
        const at = new Date(Date.UTC(2026, 0, 1, 0, (n * 7) % 60)).toISOString();
        await addInquiry(t.db, {
          name: `Student ${n}`,
          email: `s${n}@example.com`,
          title: n % 37 === 0 ? 'Rare question' : null,
          message: 'A lesson in Kingston',
          status: statuses[n % 4],
          created_at: at,
        });
      }
    });

    /** The page as a person would work it out from every row. */
    async function expected(query: InquiryQuery) {
      const needle = foldForSearch(query.search ?? '');
      const all = await t.db.selectFrom('inquiries').select(['id', 'status', 'created_at', 'search_text']).execute();
      const matching = all
        .filter((row) => row.search_text.includes(needle) && (!query.status || row.status === query.status))
        .sort((a, b) => (a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1));
      return { ids: matching.slice((query.page - 1) * query.perPage, query.page * query.perPage).map((row) => row.id), total: matching.length };
    }

    test.each(['lesson', 'KINGSTON', 'rare', 'student 1', 'student 11', 'nobody'])(
      '"%s": every page and status filter is the page worked out by hand',
      async (search) => {
        for (const status of [undefined, 'new'] as const) {
          for (const page of [1, 2, 5, 13]) {
            const query: InquiryQuery = { search, status, page, perPage: 10, sort: { column: 'created_at', direction: 'desc' } };
            const { rows, total } = await pageInquiries(t.db, query);
            expect({ ids: rows.map((row) => row.id), total }).toEqual(await expected(query));
          }
        }
      },
    );

    if (engine === 'sqlite') {
      test('a search most rows match walks the newest-first index; a rare one reads the search index', async () => {
        const sqlOf = async (search: string, page = 1) =>
          (await inquiryPageStatements(t.db, { search, page, perPage: 10, sort: { column: 'created_at', direction: 'desc' } })).rows.compile().sql;
        expect(await sqlOf('lesson')).toMatch(/instr\(inquiries\.search_text/);
        expect(await sqlOf('rare')).toMatch(/inquiries_search match/);
        expect(await sqlOf('lesson', 6)).toMatch(/instr\(/); // half the rows walked: cheaper than sorting every match
        expect(await sqlOf('lesson', 12)).toMatch(/inquiries_search match/); // the last page: every row would be walked
      });
    }
  });

  describe('one inquiry', () => {
    test('get, update status and notes, patch status, delete', async () => {
      const row = await addInquiry(t.db, { name: 'Gia' });
      const got = await call(t.app, 'getInquiry', { token: admin, params: { id: row.id } });
      expect(got.body.data).toMatchObject({ id: row.id, name: 'Gia', service: null });

      const updated = await call(t.app, 'updateInquiry', { token: admin, params: { id: row.id }, body: { status: 'in_progress', notes: ' Called back ' } });
      expect(updated.status).toBe(200);
      expect(updated.body.data).toMatchObject({ status: 'in_progress', notes: 'Called back' });
      const notesOnly = await call(t.app, 'updateInquiry', { token: admin, params: { id: row.id }, body: { notes: '' } });
      expect(notesOnly.body.data).toMatchObject({ status: 'in_progress', notes: null });

      const patched = await call(t.app, 'updateInquiryStatus', { token: admin, params: { id: row.id }, body: { status: 'completed' } });
      expect(patched.body.data.status).toBe('completed');

      expect((await call(t.app, 'deleteInquiry', { token: admin, params: { id: row.id } })).status).toBe(200);
      expect((await call(t.app, 'getInquiry', { token: admin, params: { id: row.id } })).status).toBe(404);
    });

    test('unknown ids → 404, nothing written', async () => {
      expect((await call(t.app, 'getInquiry', { token: admin, params: { id: 777 } })).status).toBe(404);
      expect((await call(t.app, 'updateInquiry', { token: admin, params: { id: 777 }, body: { status: 'new' } })).status).toBe(404);
      expect((await call(t.app, 'updateInquiryStatus', { token: admin, params: { id: 777 }, body: { status: 'new' } })).status).toBe(404);
      expect((await call(t.app, 'deleteInquiry', { token: admin, params: { id: 777 } })).status).toBe(404);
      expect(await countInquiries(t.db)).toBe(0);
    });

    test.each<[OperationId, string, unknown]>([
      ['updateInquiry', 'empty body', {}],
      ['updateInquiry', 'unknown status', { status: 'archived' }],
      ['updateInquiry', 'notes not text', { notes: { a: 1 } }],
      ['updateInquiryStatus', 'missing status', {}],
      ['updateInquiryStatus', 'status null', { status: null }],
    ])('%s with %s → 422, row unchanged', async (op, _name, body) => {
      const row = await addInquiry(t.db, { status: 'new', notes: 'keep' });
      const res = await call(t.app, op, { token: admin, params: { id: row.id }, body });
      expect(res.status).toBe(422);
      const after = await t.db.selectFrom('inquiries').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
      expect(after).toEqual(row);
    });

    test('bad id in the path → 422 in the error shape', async () => {
      expect((await call(t.app, 'getInquiry', { token: admin, params: { id: '-3' } })).status).toBe(422);
      expect((await call(t.app, 'deleteInquiry', { token: admin, params: { id: '99999999999' } })).status).toBe(422);
      expect((await call(t.app, 'updateInquiryStatus', { token: admin, params: { id: 'abc' }, body: { status: 'new' } })).status).toBe(422);
    });
  });

  describe('bulkUpdateInquiries', () => {
    test('update_status changes the listed rows and ignores unknown and repeated ids', async () => {
      const a = await addInquiry(t.db);
      const b = await addInquiry(t.db);
      const c = await addInquiry(t.db);
      const res = await call(t.app, 'bulkUpdateInquiries', {
        token: admin,
        body: { ids: [a.id, b.id, b.id, 99999], action: 'update_status', status: 'completed' },
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ affected: 2 });
      expect(res.body.message).toBe('2 inquiries updated.');
      const statuses = await t.db.selectFrom('inquiries').select(['id', 'status']).orderBy('id').execute();
      expect(statuses).toEqual([
        { id: a.id, status: 'completed' },
        { id: b.id, status: 'completed' },
        { id: c.id, status: 'new' },
      ]);
    });

    test('delete removes the listed rows', async () => {
      const a = await addInquiry(t.db);
      const b = await addInquiry(t.db);
      const res = await call(t.app, 'bulkUpdateInquiries', { token: admin, body: { ids: [a.id, 5555], action: 'delete' } });
      expect(res.body.data.affected).toBe(1);
      expect((await t.db.selectFrom('inquiries').select('id').execute()).map((r) => r.id)).toEqual([b.id]);
    });

    test('inquiry_ids, the original client’s name of the list, is read as ids', async () => {
      const a = await addInquiry(t.db);
      const b = await addInquiry(t.db);
      const res = await call(t.app, 'bulkUpdateInquiries', { token: admin, body: { inquiry_ids: [a.id], action: 'update_status', status: 'completed' } });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ affected: 1 });
      const statuses = await t.db.selectFrom('inquiries').select(['id', 'status']).orderBy('id').execute();
      expect(statuses).toEqual([
        { id: a.id, status: 'completed' },
        { id: b.id, status: 'new' },
      ]);
      expect((await call(t.app, 'bulkUpdateInquiries', { token: admin, body: { inquiry_ids: [b.id], action: 'delete' } })).body.data).toEqual({ affected: 1 });
    });

    test('neither ids nor inquiry_ids, or both: 422 in the caller’s language, nothing written', async () => {
      const row = await addInquiry(t.db);
      const none = await call(t.app, 'bulkUpdateInquiries', { token: admin, body: { action: 'delete' }, headers: { 'accept-language': 'fr' } });
      expect(none.status).toBe(422);
      expect(none.body.errors).toEqual({ ids: ['Choisissez au moins une demande.'] });
      const both = await call(t.app, 'bulkUpdateInquiries', { token: admin, body: { ids: [row.id], inquiry_ids: [row.id], action: 'delete' } });
      expect(both.status).toBe(422);
      expect(both.body.errors).toEqual({ inquiry_ids: ['Send the inquiries once: as ids or as inquiry_ids, not both.'] });
      expect(await t.db.selectFrom('inquiries').selectAll().execute()).toEqual([row]);
    });

    test.each<[string, unknown, string]>([
      ['update_status without status', { ids: [1], action: 'update_status' }, 'status'],
      ['unknown action', { ids: [1], action: 'archive' }, 'action'],
      ['no ids', { ids: [], action: 'delete' }, 'ids'],
      ['no inquiry_ids', { inquiry_ids: [], action: 'delete' }, 'inquiry_ids'],
      ['ids not numbers', { ids: ['x'], action: 'delete' }, 'ids.0'],
      ['bad status', { ids: [1], action: 'update_status', status: 'old' }, 'status'],
    ])('%s → 422 naming %s, nothing written', async (_name, body, field) => {
      const row = await addInquiry(t.db);
      const res = await call(t.app, 'bulkUpdateInquiries', { token: admin, body: JSON.parse(JSON.stringify(body).replace('[1]', `[${row.id}]`)) });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)).toContain(field);
      expect(await t.db.selectFrom('inquiries').selectAll().execute()).toEqual([row]);
    });
  });

  describe('getInquiryStatistics', () => {
    test('counts by status and by Toronto month, 12 months oldest first with empty months', async () => {
      const thisMonth = torontoMonthRange(0);
      const lastMonth = torontoMonthRange(-1);
      const justBefore = new Date(Date.parse(thisMonth.start) - 1).toISOString();
      await addInquiry(t.db, { status: 'new', created_at: thisMonth.start });
      await addInquiry(t.db, { status: 'completed', created_at: new Date().toISOString() });
      await addInquiry(t.db, { status: 'completed', created_at: justBefore });
      await addInquiry(t.db, { status: 'cancelled', created_at: lastMonth.start });
      await addInquiry(t.db, { status: 'in_progress', created_at: '2001-01-01T00:00:00.000Z' }); // outside the window

      const res = await call(t.app, 'getInquiryStatistics', { token: admin });
      expect(res.status).toBe(200);
      expect(res.body.data.total).toBe(5);
      expect(res.body.data.by_status).toEqual({ new: 1, in_progress: 1, completed: 2, cancelled: 1 });
      const byMonth = res.body.data.by_month;
      expect(byMonth.map((m: { month: string }) => m.month)).toEqual(lastTorontoMonths(12).map((m) => m.month));
      expect(byMonth.at(-1)).toEqual({ month: thisMonth.month, count: 2 });
      expect(byMonth.at(-2)).toEqual({ month: lastMonth.month, count: 2 });
      expect(byMonth.slice(0, 10).every((m: { count: number }) => m.count === 0)).toBe(true);
    });

    test('an empty table gives zeros everywhere', async () => {
      const res = await call(t.app, 'getInquiryStatistics', { token: admin });
      expect(res.body.data.total).toBe(0);
      expect(res.body.data.by_status).toEqual({ new: 0, in_progress: 0, completed: 0, cancelled: 0 });
      expect(res.body.data.by_month).toHaveLength(12);
    });
  });

  test.each(['createInquiry', 'updateInquiry', 'updateInquiryStatus', 'bulkUpdateInquiries'] as const)(
    '%s: malformed JSON → 400, nothing written',
    async (op) => {
      const { id } = await addInquiry(t.db);
      const before = await t.db.selectFrom('inquiries').selectAll().execute();
      const res = await call(t.app, op, { token: admin, params: { id }, body: '{"status": "new"', headers: { 'content-type': 'application/json' } });
      expect(res.status).toBe(400);
      expect(await t.db.selectFrom('inquiries').selectAll().execute()).toEqual(before);
    },
  );

  describe('role matrix', () => {
    const ops: [OperationId, number, (id: number) => CallOptions][] = [
      ['listInquiries', 200, () => ({})],
      ['getInquiry', 200, (id) => ({ params: { id } })],
      ['updateInquiry', 200, (id) => ({ params: { id }, body: { status: 'completed' } })],
      ['deleteInquiry', 200, (id) => ({ params: { id } })],
      ['updateInquiryStatus', 200, (id) => ({ params: { id }, body: { status: 'completed' } })],
      ['bulkUpdateInquiries', 200, (id) => ({ body: { ids: [id], action: 'delete' } })],
      ['getInquiryStatistics', 200, () => ({})],
    ];
    test.each(ops)('%s: anonymous 401, student 403, admin %s', async (op, ok, options) => {
      const { id } = await addInquiry(t.db);
      const before = await t.db.selectFrom('inquiries').selectAll().execute();
      expect((await call(t.app, op, options(id))).status).toBe(401);
      expect((await call(t.app, op, { ...options(id), token: student })).status).toBe(403);
      expect(await t.db.selectFrom('inquiries').selectAll().execute()).toEqual(before);
      expect((await call(t.app, op, { ...options(id), token: admin })).status).toBe(ok);
    });
  });
});
