import type { CsvValue } from '../../../contract/csv';
import { torontoIsoTime } from '../../../contract/torontoTime';
import type { SchoolSettings } from '../../db/schema';
import { InvalidError, type Executor } from '../../domain/errors';
import type { Key } from './messages';
import { courseRecords, type CourseRecords } from './progress';
import { coursesWithContext, type CourseRow } from './repository';
import { inCarDeadline } from './rules';

const MAX_DAYS = 366;

/** Refuses a period (`from` to `to`, both included) that ends before it starts or is longer than a year and a day. */
function checkPeriod(from: string, to: string): void {
  if (to < from) throw new InvalidError<Key>({ to: 'periodOrder' });
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  if (days > MAX_DAYS) throw new InvalidError<Key>({ to: 'periodLength' });
}

// Column names are the file's contract with the spreadsheets and scripts that read it: English
// identifiers in every language, stable; days as YYYY-MM-DD, instants as Toronto ISO times, hours as
// decimals with a point.
const HEADER = [
  'course_id',
  'student_name',
  'student_email',
  'student_birthday',
  'package',
  'status',
  'course_start',
  'in_car_deadline',
  'g1_number',
  'g1_expiry',
  'consent_at',
  'guardian_name',
  'class_hours',
  'class_hours_required',
  'in_car_hours',
  'in_car_hours_required',
  'home_link_hours',
  'home_link_hours_required',
  'test_sittings',
  'test_passed_on',
  'theory_percent',
  'in_car_percent',
  'ready_at',
  'certified_on',
  'mto_reference',
  'certified_by',
];

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;
const instant = (iso: string | null) => (iso ? torontoIsoTime(iso) : null);

function row(c: CourseRow, { progress, tests }: CourseRecords, settings: SchoolSettings): CsvValue[] {
  const passed = tests.find((t) => t.passed === 1);
  return [
    c.id,
    c.student_name,
    c.student_email,
    c.student_birthday,
    c.en_name,
    c.status,
    c.course_start,
    inCarDeadline(c.course_start, settings.bde_in_car_months),
    c.g1_number,
    c.g1_expiry,
    instant(c.consent_at),
    c.guardian_name,
    hours(progress.class_minutes),
    settings.bde_class_hours,
    hours(progress.in_car_minutes),
    settings.bde_in_car_hours,
    hours(progress.home_link_minutes),
    settings.bde_home_link_hours,
    tests.length,
    passed?.taken_on ?? null,
    passed?.theory_percent ?? null,
    passed?.in_car_percent ?? null,
    instant(c.ready_at),
    c.certified_on,
    c.mto_reference,
    c.certified_by_name,
  ];
}

/**
 * Every course whose first day falls in the period, oldest start first, as rows under a header
 * row: what the office sends the Ministry or keeps for its books. A school starts hundreds of
 * courses a year, so a year's rows and their records are read in one pass.
 */
export async function courseRows(db: Executor, { from, to }: { from: string; to: string }, settings: SchoolSettings): Promise<CsvValue[][]> {
  checkPeriod(from, to);
  const courses = await coursesWithContext(db)
    .where('bde_courses.course_start', '>=', from)
    .where('bde_courses.course_start', '<=', to)
    .orderBy('bde_courses.course_start')
    .orderBy('bde_courses.id')
    .execute();
  const records = await courseRecords(db, courses);
  return [HEADER, ...courses.map((c) => row(c, records(c), settings))];
}
