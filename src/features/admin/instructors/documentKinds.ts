import type { InstructorDocumentKind } from '../../../api/enrolment';
import type { MessageId } from '../../../i18n/messages';

/**
 * The seven documents an applicant sends, worded as the public instructors page lists them; the
 * last is two photos (the dual brake pedal, the car's front with its plate), each its own file.
 */
export const DOCUMENT_GROUPS: { labelId: MessageId; files: { kind: InstructorDocumentKind; labelId?: MessageId }[] }[] = [
  { labelId: 'instructors.doc1', files: [{ kind: 'in_car_certification' }] },
  { labelId: 'instructors.doc2', files: [{ kind: 'instructor_licence' }] },
  { labelId: 'instructors.doc3', files: [{ kind: 'g_licence' }] },
  { labelId: 'instructors.doc4', files: [{ kind: 'insurance' }] },
  { labelId: 'instructors.doc5', files: [{ kind: 'vehicle_ownership' }] },
  { labelId: 'instructors.doc6', files: [{ kind: 'safety_check' }] },
  {
    labelId: 'instructors.doc7',
    files: [
      { kind: 'dual_brake_photo', labelId: 'admin.instructors.doc.dualBrake' },
      { kind: 'front_plate_photo', labelId: 'admin.instructors.doc.frontPlate' },
    ],
  },
];
