import { sql } from 'kysely';
import { createTestApp, engines, tablesOf } from '../test/helpers';
import { migrateToLatest, migrations } from './migrate';
import { pageInquiries } from '../resources/inquiries/repository';
import * as m0001 from './schema/0001_initial';
import * as m0002 from './schema/0002_inquiry_search';
import * as m0003 from './schema/0003_inquiry_search_text';
import * as m0004 from './schema/0004_mail_outbox';
import * as m0005 from './schema/0005_login_security';
import * as m0006 from './schema/0006_enrolment';
import * as m0007 from './schema/0007_account';
import * as m0008 from './schema/0008_lessons';
import * as m0009 from './schema/0009_instructors';
import * as m0010 from './schema/0010_translations';
import * as m0011 from './schema/0011_store_links';
import * as m0012 from './schema/0012_blobs';

describe.each(engines())('database (%s)', (engine) => {
  test('migrations are idempotent; every table exists; foreign keys cascade; down drops everything', async () => {
    const t = await createTestApp(engine);
    try {
      expect(await migrateToLatest(t.db, t.schema)).toEqual([]);
      const tables = (await tablesOf(t)).map((x) => x.name);
      for (const name of [
        'users',
        'personal_access_tokens',
        'verification_codes',
        'services',
        'content_items',
        'inquiries',
        'cities',
        'partners',
        'partner_students',
        'instructors',
        'instructor_documents',
        'instructor_weekly_hours',
        'instructor_exceptions',
        'packages',
        'package_dates',
        'login_failures',
        'mail_outbox',
        'email_limits',
        'package_services',
        'package_offers',
        'bookings',
        'document_sequences',
        'receipts',
        'school_settings',
        'stripe_events',
        'password_resets',
        'lessons',
        'lesson_units',
        'lesson_logs',
        'lesson_log_changes',
        'blobs',
        'idempotency_keys',
        'instructor_profile_changes',
      ]) {
        expect(tables).toContain(name);
      }
      const now = new Date().toISOString();
      const partner = await t.db
        .insertInto('partners')
        .values({
          name: 'P',
          logo: null,
          description: null,
          contact_email: null,
          discount_code: null,
          discount_amount: 12.5,
          account_id: 'A',
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      expect(partner.discount_amount).toBe(12.5); // a number on both engines (double precision)
      await t.db.insertInto('partner_students').values({ partner_id: partner.id, name: 'S', created_at: now }).execute();
      await t.db.deleteFrom('partners').where('id', '=', partner.id).execute();
      expect(await t.db.selectFrom('partner_students').selectAll().execute()).toEqual([]);
      const { rows } = await sql<{ n: number }>`select count(*) as n from users`.execute(t.db);
      expect(Number(rows[0].n)).toBe(0);
      for (const migration of [...migrations.values()].reverse()) await migration.down?.(t.db);
      const after = (await tablesOf(t)).map((x) => x.name).filter((n) => !n.startsWith('kysely_'));
      expect(after).toEqual([]);
    } finally {
      await t.close();
    }
  });

  test('0003 gives the inquiries already there their search text, found by the search index', async () => {
    const t = await createTestApp(engine, { migrate: false });
    try {
      await m0001.up(t.db);
      await m0002.up(t.db);
      const now = new Date().toISOString();
      const before = {
        name: 'Hélène Tremblay',
        email: 'HT@example.com',
        phone: '613-555-0199',
        title: 'Cours',
        message: 'Bonjour',
        status: 'new',
        notes: null,
        service_id: null,
        created_at: now,
        updated_at: now,
      };
      await sql`insert into inquiries (name, email, phone, title, message, status, notes, service_id, created_at, updated_at) values (${before.name}, ${before.email}, ${before.phone}, ${before.title}, ${before.message}, ${before.status}, ${before.notes}, ${before.service_id}, ${before.created_at}, ${before.updated_at})`.execute(
        t.db,
      );
      await m0003.up(t.db);
      const row = await t.db.selectFrom('inquiries').select('search_text').executeTakeFirstOrThrow();
      expect(row.search_text).toBe('helene tremblay\nht@example.com\n613-555-0199\n6135550199\ncours\nbonjour');
      const found = await pageInquiries(t.db, { search: 'HELENE', page: 1, perPage: 15, sort: { column: 'created_at', direction: 'desc' } });
      expect(found.rows.map((r) => r.name)).toEqual(['Hélène Tremblay']);
      await m0003.down(t.db); // back to 0002's index over the columns
      const { rows } = await sql<{ name: string }>`select name from inquiries`.execute(t.db);
      expect(rows).toEqual([{ name: 'Hélène Tremblay' }]);
    } finally {
      await t.close();
    }
  });

  test('0004 drops the codes hashed without a key and their attempts column; down brings the column back', async () => {
    const t = await createTestApp(engine, { migrate: false });
    try {
      await m0001.up(t.db);
      await m0002.up(t.db);
      await m0003.up(t.db);
      const now = new Date().toISOString();
      await sql`insert into users (name, email, password_hash, role, created_at, updated_at) values ('A', 'a@example.com', 'x', 'student', ${now}, ${now})`.execute(
        t.db,
      );
      await sql`insert into verification_codes (user_id, code_hash, expires_at, attempts, created_at) select id, 'old', ${now}, 2, ${now} from users`.execute(
        t.db,
      );
      await m0004.up(t.db);
      expect((await sql`select * from verification_codes`.execute(t.db)).rows).toEqual([]);
      const columns = async () => (await tablesOf(t)).find((x) => x.name === 'verification_codes')!.columns.map((c) => c.name);
      expect(await columns()).not.toContain('attempts');
      await m0004.down(t.db);
      expect(await columns()).toContain('attempts');
    } finally {
      await t.close();
    }
  });

  test("0005 gives the tokens already there their user's area, and goes down and up again", async () => {
    const t = await createTestApp(engine, { migrate: false });
    try {
      await m0001.up(t.db);
      const now = new Date().toISOString();
      for (const role of ['admin', 'student']) {
        const { rows } = await sql<{
          id: number;
        }>`insert into users (name, email, password_hash, role, created_at, updated_at) values (${role}, ${`${role}@example.com`}, 'x', ${role}, ${now}, ${now}) returning id`.execute(
          t.db,
        );
        await sql`insert into personal_access_tokens (user_id, name, token_hash, created_at) values (${rows[0].id}, 'web', ${`hash-${role}`}, ${now})`.execute(
          t.db,
        );
      }
      await m0005.up(t.db);
      const areas = await t.db.selectFrom('personal_access_tokens').select(['token_hash', 'area']).orderBy('token_hash').execute();
      expect(areas).toEqual([
        { token_hash: 'hash-admin', area: 'admin' },
        { token_hash: 'hash-student', area: 'customer' },
      ]);
      // Matched by message: better-sqlite3's error class belongs to the first test file of a jest
      // worker, so it is no instance of this file's Error and `toThrow` would not recognise it.
      await expect(sql`update personal_access_tokens set area = 'elsewhere'`.execute(t.db)).rejects.toMatchObject({
        message: expect.stringMatching(/check constraint/i),
      });
      await m0005.down(t.db);
      await m0005.up(t.db);
      expect(await t.db.selectFrom('login_failures').selectAll().execute()).toEqual([]);
    } finally {
      await t.close();
    }
  });

  test('0007 gives the accounts already there English mails, refuses another language, and goes down and up again', async () => {
    const t = await createTestApp(engine, { migrate: false });
    try {
      for (const m of [m0001, m0002, m0003, m0004, m0005, m0006]) await m.up(t.db);
      const now = new Date().toISOString();
      await sql`insert into users (name, email, password_hash, role, created_at, updated_at) values ('S', 's@example.com', 'x', 'student', ${now}, ${now})`.execute(
        t.db,
      );
      await m0007.up(t.db);
      expect(await t.db.selectFrom('users').select('email_locale').execute()).toEqual([{ email_locale: 'en' }]);
      await expect(sql`update users set email_locale = 'de'`.execute(t.db)).rejects.toMatchObject({ message: expect.stringMatching(/check constraint/i) });
      await m0007.down(t.db);
      await m0007.up(t.db);
      expect(await t.db.selectFrom('password_resets').selectAll().execute()).toEqual([]);
    } finally {
      await t.close();
    }
  });

  test('0010 gives the services, offers, cities and partners already there no translations, and goes down and up again', async () => {
    const t = await createTestApp(engine, { migrate: false });
    try {
      for (const m of [m0001, m0002, m0003, m0004, m0005, m0006, m0007, m0008, m0009]) await m.up(t.db);
      const now = new Date().toISOString();
      await sql`insert into services (title, description, price, features, icon, category, is_active, sort_order, created_at, updated_at) values ('S', '', '1', '[]', 'car', 'bde', 1, 1, ${now}, ${now})`.execute(
        t.db,
      );
      await sql`insert into cities (name, slug, images, created_at, updated_at) values ('C', 'c', '[]', ${now}, ${now})`.execute(t.db);
      await m0010.up(t.db);
      expect(await t.db.selectFrom('services').select('translations').execute()).toEqual([{ translations: '{}' }]);
      expect(await t.db.selectFrom('cities').select('translations').execute()).toEqual([{ translations: '{}' }]);
      await m0010.down(t.db);
      await m0010.up(t.db);
      expect(await t.db.selectFrom('cities').select('translations').execute()).toEqual([{ translations: '{}' }]);
    } finally {
      await t.close();
    }
  });

  test('0012 keeps the bytes of files exactly, one per bucket and key, in the two buckets only, and goes down and up again', async () => {
    const t = await createTestApp(engine, { migrate: false });
    try {
      for (const m of [m0001, m0002, m0003, m0004, m0005, m0006, m0007, m0008, m0009, m0010, m0011]) await m.up(t.db);
      await m0012.up(t.db);
      const bytes = Buffer.from([0, 1, 0x7f, 0x80, 0xff, 0, 0x5c, 0x27]);
      const row = { bucket: 'uploads' as const, key: 'partners/a.png', data: bytes, size_bytes: bytes.length, stored_at: new Date().toISOString() };
      await t.db.insertInto('blobs').values(row).execute();
      await t.db
        .insertInto('blobs')
        .values({ ...row, bucket: 'documents' })
        .execute();
      const read = await t.db.selectFrom('blobs').select(['bucket', 'data']).orderBy('bucket').execute();
      expect(read.map((r) => [r.bucket, Buffer.compare(r.data, bytes)])).toEqual([
        ['documents', 0],
        ['uploads', 0],
      ]);
      await expect(t.db.insertInto('blobs').values(row).execute()).rejects.toMatchObject({ message: expect.stringMatching(/unique|duplicate/i) });
      await expect(sql`update blobs set bucket = 'elsewhere'`.execute(t.db)).rejects.toMatchObject({ message: expect.stringMatching(/check constraint/i) });
      await m0012.down(t.db);
      await m0012.up(t.db);
      expect(await t.db.selectFrom('blobs').selectAll().execute()).toEqual([]);
    } finally {
      await t.close();
    }
  });

  test('0008 freezes the in-car hours of the bookings already there, sets the cut-off to 48 h, and goes down and up again', async () => {
    const t = await createTestApp(engine, { migrate: false });
    try {
      for (const m of [m0001, m0002, m0003, m0004, m0005, m0006, m0007]) await m.up(t.db);
      const now = new Date().toISOString();
      await sql`insert into users (name, email, password_hash, role, created_at, updated_at) values ('S', 's@example.com', 'x', 'student', ${now}, ${now})`.execute(
        t.db,
      );
      await sql`insert into packages (en_name, fr_name, en_description, fr_description, price, behind_the_wheel_hour_count, course_hour_count, sort_order, created_at) values ('BDE', 'BDE', '', '', 1, 10, 20, 1, ${now})`.execute(
        t.db,
      );
      await sql`insert into bookings (user_id, package_id, status, lines, subtotal_cents, hst_rate_bp, hst_cents, total_cents, created_at, updated_at) select users.id, packages.id, 'paid', '[]', 0, 0, 0, 0, ${now}, ${now} from users, packages`.execute(
        t.db,
      );
      await m0008.up(t.db);
      expect(await t.db.selectFrom('bookings').select('in_car_hours').execute()).toEqual([{ in_car_hours: 10 }]);
      expect(await t.db.selectFrom('school_settings').select('lesson_cancel_cutoff_hours').execute()).toEqual([{ lesson_cancel_cutoff_hours: 48 }]);
      await m0008.down(t.db);
      await m0008.up(t.db);
      expect(await t.db.selectFrom('lessons').selectAll().execute()).toEqual([]);
    } finally {
      await t.close();
    }
  });

  test("0009 turns the instructors' dates into extra hours, keeps the tokens' areas, accepts an instructor token, and goes down and up again", async () => {
    const t = await createTestApp(engine, { migrate: false });
    try {
      for (const m of [m0001, m0002, m0003, m0004, m0005, m0006, m0007, m0008]) await m.up(t.db);
      const now = new Date().toISOString();
      const { rows: users } = await sql<{
        id: number;
      }>`insert into users (name, email, password_hash, role, created_at, updated_at) values ('T', 't@example.com', 'x', 'teacher', ${now}, ${now}) returning id`.execute(
        t.db,
      );
      const userId = users[0].id;
      await sql`insert into personal_access_tokens (user_id, name, token_hash, area, created_at) values (${userId}, 'web', 'hash-customer', 'customer', ${now}), (${userId}, 'web', 'hash-admin', 'admin', ${now})`.execute(
        t.db,
      );
      const { rows: instructors } = await sql<{
        id: number;
      }>`insert into instructors (f_name, l_name, email, birthday, phone_number, status, created_at) values ('O', 'H', 'o@example.com', '1980-01-01', '613', 'accepted', ${now}) returning id`.execute(
        t.db,
      );
      const instructorId = instructors[0].id;
      await sql`insert into instructor_dates (instructor_id, date, from_time, to_time) values (${instructorId}, '2099-06-10', '09:00', '13:00'), (${instructorId}, '2099-06-11', '14:00', '18:00')`.execute(
        t.db,
      );
      await m0009.up(t.db);
      expect(
        await t.db.selectFrom('instructor_exceptions').select(['instructor_id', 'date', 'kind', 'from_time', 'to_time']).orderBy('date').execute(),
      ).toEqual([
        { instructor_id: instructorId, date: '2099-06-10', kind: 'extra', from_time: '09:00', to_time: '13:00' },
        { instructor_id: instructorId, date: '2099-06-11', kind: 'extra', from_time: '14:00', to_time: '18:00' },
      ]);
      expect(await t.db.selectFrom('personal_access_tokens').select(['token_hash', 'area']).orderBy('token_hash').execute()).toEqual([
        { token_hash: 'hash-admin', area: 'admin' },
        { token_hash: 'hash-customer', area: 'customer' },
      ]);
      await t.db
        .insertInto('personal_access_tokens')
        .values({ user_id: userId, name: 'web', token_hash: 'hash-instructor', area: 'instructor', created_at: now })
        .execute();
      expect(await t.db.selectFrom('instructors').select(['submitted_at', 'updated_at']).execute()).toEqual([{ submitted_at: now, updated_at: now }]);
      await m0009.down(t.db);
      expect(await sql<{ date: string }>`select date from instructor_dates order by date`.execute(t.db).then((r) => r.rows.map((x) => x.date))).toEqual([
        '2099-06-10',
        '2099-06-11',
      ]);
      expect(await t.db.selectFrom('personal_access_tokens').select('area').orderBy('area').execute()).toEqual([{ area: 'admin' }, { area: 'customer' }]);
      await m0009.up(t.db);
      expect(await t.db.selectFrom('instructor_exceptions').select('date').orderBy('date').execute()).toEqual([{ date: '2099-06-10' }, { date: '2099-06-11' }]);
      expect(await t.db.selectFrom('lesson_logs').selectAll().execute()).toEqual([]);
    } finally {
      await t.close();
    }
  }, 30_000);
});
