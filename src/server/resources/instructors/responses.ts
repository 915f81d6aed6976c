import type { components } from '../../../contract/generated/openapi.gen';
import type { Instructor, InstructorDocument, InstructorProfileChange } from '../../db/schema';
import type { Lang } from '../../http/i18n';
import { type AvailabilityWindow } from '../lessons/availability';
import { addDays, torontoInstant, torontoMoment } from '../../../contract/torontoTime';
import { documentFileName } from './documents';
import type { InstructorView } from './domain';
import { changedFields } from './profileChanges';
import { apiStatus, languagesOf, licenceState, missingItems } from './application';

type Schemas = components['schemas'];

/** The bio in `lang`, else English, else the first one written; empty when none. */
export function bioIn(row: Instructor, lang: Lang): string {
  const bios = { en: row.bio_en, fr: row.bio_fr, ar: row.bio_ar };
  return [bios[lang], bios.en, bios.fr, bios.ar].find((bio) => bio.trim()) ?? '';
}

/**
 * Public fields: never the sign-in email or the personal phone (visitors contact the school),
 * only a business phone the instructor chose to publish; the birthday only goes to an admin.
 */
export function toApiInstructor(row: Instructor, lang: Lang, forAdmin: boolean): Schemas['Instructor'] {
  return {
    id: row.id,
    f_name: row.f_name,
    l_name: row.l_name,
    public_phone: row.public_phone || null,
    car_image_url: row.car_image_url,
    languages: languagesOf(row),
    bio: bioIn(row, lang),
    car_make_model: row.car_make_model,
    ...(forAdmin ? { birthday: row.birthday } : {}),
  };
}

/**
 * Windows cut at Toronto midnights into one answer row per date (a window reaching midnight ends
 * at 24:00); `id` numbers the rows of this answer, as the windows are computed, not stored.
 */
export function toApiInstructorDates(windows: AvailabilityWindow[]): Schemas['InstructorDate'][] {
  const rows: Omit<Schemas['InstructorDate'], 'id'>[] = [];
  for (const window of [...windows].sort((a, b) => a.start - b.start || a.end - b.end)) {
    for (let start = window.start; start < window.end;) {
      const from = torontoMoment(new Date(start));
      const midnight = torontoInstant(addDays(from.date, 1), '00:00').getTime();
      const end = Math.min(window.end, midnight);
      rows.push({ date: from.date, from_time: from.time, to_time: end === midnight ? '24:00' : torontoMoment(new Date(end)).time });
      start = end;
    }
  }
  return rows.map((row, i) => ({ id: i + 1, ...row }));
}

export const toApiDocument = (doc: InstructorDocument): Schemas['InstructorDocument'] => ({
  kind: doc.kind,
  file_name: documentFileName(doc),
  mime_type: doc.mime_type,
  size_bytes: doc.size_bytes,
  uploaded_at: doc.uploaded_at,
});

/** A profile change with the fields in which it differs from the public profile `row`. */
export const toApiProfileChange = (change: InstructorProfileChange, row: Instructor): NonNullable<Schemas['InstructorApplication']['profile_change']> => ({
  status: change.status,
  f_name: change.f_name,
  l_name: change.l_name,
  languages: languagesOf(change),
  bio: { en: change.bio_en, fr: change.bio_fr, ar: change.bio_ar },
  car_make_model: change.car_make_model,
  public_phone: change.public_phone ?? '',
  car_image_url: change.car_image_url,
  changed: changedFields(row, change),
  submitted_at: change.submitted_at,
  reviewed_at: change.reviewed_at,
  review_reason: change.review_reason,
  updated_at: change.updated_at,
});

/** The application as its instructor reads it; `today` is Toronto's (YYYY-MM-DD). */
export function toApiApplication({ row, documents, change }: InstructorView, today: string): Schemas['InstructorApplication'] {
  return {
    id: row.id,
    status: apiStatus(row),
    f_name: row.f_name,
    l_name: row.l_name,
    phone_number: row.phone_number,
    public_phone: row.public_phone ?? '',
    birthday: row.birthday || null,
    languages: languagesOf(row),
    bio: { en: row.bio_en, fr: row.bio_fr, ar: row.bio_ar },
    car_make_model: row.car_make_model,
    car_image_url: row.car_image_url,
    licence_number: row.licence_number,
    licence_expires_on: row.licence_expires_on,
    licence_state: licenceState(row.licence_expires_on, today),
    documents: documents.map(toApiDocument),
    missing: missingItems(row, documents, today),
    submitted_at: row.submitted_at,
    reviewed_at: row.reviewed_at,
    review_reason: row.review_reason,
    profile_change: change ? toApiProfileChange(change, row) : null,
    updated_at: row.updated_at ?? row.created_at,
  };
}

/** The application as the office reads it: the instructor's view and their email. */
export const toApiAdminInstructor = (view: InstructorView, today: string): Schemas['AdminInstructor'] => ({
  ...toApiApplication(view, today),
  email: view.row.email,
});
