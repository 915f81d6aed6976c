import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { torontoDate, torontoDay } from '../../contract/torontoTime';
import { availabilityWindows } from '../resources/lessons/availability';
import { call, createTestApp, engines, type TestApp } from '../test/helpers';
import { DEMO_STUDENT, PACKAGES, PARTNERS } from './data';
import { DEMO_INQUIRY_COUNT, demoInquiries } from './inquiries';
import { seed } from './seed';
import { DEMO_YEAR_STUDENTS } from './demoYear';

const TABLES = [
  'users',
  'services',
  'content_items',
  'inquiries',
  'cities',
  'partners',
  'partner_students',
  'instructors',
  'instructor_weekly_hours',
  'packages',
  'package_dates',
  'package_services',
  'package_offers',
  'bde_class_sessions',
] as const;

async function counts(db: Kysely<Database>) {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    out[table] = Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  }
  return out;
}

const ADMIN = { email: 'Owner@DriveOntario.ca', password: 'seeded-admin-password' };

describe('seed assets', () => {
  const dir = path.join(__dirname, 'assets');
  const files = readdirSync(dir).filter((f) => f.endsWith('.svg'));

  test('there are city, car, partner, avatar and placeholder images', () => {
    for (const city of ['kingston', 'ottawa', 'toronto', 'belleville', 'brockville']) {
      expect(files.filter((f) => f.startsWith(`${city}-`)).length).toBeGreaterThanOrEqual(2);
    }
    expect(files.filter((f) => f.startsWith('car-')).length).toBeGreaterThanOrEqual(4);
    expect(files.filter((f) => f.startsWith('partner-')).length).toBe(2);
    expect(files.filter((f) => f.startsWith('avatar-')).length).toBeGreaterThanOrEqual(3);
    expect(files).toContain('placeholder.svg');
  });

  test.each(files)('%s is a small self-contained SVG with width, height and viewBox', (file) => {
    const text = readFileSync(path.join(dir, file), 'utf8');
    expect(statSync(path.join(dir, file)).size).toBeLessThan(6 * 1024);
    expect(text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/);
    expect(text).not.toMatch(/(href|src)="(https?:)?\/\//); // no remote resources
    expect(text).not.toMatch(/<script|on\w+=/i);
    expect(text.trim().endsWith('</svg>')).toBe(true);
  });
});

test('demo inquiries: 60, deterministic statuses whatever the date, never in the future', () => {
  const a = demoInquiries(new Date('2026-03-08T16:00:00Z'));
  const b = demoInquiries(new Date('2026-11-22T21:30:00Z'));
  expect(a).toHaveLength(DEMO_INQUIRY_COUNT);
  const tally = (list: typeof a) =>
    list
      .map((i) => i.status)
      .sort()
      .join();
  expect(tally(a)).toBe(tally(b));
  for (const list of [a, b]) {
    expect(new Set(list.map((i) => i.status))).toEqual(new Set(['new', 'in_progress', 'completed', 'cancelled']));
  }
  for (const i of b) {
    expect(Date.parse(i.created_at)).toBeLessThanOrEqual(Date.parse('2026-11-22T21:30:00Z'));
    expect(i.updated_at >= i.created_at).toBe(true);
  }
  // On the 1st of a month the "earlier this month" inquiries are today's.
  expect(demoInquiries(new Date('2026-12-01T15:00:00Z')).filter((i) => i.created_at >= '2026-12-01T05:00:00.000Z')).toHaveLength(11);
});

describe.each(engines())('seed (%s)', (engine) => {
  let t: TestApp;
  const logs: string[] = [];
  let first: Record<string, number>;
  // The demo's "now": a lesson under way while it was seeded is booked, and may have ended since.
  let seededAt: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    seededAt = Date.now();
    const opts = { adminEmail: ADMIN.email, adminPassword: ADMIN.password, uploads: t.app.blobs.uploads, demo: true, log: (msg: string) => logs.push(msg) };
    await seed(t.db, opts);
    first = await counts(t.db);
    await seed(t.db, opts);
  });
  afterAll(async () => {
    await t.close();
  });

  test('seeding twice gives the same counts', async () => {
    expect(await counts(t.db)).toEqual(first);
    expect(first).toMatchObject({
      // The admin, the demo student, the four students of the demo BDE cohort and its newcomer, and
      // the four of the waiting list's class (two seated, two in line), and the students of the demo's past year.
      users: 11 + DEMO_YEAR_STUDENTS,
      services: 10,
      content_items: 10,
      inquiries: DEMO_INQUIRY_COUNT,
      cities: 5,
      partners: 2,
      instructors: 9,
      packages: PACKAGES.length,
      package_services: 9,
      package_offers: 3,
    });
    expect(logs[0]).toMatch(/^seed: added admin owner@driveontario\.ca, demo student/);
    expect(logs[1]).toBe('seed: nothing to add');
  });

  test('the demo BDE courses: the demo student’s under way with home-link in each state, a past class certified, ready, at risk and under way, and a newcomer enrolled', async () => {
    const courses = await t.db
      .selectFrom('bde_courses')
      .innerJoin('users', 'users.id', 'bde_courses.user_id')
      .select(['users.email', 'bde_courses.status', 'bde_courses.mto_reference'])
      .where('users.email', 'not like', '%.%.%@example.com') // the past year's, apart
      .orderBy('bde_courses.id')
      .execute();
    expect(courses.map((c) => c.status)).toEqual(['in_progress', 'certified', 'ready', 'in_progress', 'in_progress', 'enrolled']);
    expect(courses[1].mto_reference).toMatch(/^BDE-/);
    const work = await t.db.selectFrom('bde_home_link_work').select(['accepted_at']).where('guardian_name', 'in', ['Lin Chen', 'Wei Chen']).execute();
    expect(work.map((w) => w.accepted_at !== null)).toEqual([true, true, false]);
    // The certified and ready students did every part: class, in-car and home-link hours, and the test.
    const done = await t.db
      .selectFrom('bde_attendance')
      .innerJoin('bde_courses', 'bde_courses.id', 'bde_attendance.course_id')
      .innerJoin('users', 'users.id', 'bde_courses.user_id')
      .select(['bde_courses.status', (eb) => eb.fn.sum<number>('bde_attendance.minutes').as('minutes')])
      .where('bde_courses.status', 'in', ['certified', 'ready'])
      .where('users.email', 'not like', '%.%.%@example.com')
      .groupBy('bde_courses.status')
      .execute();
    expect(done.map((d) => Number(d.minutes))).toEqual([1200, 1200]);
  });

  test('another demo server, seeded later, answers the same public content: pages prerendered from one are what the other serves', async () => {
    const other = await createTestApp(engine);
    try {
      await new Promise((resolve) => setTimeout(resolve, 20));
      await seed(other.db, { adminEmail: ADMIN.email, adminPassword: ADMIN.password, uploads: other.app.blobs.uploads, demo: true, log: () => undefined });
      const reads = ['listServices', 'listPublicContent', 'listCities', 'listPartners', 'listAcceptedInstructors'] as const;
      for (const operation of reads) {
        const [here, there] = await Promise.all([call(t.app, operation, {}), call(other.app, operation, {})]);
        expect({ operation, body: there.body }).toEqual({ operation, body: here.body });
      }
    } finally {
      await other.close();
    }
  });

  test('a reset asked for gives the existing admin the configured password and ends its sessions; without it the password stays', async () => {
    const signIn = (password: string) => call(t.app, 'adminLogin', { body: { email: ADMIN.email, password } });
    const session = (await signIn(ADMIN.password)).body.data.token;
    const opts = { adminEmail: ADMIN.email, uploads: t.app.blobs.uploads, demo: true, log: () => undefined };
    await seed(t.db, { ...opts, adminPassword: 'a-new-admin-password', resetAdminPassword: true });
    expect((await signIn(ADMIN.password)).status).toBe(401);
    expect((await call(t.app, 'getDashboard', { headers: { authorization: `Bearer ${session}` } })).status).toBe(401);
    await seed(t.db, { ...opts, adminPassword: ADMIN.password });
    expect((await signIn('a-new-admin-password')).status).toBe(200);
    await seed(t.db, { ...opts, adminPassword: ADMIN.password, resetAdminPassword: true });
    expect((await signIn(ADMIN.password)).status).toBe(200);
  });

  test('the admin and the demo student can sign in with the seeded passwords', async () => {
    const admin = await call(t.app, 'adminLogin', { body: { email: ADMIN.email, password: ADMIN.password } });
    expect(admin.status).toBe(200);
    expect(admin.body.data.user).toMatchObject({ email: 'owner@driveontario.ca', role: 'admin' });
    const student = await call(t.app, 'customerLogin', { body: { email: DEMO_STUDENT.email, password: DEMO_STUDENT.password, type: 'student' } });
    expect(student.status).toBe(200);
    expect(student.body.user).toMatchObject({ email: DEMO_STUDENT.email, type: 'student', verified: true });
    // The demo student's paid course has its receipt; their lessons show a completed one and both kinds of cancellation.
    const bookings = await call(t.app, 'listMyBookings', { token: student.body.token });
    expect(bookings.body.data.map((b: { status: string; receipt: { number: string } | null }) => [b.status, b.receipt?.number])).toEqual([
      ['paid', expect.stringMatching(/^R-\d{4}-00001$/)],
    ]);
    const lessons = await call(t.app, 'listMyLessons', { token: student.body.token });
    expect(lessons.body.data.map((l: { status: string; counted: boolean }) => `${l.status}:${l.counted}`).sort()).toEqual([
      'cancelled:false',
      'cancelled:true',
      'completed:true',
    ]);
    // Second in line for a sold-out class whose freed seat is offered to the first.
    const waiting = (await call(t.app, 'listMyWaitlist', { token: student.body.token })).body.data;
    expect(waiting).toEqual([expect.objectContaining({ status: 'waiting', position: 2 })]);
    const line = await call(t.app, 'listDateWaitlist', { token: admin.body.data.token, params: { id: waiting[0].package_date_id } });
    expect(line.body.data).toMatchObject({ capacity: 3, seats_taken: 3 });
    expect(line.body.data.entries.map((e: { status: string }) => e.status)).toEqual(['waiting', 'waiting', 'offered']);
    // On the cancellation list, after two students of the cohort whose in-car year ends sooner.
    expect((await call(t.app, 'getMyLessonRequest', { token: student.body.token })).body.data).toMatchObject({ status: 'waiting', weekdays: [1, 3, 5] });
    const list = await call(t.app, 'listLessonRequests', { token: admin.body.data.token });
    expect(list.body.data.waiting.map((r: { student: { email: string } }) => r.student.email)).toEqual([
      'noah.haddad@example.com',
      'lucas.tremblay@example.com',
      DEMO_STUDENT.email,
    ]);
  });

  test('the images are written to the uploads under seed/ and served; every seeded image path exists', async () => {
    const stored = new Set(await t.app.blobs.uploads.list('seed/'));
    const served = await t.app.inject({ method: 'GET', url: '/uploads/seed/kingston-1.svg' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('image/svg+xml');
    const paths = [
      ...(await t.db.selectFrom('cities').select('images').execute()).flatMap((c) => JSON.parse(c.images) as string[]),
      ...(await t.db.selectFrom('partners').select('logo').execute()).map((p) => p.logo),
      ...(await t.db.selectFrom('instructors').select('car_image_url').execute()).map((i) => i.car_image_url),
      ...(await t.db.selectFrom('content_items').select('content').execute()).map((c) => (JSON.parse(c.content) as { image?: string | null }).image),
    ].filter((p): p is string => typeof p === 'string');
    expect(paths.length).toBeGreaterThan(20);
    for (const p of paths) {
      expect(p).toMatch(/^\/uploads\/seed\/[a-z0-9-]+\.svg$/);
      expect(stored.has(p.slice('/uploads/'.length))).toBe(true);
    }
  });

  test('the city photos draw no words: a caption would stay English in every language', async () => {
    const cityImages = (await t.db.selectFrom('cities').select('images').execute()).flatMap((c) => JSON.parse(c.images) as string[]);
    expect(cityImages.length).toBeGreaterThan(0);
    for (const image of cityImages) {
      const file = await t.app.blobs.uploads.get(image.slice('/uploads/'.length));
      expect(file?.data.toString('utf8')).not.toMatch(/<text[\s>]/);
    }
  });

  describe('every seeded row serialises to a valid spec response', () => {
    let admin: string;
    let student: string;
    beforeAll(async () => {
      admin = (await call(t.app, 'adminLogin', { body: { email: ADMIN.email, password: ADMIN.password } })).body.data.token;
      student = (await call(t.app, 'customerLogin', { body: { email: DEMO_STUDENT.email, password: DEMO_STUDENT.password } })).body.token;
    });

    test('services: every category, FAQ entries as question|answer, each one readable', async () => {
      const list = await call(t.app, 'listAdminServices', { token: admin });
      expect(new Set(list.body.data.map((s: { category: string }) => s.category))).toEqual(new Set(['bde', 'private', 'roadtest', 'faq']));
      const faq = list.body.data.find((s: { category: string }) => s.category === 'faq');
      expect(faq.features.length).toBeGreaterThanOrEqual(5);
      for (const entry of faq.features) expect(entry).toMatch(/^[^|]+\?\|[^|]+$/);
      for (const s of list.body.data) expect((await call(t.app, 'getService', { params: { id: s.id } })).status).toBe(200);
      expect((await call(t.app, 'listServices', { query: { active: 1 } })).body.data).toHaveLength(10);
    });

    test('content: offers incl. the beginner package and refresher, reviews with and without avatar', async () => {
      const all = await call(t.app, 'listAdminContent', { token: admin });
      expect(all.body.data).toHaveLength(10);
      const offers = (await call(t.app, 'listPublicContent', { query: { type: 'offer' } })).body.data;
      expect(offers.map((o: { title: string }) => o.title)).toEqual(['Beginner package', 'Refresher']);
      expect(offers[0].content).toMatchObject({ price: '399', original_price: '499' });
      expect(offers[1].content.price).toBe('199');
      const reviews = (await call(t.app, 'listReviews')).body.data;
      expect(reviews).toHaveLength(7);
      expect(reviews.filter((r: { content: { image: string | null } }) => r.content.image).length).toBe(6);
      expect((await call(t.app, 'listPublicContent')).body.data).toHaveLength(9);
    });

    test('cities: Kingston and four more, with contact details, map link and images', async () => {
      for (const op of ['listCities', 'listAdminCities'] as const) {
        const res = await call(t.app, op, { token: admin });
        expect(res.body.data.map((c: { slug: string }) => c.slug)).toEqual(['belleville', 'brockville', 'kingston', 'ottawa', 'toronto']);
        for (const city of res.body.data) {
          expect(city.email).toMatch(/@driveontario\.ca$/);
          expect(city.map_link).toMatch(/^https:\/\/www\.google\.com\/maps\//);
          expect(city.images.length).toBeGreaterThanOrEqual(2);
        }
      }
    });

    test('inquiries: all pages, each one, statistics and dashboard', async () => {
      const page = await call(t.app, 'listInquiries', { token: admin, query: { per_page: 100 } });
      expect(page.body.meta.total).toBe(DEMO_INQUIRY_COUNT);
      expect(page.body.data.some((i: { service: unknown }) => i.service !== null)).toBe(true);
      for (const i of page.body.data) expect((await call(t.app, 'getInquiry', { token: admin, params: { id: i.id } })).status).toBe(200);

      const stats = await call(t.app, 'getInquiryStatistics', { token: admin });
      expect(stats.body.data.total).toBe(DEMO_INQUIRY_COUNT);
      for (const count of Object.values(stats.body.data.by_status)) expect(count).toBeGreaterThan(0);
      const months = stats.body.data.by_month.map((m: { count: number }) => m.count);
      expect(months.slice(0, 6).every((c: number) => c === 0)).toBe(true);
      expect(months.slice(6).reduce((a: number, b: number) => a + b, 0)).toBe(DEMO_INQUIRY_COUNT);
      expect(months.slice(6).every((c: number) => c > 0)).toBe(true);

      const dashboard = await call(t.app, 'getDashboard', { token: admin });
      expect(dashboard.body.data.recent_inquiries).toHaveLength(5);
      expect(dashboard.body.data.overview.today_inquiries).toBeGreaterThanOrEqual(3);
      const quick = await call(t.app, 'getQuickStats', { token: admin });
      const stat = Object.fromEntries(quick.body.data.map((d: { metric: string; value: number }) => [d.metric, d.value]));
      expect(stat).toMatchObject({ totalInquiries: DEMO_INQUIRY_COUNT, activeServices: 10 });
      expect(stat.satisfiedClients).toBeGreaterThan(0);
      expect((await call(t.app, 'getSystemHealth', { token: admin })).status).toBe(200);
    });

    test('partners: public list, students behind the account number (some nameless), admin list', async () => {
      const partners = await call(t.app, 'listPartners');
      expect(partners.body).toHaveLength(2);
      for (const partner of partners.body) {
        const seeded = PARTNERS.find((p) => p.name === partner.name)!;
        const res = await call(t.app, 'checkPartnerStudents', { params: { id: partner.id }, body: { account_number: seeded.account_id } });
        expect(res.status).toBe(200);
        expect(res.body.data.count).toBe(seeded.students.length);
        expect(res.body.data.profit).toBe(seeded.students.length * 10);
      }
      const students = await call(t.app, 'listStudentsWithDiscounts', { token: admin });
      expect(students.body).toHaveLength(9);
      expect(students.body.filter((s: { name: string | null }) => s.name === null)).toHaveLength(3);
    });

    test('instructors: accepted only (one with l_name NULL), weekly hours giving windows in the next three weeks', async () => {
      const list = await call(t.app, 'listAcceptedInstructors', { token: admin });
      expect(list.body).toHaveLength(6);
      expect(list.body.some((i: { l_name: string }) => i.l_name === 'NULL')).toBe(true);
      expect(list.body.map((i: { f_name: string }) => i.f_name)).not.toContain('Kevin');
      const from = Date.now();
      const to = from + 21 * 86_400_000;
      for (const instructor of list.body) {
        const windows = await availabilityWindows(t.db, { from, to }, instructor.id);
        expect(windows.length).toBeGreaterThan(5);
        for (const w of windows) expect(w.start).toBeLessThan(w.end);
      }
      const pending = await t.db.selectFrom('instructors').select('id').where('status', '=', 'pending').execute();
      expect(pending).toHaveLength(2);
      for (const { id } of pending) expect(await availabilityWindows(t.db, { from, to }, id)).toEqual([]);
    });

    test('packages: en/fr/ar names, prices in cents and dollars, classes with 2–3 future dates and their seats', async () => {
      const res = await call(t.app, 'listPackages', { token: student });
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(PACKAGES.length - 1);
      const byName = Object.fromEntries(res.body.map((p: { en_name: string }) => [p.en_name, p]));
      expect(byName['BDE Beginner']).toMatchObject({
        fr_name: 'Débutant BDE',
        ar_name: 'دورة تعليم القيادة للمبتدئين (BDE)',
        price: 699,
        price_cents: 69900,
        hst_applies: true,
        behind_the_wheel_hour_count: 10,
        course_hour_count: 20,
      });
      expect(byName.Refresher).toMatchObject({ behind_the_wheel_hour_count: 5, price: 199 });
      expect(byName['Summer Intensive']).toBeUndefined();
      const d = torontoDate();
      const today = new Date(Date.UTC(d.year, d.month - 1, d.day)).toISOString().slice(0, 10);
      for (const p of res.body) {
        expect(p.ar_name).not.toBe('');
        expect(p.ar_description).not.toBe('');
        expect(p.price).toBe(p.price_cents / 100);
        // The demo's waiting list is of a sold-out class of its own, after the package's.
        const waitlisted = p.en_name === 'BDE Plus Road Test' ? 1 : 0;
        const classes = PACKAGES.find((seeded) => seeded.en_name === p.en_name)!.dates.length;
        expect(p.datesData).toHaveLength(classes + waitlisted);
        if (classes > 0) expect(classes).toBeGreaterThanOrEqual(2);
        for (const option of p.datesData) {
          expect(option.firstDate > today).toBe(true);
          // The demo cohort's newcomer holds a seat of the online class's next date.
          const held = p.en_name === 'BDE Online Theory' && option === p.datesData[0] ? 1 : 0;
          expect(option.seats_left).toBe(waitlisted && option === p.datesData.at(-1) ? 0 : option.capacity - held);
        }
      }
      expect(byName['BDE Beginner'].datesData.map((o: { capacity: number }) => o.capacity)).toEqual([3, 12, 12]);
      expect(byName['Single Lesson'].datesData).toEqual([]);
    });

    test('every public "Enroll now" (services but the FAQ, offers on the home page) leads to one active package', async () => {
      const packages = (await call(t.app, 'listPublicPackages')).body.data;
      const sellers = (id: number, list: 'service_ids' | 'offer_ids') => packages.filter((p: Record<typeof list, number[]>) => p[list].includes(id));
      const services = (await call(t.app, 'listServices')).body.data.filter((s: { category: string }) => s.category !== 'faq');
      expect(services).toHaveLength(9);
      for (const service of services) expect(sellers(service.id, 'service_ids')).toHaveLength(1);
      const offers = (await call(t.app, 'listPublicContent', { query: { type: 'offer' } })).body.data;
      for (const offer of offers) expect(sellers(offer.id, 'offer_ids')).toHaveLength(1);
      const beginner = packages.find((p: { name: { en: string } }) => p.name.en === 'Beginner Package');
      expect(beginner).toMatchObject({ price_cents: 39900, hst_cents: 5187, total_cents: 45087 });
      expect(offers.find((o: { id: number }) => beginner.offer_ids.includes(o.id)).content.price).toBe('399');
    });

    test('the office sees every package, the inactive one too, and the demo school settings', async () => {
      const admin = (await call(t.app, 'adminLogin', { body: { email: ADMIN.email, password: ADMIN.password } })).body.data.token;
      const list = await call(t.app, 'listAdminPackages', { token: admin });
      expect(list.body.data.map((p: { name: { en: string } }) => p.name.en)).toEqual(PACKAGES.map((p) => p.en_name));
      expect(list.body.data.at(-1)).toMatchObject({ is_active: false, offer_ids: [expect.any(Number)] });
      const settings = await call(t.app, 'getSettings', { token: admin });
      expect(settings.body.data).toMatchObject({
        legal_name: 'Drive Ontario Driving School Inc.',
        // The address the site's footer gives: a receipt must not name another office.
        address: 'Suite 200, 1 Brock Street\nKingston, ON K7L 1R7',
        hst_number: '123456789RT0001',
        hst_rate_bp: 1300,
      });
      for (const text of Object.values(settings.body.data.payment_instructions)) expect(text).toMatch(/pay@driveontario\.ca/);
      expect(settings.body.data.payment_instructions.ar).toMatch(/كينغستون/);
    });

    test('BDE classes: every upcoming class meets in sessions, at most five hours a day, the online course’s online', async () => {
      const classes = (await call(t.app, 'listBdeClasses', { token: admin })).body.data as { id: number; package: { name: { en: string } } }[];
      expect(classes.length).toBeGreaterThan(3);
      for (const bdeClass of classes) {
        const sessions = (await call(t.app, 'listBdeClassSessions', { token: admin, params: { id: bdeClass.id } })).body.data as {
          day: string;
          starts_at: string;
          ends_at: string;
          mode: string;
        }[];
        expect(sessions.length).toBeGreaterThan(0);
        const perDay = new Map<string, number>();
        for (const s of sessions) perDay.set(s.day, (perDay.get(s.day) ?? 0) + (Date.parse(s.ends_at) - Date.parse(s.starts_at)) / 60_000);
        expect(Math.max(...perDay.values())).toBeLessThanOrEqual(300);
        expect(new Set(sessions.map((s) => s.mode))).toEqual(new Set([/Online/.test(bdeClass.package.name.en) ? 'online' : 'classroom']));
      }
    });
  });

  test('the demo’s past year: lessons inside published hours, sales every month, refunds, certificates; the coming week busy with free times left', async () => {
    const students = await t.db.selectFrom('users').select('id').where('email', 'like', '%.%.%@example.com').execute();
    expect(students).toHaveLength(DEMO_YEAR_STUDENTS);
    const ids = students.map((u) => u.id);
    const lessons = await t.db.selectFrom('lessons').selectAll().where('student_id', 'in', ids).execute();
    const now = seededAt;
    const year = now - 366 * 86_400_000;
    const weekAhead = now + 8 * 86_400_000;
    expect(lessons.length).toBeGreaterThan(1000);
    const windows = new Map<number, { start: number; end: number }[]>();
    for (const l of lessons) {
      if (!windows.has(l.instructor_id)) windows.set(l.instructor_id, await availabilityWindows(t.db, { from: year, to: weekAhead }, l.instructor_id));
      const start = Date.parse(l.starts_at);
      expect(start).toBeGreaterThan(year);
      expect(start).toBeLessThan(weekAhead);
      expect(windows.get(l.instructor_id)!.some((w) => w.start <= start && Date.parse(l.ends_at) <= w.end)).toBe(true);
      // Past lessons were taught, missed or cancelled; none still booked.
      if (Date.parse(l.ends_at) < now) expect(l.status).not.toBe('booked');
    }
    const rate = (texted: boolean) => {
      const taught = lessons.filter((l) => (l.status === 'completed' || l.status === 'no_show') && (l.reminder_texted_at !== null) === texted);
      return taught.filter((l) => l.status === 'no_show').length / taught.length;
    };
    expect(rate(true)).toBeLessThan(rate(false));
    expect(lessons.filter((l) => l.status === 'cancelled' && l.counted === 1).length).toBeGreaterThan(10);

    const bookings = await t.db.selectFrom('bookings').select(['status', 'paid_at']).where('user_id', 'in', ids).execute();
    const months = new Set(bookings.map((b) => b.paid_at!.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(12);
    expect(bookings.filter((b) => b.status === 'refunded').length).toBeGreaterThan(5);
    const notes = await t.db.selectFrom('receipts').select('id').where('kind', '=', 'credit_note').execute();
    expect(notes.length).toBe(bookings.filter((b) => b.status === 'refunded').length);
    const certified = await t.db.selectFrom('bde_courses').select('id').where('user_id', 'in', ids).where('status', '=', 'certified').execute();
    expect(certified.length).toBeGreaterThan(50);
    const tests = await t.db.selectFrom('road_tests').selectAll().where('student_id', 'in', ids).execute();
    const first = tests.filter((r) => r.attempt === 1);
    expect(first.length).toBeGreaterThan(40);
    expect(first.filter((r) => r.result === 'pass').length / first.length).toBeGreaterThan(0.5);
    expect(tests.some((r) => r.attempt === 2)).toBe(true);
    for (const r of tests.filter((test) => test.warmup_lesson_id !== null)) {
      const warmup = lessons.find((l) => l.id === r.warmup_lesson_id)!;
      expect(r.instructor_id).toBe(warmup.instructor_id);
      expect(torontoDay(warmup.ends_at)).toBe(r.taken_on);
    }

    // Every instructor's coming week has lessons and at least two hours free; the school's, a third
    // free at least. (Which slots fill is drawn at random from the day of seeding: an instructor
    // with few published hours may be nearly full.)
    const units = await t.db.selectFrom('lesson_units').select(['instructor_id', 'starts_at']).where('starts_at', '>', new Date(now).toISOString()).execute();
    let openInAll = 0;
    for (const [instructor, all] of windows) {
      // The half hours still to come, of a window under way too: its later units count as booked.
      const open = all.filter((w) => w.end > now).reduce((sum, w) => sum + (w.end - Math.max(w.start, now)) / 1_800_000, 0);
      const booked = units.filter((u) => u.instructor_id === instructor).length;
      expect(booked).toBeGreaterThan(0);
      expect(booked).toBeLessThanOrEqual(open - 4);
      openInAll += open;
    }
    expect(units.length).toBeLessThan(openInAll * (2 / 3));
  });

  test('an admin deletion survives a restart; an emptied table is seeded again', async () => {
    const one = await t.db.selectFrom('cities').select('id').where('slug', '=', 'ottawa').executeTakeFirstOrThrow();
    await t.db.deleteFrom('cities').where('id', '=', one.id).execute();
    const opts = { adminEmail: ADMIN.email, adminPassword: 'another-password', uploads: t.app.blobs.uploads, demo: true, log: () => undefined };
    await seed(t.db, opts);
    expect((await counts(t.db)).cities).toBe(4);
    // The admin's password is not reset by a later start with another ADMIN_PASSWORD.
    expect((await call(t.app, 'adminLogin', { body: { email: ADMIN.email, password: ADMIN.password } })).status).toBe(200);
    await t.db.deleteFrom('cities').execute();
    await seed(t.db, opts);
    expect((await counts(t.db)).cities).toBe(5);
  });

  test('settings an admin has saved are never replaced by the demo ones', async () => {
    await t.db.updateTable('school_settings').set({ legal_name: 'Another School Ltd.' }).where('id', '=', 1).execute();
    await seed(t.db, { adminEmail: ADMIN.email, adminPassword: ADMIN.password, uploads: t.app.blobs.uploads, demo: true, log: () => undefined });
    expect((await t.db.selectFrom('school_settings').select('legal_name').executeTakeFirstOrThrow()).legal_name).toBe('Another School Ltd.');
  });
});

describe.each(engines())('seed outside demo mode (%s)', (engine) => {
  test('creates the administrator only: no sample student, content or inquiries', async () => {
    const t = await createTestApp(engine);
    try {
      await seed(t.db, { adminEmail: ADMIN.email, adminPassword: ADMIN.password, uploads: t.app.blobs.uploads, demo: false, log: () => undefined });
      const users = await t.db.selectFrom('users').select(['email', 'role']).execute();
      expect(users).toEqual([{ email: ADMIN.email.toLowerCase(), role: 'admin' }]);
      const c = await counts(t.db);
      expect(Object.entries(c).filter(([table, n]) => table !== 'users' && n > 0)).toEqual([]);
      expect((await t.db.selectFrom('school_settings').select('legal_name').executeTakeFirstOrThrow()).legal_name).toBe('');
    } finally {
      await t.close();
    }
  });
});
