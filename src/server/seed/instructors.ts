import type { Kysely } from 'kysely';
import type { BlobStore } from '../blobs/blobStore';
import type { Database, InstructorDocumentKind } from '../db/schema';
import { addDays, torontoMoment } from '../../contract/torontoTime';
import { loadSharp } from '../media/imageVariants';
import { storeFile, type StoredFile } from '../media/storedFile';
import { DOCUMENT_KINDS } from '../resources/instructors/application';
import { DEMO_APPLICANT, DEMO_TEACHER, INSTRUCTORS, type DemoAccount } from './data';
import { demoPasswordHash } from './demoPassword';

/*
 * The instructors of the demo: the school's own (rows only, licences relative to the day they are
 * seeded), and two "teacher" accounts with complete applications and private documents: an
 * approved instructor to sign in as, and an applicant the office can review.
 */

/** YYYY-MM-DD of Toronto's today plus `days`. */
const dayFromToday = (days: number, now: Date) => addDays(torontoMoment(now).date, days);

/** The school's instructors as rows, submitted when seeded; one licence expires within the office's warning days. */
export function schoolInstructorRows(now: Date) {
  const at = now.toISOString();
  return INSTRUCTORS.map(({ licence_valid_days, ...i }) => ({
    ...i,
    licence_expires_on: dayFromToday(licence_valid_days, now),
    submitted_at: at,
    reviewed_at: i.status === 'pending' ? null : at,
    created_at: at,
    updated_at: at,
  }));
}

/** A one-page PDF that says what it stands for (ASCII text, Helvetica). */
function demoPdf(title: string): Buffer {
  const stream = `BT /F1 16 Tf 56 720 Td (Drive Ontario demo document: ${title}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const PHOTO_KINDS: InstructorDocumentKind[] = ['dual_brake_photo', 'front_plate_photo'];

const demoPhoto = () =>
  loadSharp()({ create: { width: 96, height: 64, channels: 3, background: '#90a4ae' } })
    .png()
    .toBuffer();

const PROFILES = [
  {
    account: DEMO_TEACHER,
    status: 'accepted' as const,
    languages: 'en,fr',
    bio_en: 'Calm, clear and on time: lessons in English or French.',
    bio_fr: 'Calme, clair et ponctuel : leçons en anglais ou en français.',
    bio_ar: '',
    car_make_model: 'Toyota Corolla 2024',
    car_image_url: '/uploads/seed/car-3.svg',
    licence_number: 'DI-60418',
    licence_valid_days: 420,
    phone_number: '+16135550111',
    birthday: '1987-04-12',
  },
  {
    account: DEMO_APPLICANT,
    status: 'pending' as const,
    languages: 'fr,en',
    bio_en: 'Ten years of teaching teenagers and adults.',
    bio_fr: 'Dix ans à enseigner aux adolescents et aux adultes.',
    bio_ar: '',
    car_make_model: 'Honda Civic 2023',
    car_image_url: '/uploads/seed/car-4.svg',
    licence_number: 'DI-73925',
    licence_valid_days: 380,
    phone_number: '+16135550122',
    birthday: '1990-10-03',
  },
];

/**
 * Creates each demo instructor account that does not exist yet (keyed by email, never
 * overwritten), with its application and every document written to `documents`. The
 * approved one teaches on weekdays. Returns what was added, for the seed's log.
 */
export async function seedDemoInstructors(db: Kysely<Database>, documents: BlobStore, now: Date): Promise<string[]> {
  const done: string[] = [];
  for (const profile of PROFILES) {
    const { account, licence_valid_days, ...columns } = profile;
    if (await db.selectFrom('users').select('id').where('email', '=', account.email).executeTakeFirst()) continue;
    const passwordHash = await demoPasswordHash(account);
    const files: { kind: InstructorDocumentKind; file: StoredFile; size: number; pdf: boolean }[] = [];
    try {
      for (const kind of DOCUMENT_KINDS) {
        const pdf = !PHOTO_KINDS.includes(kind);
        const data = pdf ? demoPdf(kind.replace(/_/g, ' ')) : await demoPhoto();
        files.push({ kind, file: await storeFile(documents, data, pdf ? 'pdf' : 'png'), size: data.length, pdf });
      }
      await db.transaction().execute(async (trx) => insertDemoInstructor(trx, account, passwordHash, { ...columns, licence_valid_days }, files, now));
    } catch (error) {
      await Promise.all(files.map((f) => f.file.remove()));
      throw error;
    }
    done.push(`${profile.status === 'accepted' ? 'demo instructor' : 'demo applicant'} ${account.email}`);
  }
  return done;
}

async function insertDemoInstructor(
  trx: Kysely<Database>,
  account: DemoAccount,
  passwordHash: string,
  profile: Omit<(typeof PROFILES)[number], 'account'>,
  files: { kind: InstructorDocumentKind; file: StoredFile; size: number; pdf: boolean }[],
  now: Date,
) {
  const at = now.toISOString();
  const user = await trx
    .insertInto('users')
    .values({
      name: `${account.fName} ${account.lName}`,
      f_name: account.fName,
      l_name: account.lName,
      email: account.email,
      password_hash: passwordHash,
      role: 'teacher',
      gender: null,
      phone_number: profile.phone_number,
      birthday: profile.birthday,
      city: 'Kingston',
      latitude: null,
      longitude: null,
      email_verified_at: at,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { licence_valid_days, ...columns } = profile;
  const instructor = await trx
    .insertInto('instructors')
    .values({
      ...columns,
      user_id: user.id,
      f_name: account.fName,
      l_name: account.lName,
      email: account.email,
      licence_expires_on: dayFromToday(licence_valid_days, now),
      submitted_at: at,
      reviewed_at: profile.status === 'accepted' ? at : null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('instructor_documents')
    .values(
      files.map(({ kind, file, size, pdf }) => ({
        instructor_id: instructor.id,
        kind,
        file_name: `${kind.replace(/_/g, '-')}.${pdf ? 'pdf' : 'png'}`,
        stored_name: file.key,
        mime_type: pdf ? ('application/pdf' as const) : ('image/png' as const),
        size_bytes: size,
        uploaded_at: at,
      })),
    )
    .execute();
  if (profile.status === 'accepted') {
    await trx
      .insertInto('instructor_weekly_hours')
      .values([1, 2, 3, 4, 5].map((weekday) => ({ instructor_id: instructor.id, weekday, from_time: '09:00', to_time: '17:00' })))
      .execute();
    await trx.updateTable('instructors').set({ availability_updated_at: at }).where('id', '=', instructor.id).execute();
    // They teach the school's BDE class sessions: their classes and their students' home-link to check show filled.
    await trx.updateTable('bde_class_sessions').set({ instructor_id: instructor.id }).execute();
    // A public profile change waiting for the office, so its review (the diff) shows filled.
    await trx
      .insertInto('instructor_profile_changes')
      .values({
        instructor_id: instructor.id,
        status: 'pending',
        f_name: account.fName,
        l_name: account.lName,
        languages: 'en,fr,ar',
        bio_en: 'Calm, clear and on time: lessons in English, French or Arabic.',
        bio_fr: 'Calme, clair et ponctuel\u202f: leçons en anglais, en français ou en arabe.',
        bio_ar: 'هادئ وواضح ودقيق في مواعيده: دروس بالإنجليزية أو الفرنسية أو العربية.',
        car_make_model: profile.car_make_model,
        public_phone: null,
        car_image_url: profile.car_image_url,
        submitted_at: at,
        reviewed_at: null,
        review_reason: null,
        updated_at: at,
      })
      .execute();
  }
}
