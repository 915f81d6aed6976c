import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely, Transaction } from 'kysely';
import type { BlobStore } from '../blobs/blobStore';
import { hashPassword } from '../auth/password';
import { demoPasswordHash } from './demoPassword';
import type { Database, NewUser } from '../db/schema';
import { projectRoot } from '../../contract/spec';
import { torontoDate } from '../../contract/torontoTime';
import { CITY_TEXT, OFFER_TEXT, PARTNER_TEXT, SERVICE_TEXT, storedTranslations } from '../domain/translations';
import { revokeTokensOf } from '../resources/account/repository';
import { withSearchText } from '../resources/inquiries/searchText';
import { CITIES, CONTENT, DEMO_STUDENT, INSTRUCTORS, PACKAGES, PARTNERS, SCHOOL_SETTINGS, SERVICES } from './data';
import { demoInquiries } from './inquiries';
import { schoolInstructorRows, seedDemoInstructors } from './instructors';
import { seedClassSessions } from './classes';
import { seedBdeCohort } from './cohort';
import { seedHomeLink } from './homeLink';
import { seedWaitlist } from './waitlist';
import { seedCancellationList } from './cancellationList';
import { seedDemoLessons } from './lessons';
import { seedDemoYear } from './demoYear';
import { mulberry32 } from './random';

/*
 * Demo data, run on every start (main.ts). Idempotent: users are keyed by email; every other
 * table is filled only while it is empty, so what an admin deletes or edits stays that way
 * (until a table is emptied completely). Seeded instructors without weekly hours get some, and
 * package dates are relative to today: seeded packages without any future date get fresh ones. The school's
 * settings get the demo school's details while their legal name has never been set.
 */

export interface SeedOptions {
  adminEmail: string;
  adminPassword: string;
  /** The existing admin account takes `adminPassword`, and its sessions end. */
  resetAdminPassword?: boolean;
  /** Where the demo's images are written (the public uploads). */
  uploads: BlobStore;
  /** Where the demo instructor accounts' documents are written; without it those accounts are not seeded. */
  documents?: BlobStore;
  /** Demo content (student, offers, partners, inquiries…) only in demo mode; the admin always. */
  demo: boolean;
  /** In demo mode, a year of the school's past too (default): thousands of rows a test may not want to read. */
  pastYear?: boolean;
  log: (msg: string) => void;
}

type Trx = Transaction<Database>;
type SeededTable = 'services' | 'content_items' | 'cities' | 'partners' | 'instructors' | 'packages' | 'inquiries';

/** The SVGs ship next to this file in the sources; the compiled server finds them from the project root. */
function assetsDir(): string | undefined {
  const candidates = [path.join(__dirname, 'assets'), path.join(projectRoot(), 'src', 'server', 'seed', 'assets')];
  return candidates.find((dir) => existsSync(dir));
}

/**
 * Writes the images into the uploads as `seed/<file>`, served as /uploads/seed/<file>; one already
 * there with the same bytes is left as it is, so browsers' cached copies stay valid across restarts.
 */
async function copyAssets(uploads: BlobStore): Promise<number> {
  const from = assetsDir();
  if (!from) return 0;
  const files = (await readdir(from)).filter((f) => f.endsWith('.svg'));
  for (const file of files) {
    const data = await readFile(path.join(from, file));
    if (!(await uploads.get(`seed/${file}`))?.data.equals(data)) await uploads.put(`seed/${file}`, data);
  }
  return files.length;
}

async function isEmpty(trx: Trx, table: SeededTable): Promise<boolean> {
  return (await trx.selectFrom(table).select('id').limit(1).executeTakeFirst()) === undefined;
}

/** YYYY-MM-DD of Toronto's today plus `days`. */
function dayFromToday(days: number, now: Date): string {
  const d = torontoDate(now);
  return new Date(Date.UTC(d.year, d.month - 1, d.day + days)).toISOString().slice(0, 10);
}

async function ensureUser(trx: Trx, user: NewUser): Promise<boolean> {
  const existing = await trx.selectFrom('users').select('id').where('email', '=', user.email).executeTakeFirst();
  if (existing) return false; // never overwrite a password or role that may have been changed
  await trx.insertInto('users').values(user).execute();
  return true;
}

/*
 * The public demo content (services, offers and reviews, cities, partners) was written at a fixed
 * time, not when the server started: every demo server then answers the same content, so pages
 * prerendered from one demo server are what another one serves, and the browser keeps their HTML.
 */
const DEMO_CONTENT_WRITTEN_AT = new Date('2026-01-05T15:00:00.000Z');

