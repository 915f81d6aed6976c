import type { InstructorDocumentKind, InstructorProfileChangeField } from '../../../api/signedInApi';
import { DOCUMENT_GROUPS } from '../../../components/instructors/documentGroups';
import type { MessageId } from '../../../i18n/messages';

/** A document's own name: a photo of the last group by its subject, any other by its group's title. */
export function documentLabel(kind: InstructorDocumentKind): MessageId {
  for (const group of DOCUMENT_GROUPS) {
    const found = group.kinds.find((entry) => entry.kind === kind);
    if (found) return found.label ?? group.title;
  }
  return 'instructorArea.application.documents';
}

/** The profile fields the form shows, as the server names them (`missing`, 422 errors). */
export const PROFILE_FIELDS = {
  f_name: 'instructorArea.field.firstName',
  l_name: 'instructorArea.field.lastName',
  phone_number: 'instructorArea.field.phone',
  public_phone: 'instructorArea.field.publicPhone',
  birthday: 'instructorArea.field.birthday',
  languages: 'instructorArea.field.languages',
  bio: 'instructorArea.field.bio',
  car_make_model: 'instructorArea.field.car',
  licence_number: 'instructorArea.field.licenceNumber',
  licence_expires_on: 'instructorArea.field.licenceExpiry',
} as const satisfies Record<string, MessageId>;

export type ProfileField = keyof typeof PROFILE_FIELDS;

/** The id of the control that fixes a missing item, so the list can lead to it. */
export function controlId(item: string): string {
  return `instructor-${item.replace(/[^a-z0-9_-]/gi, '-')}`;
}

const isProfileField = (name: string): name is ProfileField => Object.hasOwn(PROFILE_FIELDS, name);

/**
 * What a missing item (or a 422 field) is called on screen: `bio.fr` → the bio, `documents.insurance`
 * → the document, `car_photo` → the car photo. The control it leads to is the field's own, or for
 * `bio.fr` the French bio. Undefined for a name this screen does not know (it is shown as written).
 */
export function missingItem(item: string): { label: MessageId; target: string } | undefined {
  const [head, rest] = item.split('.', 2);
  if (head === 'documents' && rest) return { label: documentLabel(rest as InstructorDocumentKind), target: controlId(item) };
  if (item === 'car_photo') return { label: 'instructorArea.field.carPhoto', target: controlId(item) };
  if (isProfileField(head)) return { label: PROFILE_FIELDS[head], target: controlId(head === 'bio' ? (rest ? item : 'bio.en') : head) };
  return undefined;
}

/** Each part of the public profile, as the list of changes waiting for review names it. */
export const CHANGE_FIELDS: Record<InstructorProfileChangeField, MessageId> = {
  f_name: PROFILE_FIELDS.f_name,
  l_name: PROFILE_FIELDS.l_name,
  languages: PROFILE_FIELDS.languages,
  bio: PROFILE_FIELDS.bio,
  car_make_model: PROFILE_FIELDS.car_make_model,
  public_phone: PROFILE_FIELDS.public_phone,
  car_photo: 'instructorArea.field.carPhoto',
};
