import { sql } from 'kysely';
import { createTestApp, engines } from '../test/helpers';
import { migrateToLatest } from './migrate';
import { down as down0001 } from './migrations/0001_initial';
import { down as down0002 } from './migrations/0002_inquiry_search';

describe.each(engines())('database (%s)', (engine) => {
  test('migrations are idempotent; every table exists; foreign keys cascade; down drops everything', async () => {
    const t = await createTestApp(engine);
    try {
      expect(await migrateToLatest(t.db, t.schema)).toEqual([]);
      // On PostgreSQL other test apps' schemas exist at the same time: look at ours only.
      const ours = async () => (await t.db.introspection.getTables()).filter((x) => !t.schema || x.schema === t.schema).map((x) => x.name);
      const tables = await ours();
      for (const name of ['users', 'personal_access_tokens', 'verification_codes', 'services', 'content_items', 'inquiries', 'cities', 'partners', 'partner_students', 'instructors', 'instructor_dates', 'packages', 'package_dates']) {
        expect(tables).toContain(name);
      }
      const now = new Date().toISOString();
      const partner = await t.db
        .insertInto('partners')
        .values({ name: 'P', logo: null, description: null, contact_email: null, discount_code: null, discount_amount: 12.5, account_id: 'A', created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      expect(partner.discount_amount).toBe(12.5); // a number on both engines (double precision)
      await t.db.insertInto('partner_students').values({ partner_id: partner.id, name: 'S', created_at: now }).execute();
      await t.db.deleteFrom('partners').where('id', '=', partner.id).execute();
      expect(await t.db.selectFrom('partner_students').selectAll().execute()).toEqual([]);
      const { rows } = await sql<{ n: number }>`select count(*) as n from users`.execute(t.db);
      expect(Number(rows[0].n)).toBe(0);
      await down0002(t.db);
      await down0001(t.db);
      const after = (await ours()).filter((n) => !n.startsWith('kysely_'));
      expect(after).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