async function seedServices(trx: Trx, now: string) {
  await trx
    .insertInto('services')
    .values(
      SERVICES.map((s, i) => ({
        title: s.title,
        description: s.description,
        price: s.price,
        original_price: s.original_price,
        features: JSON.stringify(s.features),
        translations: s.translations ? storedTranslations(SERVICE_TEXT, s.translations) : '{}',
        icon: s.icon,
        category: s.category,
        is_active: s.is_active === false ? 0 : 1,
        sort_order: i + 1,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

async function seedContent(trx: Trx, now: Date) {
  // One day apart, the last listed being the newest (shown first).
  const at = (i: number) => new Date(now.getTime() - (CONTENT.length - i) * 86_400_000).toISOString();
  await trx
    .insertInto('content_items')
    .values(
      CONTENT.map((c, i) => ({
        key: c.key,
        title: c.title,
        type: c.type,
        is_active: c.is_active === false ? 0 : 1,
        content: JSON.stringify(c.content),
        translations: c.translations ? storedTranslations(OFFER_TEXT, c.translations) : '{}',
        created_at: at(i),
        updated_at: at(i),
      })),
    )
    .execute();
}

async function seedCities(trx: Trx, now: string) {
  await trx
    .insertInto('cities')
    .values(
      CITIES.map(({ translations, ...c }) => ({
        ...c,
        images: JSON.stringify(c.images),
        translations: translations ? storedTranslations(CITY_TEXT, translations) : '{}',
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

async function seedPartners(trx: Trx, now: string) {
  for (const { students, translations, ...partner } of PARTNERS) {
    const { id } = await trx
      .insertInto('partners')
      .values({ ...partner, translations: translations ? storedTranslations(PARTNER_TEXT, translations) : '{}', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('partner_students')
      .values(students.map((name) => ({ partner_id: id, name, created_at: now })))
      .execute();
  }
}

const HOUR_TIMES: [string, string][] = [
  ['08:00', '12:00'],
  ['09:30', '13:30'],
  ['13:00', '17:00'],
  ['15:30', '19:30'],
  ['17:00', '21:00'],
];

/**
 * Seeded accepted instructors without weekly hours get hours on most weekdays, published now, and
 * a licence valid two more years when none is on file (slots come only from valid licences).
 */
async function topUpInstructorHours(trx: Trx, now: Date): Promise<number> {
  const emails = INSTRUCTORS.filter((i) => i.status === 'accepted').map((i) => i.email);
  const instructors = await trx
    .selectFrom('instructors')
    .select(['id', 'email', 'licence_expires_on'])
    .where('status', '=', 'accepted')
    .where('email', 'in', emails)
    .orderBy('id')
    .execute();
  let added = 0;
  for (const instructor of instructors) {
    if (instructor.licence_expires_on === null) {
      await trx
        .updateTable('instructors')
        .set({ licence_expires_on: dayFromToday(730, now) })
        .where('id', '=', instructor.id)
        .execute();
    }
    const existing = await trx.selectFrom('instructor_weekly_hours').select('id').where('instructor_id', '=', instructor.id).limit(1).executeTakeFirst();
    if (existing) continue;
    const rand = mulberry32(emails.indexOf(instructor.email) + 1);
    const hours = [];
    for (let weekday = 0; weekday <= 6; weekday++) {
      if (rand() < 0.3) continue; // days off
      const [from, to] = HOUR_TIMES[Math.floor(rand() * HOUR_TIMES.length)];
      hours.push({ instructor_id: instructor.id, weekday, from_time: from, to_time: to });
    }
    if (hours.length === 0) continue;
    await trx.insertInto('instructor_weekly_hours').values(hours).execute();
    await trx.updateTable('instructors').set({ availability_updated_at: now.toISOString() }).where('id', '=', instructor.id).execute();
    added += hours.length;
  }
  return added;
}

/** Seeded packages with no date option from today on get their options again, relative to today. */
async function topUpPackageDates(trx: Trx, now: Date): Promise<number> {
  const packages = await trx
    .selectFrom('packages')
    .select(['id', 'en_name'])
    .where(
      'en_name',
      'in',
      PACKAGES.map((p) => p.en_name),
    )
    .execute();
  const today = dayFromToday(0, now);
  let added = 0;
  for (const row of packages) {
    const future = await trx
      .selectFrom('package_dates')
      .select('id')
      .where('package_id', '=', row.id)
      .where('first_date', '>=', today)
      .limit(1)
      .executeTakeFirst();
    if (future) continue;
    const dates = PACKAGES.find((p) => p.en_name === row.en_name)!.dates;
    if (dates.length === 0) continue;
    await trx
      .insertInto('package_dates')
      .values(
        dates.map((d) => ({
          package_id: row.id,
          first_date: dayFromToday(d.first, now),
          second_date: d.second === null ? null : dayFromToday(d.second, now),
          from_time: d.from,
          to_time: d.to,
          capacity: d.capacity,
        })),
      )
      .execute();
    added += dates.length;
  }
  return added;
}

async function seedPackages(trx: Trx, now: string) {
  await trx
    .insertInto('packages')
    .values(
      PACKAGES.map(({ dates: _dates, services: _services, offers: _offers, hst_applies, is_active, ...p }, i) => ({
        ...p,
        price: p.price_cents / 100,
        hst_applies: hst_applies ? 1 : 0,
        is_active: is_active === false ? 0 : 1,
        sort_order: i + 1,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

/**
 * While no package sells anything, the seeded packages sell the seeded services and offers they
 * are written for, so every "Enroll now" of the demo leads to a package. Those an admin removed
 * are passed over.
 */
async function seedPackageLinks(trx: Trx): Promise<number> {
  const linked = await trx.selectFrom('package_services').select('package_id').limit(1).executeTakeFirst();
  const offered = await trx.selectFrom('package_offers').select('package_id').limit(1).executeTakeFirst();
  if (linked || offered) return 0;
  const packageId = new Map((await trx.selectFrom('packages').select(['id', 'en_name']).execute()).map((p) => [p.en_name, p.id]));
  const serviceId = new Map((await trx.selectFrom('services').select(['id', 'title']).execute()).map((s) => [s.title, s.id]));
  const offerId = new Map((await trx.selectFrom('content_items').select(['id', 'key']).where('type', '=', 'offer').execute()).map((o) => [o.key, o.id]));
  const services = [];
  const offers = [];
  for (const p of PACKAGES) {
    const package_id = packageId.get(p.en_name);
    if (package_id === undefined) continue;
    for (const title of p.services) {
      const service_id = serviceId.get(title);
      if (service_id !== undefined) services.push({ package_id, service_id });
    }
    for (const key of p.offers) {
      const offer_id = offerId.get(key);
      if (offer_id !== undefined) offers.push({ package_id, offer_id });
    }
  }
  if (services.length > 0) await trx.insertInto('package_services').values(services).execute();
  if (offers.length > 0) await trx.insertInto('package_offers').values(offers).execute();
  return services.length + offers.length;
}

/** The demo school's details, unless an admin has set the legal name (the migration leaves it empty). */
async function seedSchoolSettings(trx: Trx, now: string): Promise<boolean> {
  const result = await trx
    .updateTable('school_settings')
    .set({ ...SCHOOL_SETTINGS, updated_at: now })
    .where('id', '=', 1)
    .where('legal_name', '=', '')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

async function seedInquiries(trx: Trx, now: Date) {
  const services = await trx.selectFrom('services').select(['id', 'title']).execute();
  const serviceId = new Map(services.map((s) => [s.title, s.id]));
  const rows = demoInquiries(now).map(({ service, ...inquiry }) =>
    withSearchText({ ...inquiry, service_id: (service === null ? undefined : serviceId.get(service)) ?? null }),
  );
  await trx.insertInto('inquiries').values(rows).execute();
  return rows.length;
}

export async function seed(db: Kysely<Database>, opts: SeedOptions): Promise<void> {
  const { log } = opts;
  const copied = opts.demo ? await copyAssets(opts.uploads) : -1;
  if (copied === 0) log('seed: no image assets found; seeded image paths will not resolve');

  const nowDate = new Date();
  const now = nowDate.toISOString();
  // Hashing is slow on purpose (about a second each): done before the transaction so it is held
  // only for the writes, and only for an account that does not exist yet (never overwritten but
  // for the admin's, when a reset is asked for).
  const adminEmail = opts.adminEmail.trim().toLowerCase();
  const existing = new Set((await db.selectFrom('users').select('email').where('email', 'in', [adminEmail, DEMO_STUDENT.email]).execute()).map((u) => u.email));
  const resetAdmin = opts.resetAdminPassword === true && existing.has(adminEmail);
  const [adminHash, studentHash] = await Promise.all([
    resetAdmin || !existing.has(adminEmail) ? hashPassword(opts.adminPassword) : '',
    opts.demo && !existing.has(DEMO_STUDENT.email) ? demoPasswordHash(DEMO_STUDENT) : '',
  ]);

  const done: string[] = [];
  await db.transaction().execute(async (trx) => {
    const admin: NewUser = {
      name: 'Site Admin',
      f_name: null,
      l_name: null,
      email: adminEmail,
      password_hash: adminHash,
      role: 'admin',
      gender: null,
      phone_number: null,
      birthday: null,
      city: 'Kingston',
      latitude: null,
      longitude: null,
      email_verified_at: now,
      created_at: now,
      updated_at: now,
    };
    if (await ensureUser(trx, admin)) done.push(`admin ${adminEmail}`);
    if (resetAdmin) {
      const reset = await trx
        .updateTable('users')
        .set({ password_hash: adminHash, updated_at: now })
        .where('email', '=', adminEmail)
        .where('role', '=', 'admin')
        .returning('id')
        .executeTakeFirst();
      if (reset) {
        await revokeTokensOf(trx, reset.id);
        done.push(`admin ${adminEmail}'s new password (every session of it signed out)`);
      }
    }
    // A production database starts with its administrator only: no sample customers or inquiries.
    if (!opts.demo) return;
    const student: NewUser = {
      name: `${DEMO_STUDENT.fName} ${DEMO_STUDENT.lName}`,
      f_name: DEMO_STUDENT.fName,
      l_name: DEMO_STUDENT.lName,
      email: DEMO_STUDENT.email,
      password_hash: studentHash,
      role: 'student',
      gender: 'male',
      phone_number: '613-555-0199',
      birthday: '2008-05-14',
      city: 'Kingston',
      latitude: 44.2312,
      longitude: -76.486,
      email_verified_at: now,
      created_at: now,
      updated_at: now,
    };
    if (await ensureUser(trx, student)) done.push(`demo student ${DEMO_STUDENT.email}`);

    if (await isEmpty(trx, 'services')) {
      await seedServices(trx, DEMO_CONTENT_WRITTEN_AT.toISOString());
      done.push(`${SERVICES.length} services`);
    }
    if (await isEmpty(trx, 'content_items')) {
      await seedContent(trx, DEMO_CONTENT_WRITTEN_AT);
      done.push(`${CONTENT.length} offers and reviews`);
    }
    if (await isEmpty(trx, 'cities')) {
      await seedCities(trx, DEMO_CONTENT_WRITTEN_AT.toISOString());
      done.push(`${CITIES.length} cities`);
    }
    if (await isEmpty(trx, 'partners')) {
      await seedPartners(trx, DEMO_CONTENT_WRITTEN_AT.toISOString());
      done.push(`${PARTNERS.length} partners`);
    }
    if (await isEmpty(trx, 'instructors')) {
      await trx.insertInto('instructors').values(schoolInstructorRows(nowDate)).execute();
      done.push(`${INSTRUCTORS.length} instructors`);
    }
    const hours = await topUpInstructorHours(trx, nowDate);
    if (hours > 0) done.push(`${hours} weekly hours of instructors`);
    if (await isEmpty(trx, 'packages')) {
      await seedPackages(trx, now);
      done.push(`${PACKAGES.length} packages`);
    }
    const packageDates = await topUpPackageDates(trx, nowDate);
    if (packageDates > 0) done.push(`${packageDates} package dates`);
    // Before the sessions: its class meets in sessions as every upcoming class does.
    done.push(...(await seedWaitlist(trx, nowDate, studentHash)));
    const sessions = await seedClassSessions(trx, nowDate);
    if (sessions > 0) done.push(`${sessions} class sessions`);
    const links = await seedPackageLinks(trx);
    if (links > 0) done.push(`${links} services and offers sold by packages`);
    if (await seedSchoolSettings(trx, now)) done.push('school settings');
    done.push(...(await seedDemoLessons(trx, nowDate)));
    const assignments = await seedHomeLink(trx, nowDate);
    if (assignments > 0) done.push(`${assignments} home-link assignments`);
    done.push(...(await seedBdeCohort(trx, nowDate, studentHash)));
    done.push(...(await seedCancellationList(trx, nowDate)));
    // Last: its lessons fit around every lesson seeded before.
    if (opts.pastYear !== false) done.push(...(await seedDemoYear(trx, nowDate, studentHash)));
    if (await isEmpty(trx, 'inquiries')) done.push(`${await seedInquiries(trx, nowDate)} inquiries`);
  });
  if (opts.demo && opts.documents) done.push(...(await seedDemoInstructors(db, opts.documents, nowDate)));
  log(done.length > 0 ? `seed: added ${done.join(', ')}` : 'seed: nothing to add');
}
