import type { components } from '../../../contract/generated/openapi.gen';
import { addDays } from '../../../contract/torontoTime';
import type { Instructor, InstructorDocument, InstructorDocumentKind } from '../../db/schema';

/*
 * An instructor's application as both sides read it: the instructor in their area and the office
 * in its review. Its state, what submission still needs and the licence's state are derived here
 * from the row, so the two sides never disagree.
 */

export type ApiStatus = components['schemas']['InstructorStatus'];
export type LicenceState = components['schemas']['LicenceState'];
export type Language = components['schemas']['InstructorLanguage'];

/** In the order the instructor area lists them. */
export const DOCUMENT_KINDS: readonly InstructorDocumentKind[] = [
  'in_car_certification',
  'instructor_licence',
  'g_licence',
  'insurance',
  'vehicle_ownership',
  'safety_check',
  'dual_brake_photo',
  'front_plate_photo',
];

/** A licence expiring within this many Toronto days needs the office's attention. */
export const LICENCE_WARNING_DAYS = 30;

/** A row whose application was never submitted is a draft; `status` stays 'pending' in the table. */
export const apiStatus = (row: Instructor): ApiStatus => (row.status === 'pending' && row.submitted_at === null ? 'draft' : row.status);

/** The last day of validity against Toronto's `today` (both YYYY-MM-DD, compared as text). */
export function licenceState(expiresOn: string | null, today: string): LicenceState {
  if (!expiresOn) return 'missing';
  if (expiresOn < today) return 'expired';
  return expiresOn <= addDays(today, LICENCE_WARNING_DAYS) ? 'expiring' : 'valid';
}

export const languagesOf = (row: Pick<Instructor, 'languages'>): Language[] => (row.languages ? (row.languages.split(',') as Language[]) : []);

/**
 * What submission still needs, named as submitMyApplication's 422 names it: profile fields, an
 * unexpired licence, the car photo and each document kind not uploaded.
 */
export function missingItems(row: Instructor, documents: Pick<InstructorDocument, 'kind'>[], today: string): string[] {
  const missing: string[] = [];
  for (const field of ['f_name', 'l_name', 'phone_number', 'birthday'] as const) if (!row[field].trim()) missing.push(field);
  if (languagesOf(row).length === 0) missing.push('languages');
  if (!row.bio_en.trim() && !row.bio_fr.trim() && !row.bio_ar.trim()) missing.push('bio');
  if (!row.car_make_model.trim()) missing.push('car_make_model');
  if (!row.licence_number.trim()) missing.push('licence_number');
  if (!row.licence_expires_on || row.licence_expires_on < today) missing.push('licence_expires_on');
  if (!row.car_image_url) missing.push('car_photo');
  const uploaded = new Set(documents.map((d) => d.kind));
  for (const kind of DOCUMENT_KINDS) if (!uploaded.has(kind)) missing.push(`documents.${kind}`);
  return missing;
}
