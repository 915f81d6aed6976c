import type { InstructorDocumentKind } from '../../../api/enrolment';
import type { MessageId } from '../../../i18n/messages';

/**
 * The seven documents of the public instructors page, in its order and with its wording; the last
 * is two photos (the dual brake, the front with its plate), uploaded one by one.
 */
export const DOCUMENT_GROUPS: readonly { title: MessageId; kinds: readonly { kind: InstructorDocumentKind; label?: MessageId }[] }[] = [
  { title: 'instructors.doc1', kinds: [{ kind: 'in_car_certification' }] },
  { title: 'instructors.doc2', kinds: [{ kind: 'instructor_licence' }] },
  { title: 'instructors.doc3', kinds: [{ kind: 'g_licence' }] },
  { title: 'instructors.doc4', kinds: [{ kind: 'insurance' }] },
  { title: 'instructors.doc5', kinds: [{ kind: 'vehicle_ownership' }] },
  { title: 'instructors.doc6', kinds: [{ kind: 'safety_check' }] },
  {
    title: 'instructors.doc7',
    kinds: [
      { kind: 'dual_brake_photo', label: 'instructorArea.doc.dualBrake' },
      { kind: 'front_plate_photo', label: 'instructorArea.doc.frontPlate' },
    ],
  },
];

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
