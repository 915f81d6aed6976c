import type { components } from '../../contract/generated/openapi.gen';
import type { MessageId } from '../../i18n/messages';

// From the contract rather than src/api/signedInApi, which this shared layer may not import; the same type.
type InstructorDocumentKind = components['schemas']['InstructorDocumentKind'];

/**
 * The seven documents an applicant sends, in the public instructors page's order and with its
 * wording, as the instructor uploads them and the office reviews them; the last is two photos
 * (the dual brake pedal, the car's front with its plate), each its own file with its own label.
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
      { kind: 'dual_brake_photo', label: 'instructorDocs.dualBrake' },
      { kind: 'front_plate_photo', label: 'instructorDocs.frontPlate' },
    ],
  },
];
