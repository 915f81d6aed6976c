import { issueToken } from '../../auth/tokens';
import { addDays } from '../../../contract/torontoTime';
import { samplePdf } from '../../test/pdfs';
import { IMAGES, call, createStudent, type Account, type FilePart, type TestApp } from '../../test/helpers';
import { DOCUMENT_KINDS } from '../instructors/application';
import { torontoToday } from '../instructors/domain';

/** A PDF upload under the name the uploader gave it (the sample PDF unless `data`). */
export const pdf = async (filename = 'document.pdf', data?: Buffer): Promise<FilePart> => ({
  filename,
  contentType: 'application/pdf',
  data: data ?? (await samplePdf()),
});

/** A verified "teacher" account with an instructor-area token. */
export async function createTeacher(t: TestApp, options: { emailLocale?: 'en' | 'fr' | 'ar' } = {}): Promise<Account> {
  const account = await createStudent(t, { role: 'teacher' });
  await t.db
    .updateTable('users')
    .set({ email_locale: options.emailLocale ?? 'en' })
    .where('id', '=', account.user.id)
    .execute();
  return { ...account, token: await issueToken(t.db, account.user.id, 'test', 'instructor') };
}

/** A complete profile for updateMyApplication, on the version `updated_at`. */
export const completeProfile = (updated_at: string) => ({
  f_name: 'Omar',
  l_name: 'Haddad',
  phone_number: '(613) 555-0177',
  birthday: '1985-03-02',
  languages: ['en', 'ar'] as ('en' | 'ar')[],
  bio: { en: 'Calm and patient.', fr: '', ar: 'هادئ وصبور.' },
  car_make_model: 'Toyota Corolla 2023',
  licence_number: 'DI-48213',
  licence_expires_on: addDays(torontoToday(), 365),
  updated_at,
});

/** Fills the teacher's profile, car photo and every document (left as a draft); returns the application. */
export async function completeApplication(t: TestApp, teacher: Account) {
  const draft = await call(t.app, 'getMyApplication', { token: teacher.token });
  await call(t.app, 'updateMyApplication', { token: teacher.token, body: completeProfile(draft.body.data.updated_at) });
  await call(t.app, 'uploadMyCarPhoto', { token: teacher.token, multipart: { photo: { filename: 'car.png', contentType: 'image/png', data: IMAGES.png } } });
  for (const kind of DOCUMENT_KINDS)
    await call(t.app, 'uploadMyDocument', { token: teacher.token, params: { kind }, multipart: { file: await pdf(`${kind}.pdf`) } });
  return (await call(t.app, 'getMyApplication', { token: teacher.token })).body.data;
}

/** A teacher whose complete application was submitted (pending review); returns the account and application. */
export async function submittedTeacher(t: TestApp, options: { emailLocale?: 'en' | 'fr' | 'ar' } = {}) {
  const teacher = await createTeacher(t, options);
  await completeApplication(t, teacher);
  const submitted = await call(t.app, 'submitMyApplication', { token: teacher.token });
  if (submitted.status !== 200) throw new Error(`submit failed: ${JSON.stringify(submitted.body)}`);
  return { teacher, application: submitted.body.data };
}
