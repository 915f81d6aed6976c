import { TIME_ZONE } from '../../../contract/torontoTime';
import type { AttendanceStatus, BdeClassSession, LessonLog, SchoolSettings } from '../../db/schema';
import type { Executor } from '../../domain/errors';
import type { Lang } from '../../http/i18n';
import { DATE_LOCALE, instantText, perLang } from '../../mail/formats';
import { PdfFile } from '../../pdf/pdfFile';
import { instructorsById } from '../lessons/repository';
import { f } from './fileText';
import type { CourseRecords } from './progress';
import type { CourseRow } from './repository';
import { inCarDeadline } from './rules';

const SCHOOL = 'Drive Ontario';

const dayFormat = perLang((lang) => new Intl.DateTimeFormat(DATE_LOCALE[lang], { dateStyle: 'medium', timeZone: 'UTC' }));
const timeFormat = perLang((lang) => new Intl.DateTimeFormat(DATE_LOCALE[lang], { timeStyle: 'short', timeZone: TIME_ZONE }));
const dateOfInstant = perLang((lang) => new Intl.DateTimeFormat(DATE_LOCALE[lang], { dateStyle: 'medium', timeZone: TIME_ZONE }));

/** A calendar day (`YYYY-MM-DD`) as the tables write it: Sep 12, 2026. */
const shortDay = (date: string, lang: Lang) => dayFormat(lang).format(new Date(`${date}T12:00:00Z`));
/** Toronto's day and hours of a span: Sep 12, 2026, 9:00 a.m.–2:00 p.m. */
const spanText = (startsAt: string, endsAt: string, lang: Lang) =>
  `${dateOfInstant(lang).format(new Date(startsAt))}, ${timeFormat(lang).format(new Date(startsAt))}–${timeFormat(lang).format(new Date(endsAt))}`;
/** Minutes as hours with at most one decimal (7.5), in the language's digits and separator. */
const hoursText = (minutes: number, lang: Lang) => (minutes / 60).toLocaleString(DATE_LOCALE[lang], { maximumFractionDigits: 1 });

type LogEntry = Pick<LessonLog, 'skills' | 'notes' | 'licence_number'>;

/** What the file shows beyond the course and its progress: attendance, lessons with their log and instructor. */
export interface FileRecords {
  attendance: { session: BdeClassSession; status: AttendanceStatus; minutes: number }[];
  lessons: { starts_at: string; ends_at: string; status: 'completed' | 'no_show'; minutes: number; instructor: string; log: LogEntry | undefined }[];
}

/**
 * The class sessions the course's attendance was taken at, and the student's in-car lessons taught
 * or missed since the course started, each with its log entry (which carries the instructor's
 * licence number as they wrote it) and the instructor's name; both oldest first.
 */
export async function fileRecords(db: Executor, course: Pick<CourseRow, 'id' | 'user_id' | 'course_start'>): Promise<FileRecords> {
  const [attendance, lessons] = await Promise.all([
    db
      .selectFrom('bde_attendance')
      .innerJoin('bde_class_sessions', 'bde_class_sessions.id', 'bde_attendance.session_id')
      .selectAll('bde_class_sessions')
      .select(['bde_attendance.status as attendance_status', 'bde_attendance.minutes as attended_minutes'])
      .where('bde_attendance.course_id', '=', course.id)
      .orderBy('bde_class_sessions.starts_at')
      .execute(),
    db
      .selectFrom('lessons')
      .leftJoin('lesson_logs', 'lesson_logs.lesson_id', 'lessons.id')
      .select([
        'lessons.instructor_id',
        'lessons.starts_at',
        'lessons.ends_at',
        'lessons.status',
        'lessons.duration_minutes',
        'lessons.taught_minutes',
        'lesson_logs.id as log_id',
        'lesson_logs.skills',
        'lesson_logs.notes',
        'lesson_logs.licence_number',
      ])
      .where('lessons.student_id', '=', course.user_id)
      .where('lessons.status', 'in', ['completed', 'no_show'])
      .where('lessons.starts_at', '>=', `${course.course_start}T00:00:00.000Z`)
      .orderBy('lessons.starts_at')
      .execute(),
  ]);
  const instructors = await instructorsById(
    db,
    lessons.map((l) => l.instructor_id),
  );
  return {
    attendance: attendance.map(({ attendance_status, attended_minutes, ...session }) => ({ session, status: attendance_status, minutes: attended_minutes })),
    lessons: lessons.map((l) => {
      const instructor = instructors.get(l.instructor_id);
      return {
        starts_at: l.starts_at,
        ends_at: l.ends_at,
        status: l.status as 'completed' | 'no_show',
        minutes: l.status === 'completed' ? (l.taught_minutes ?? l.duration_minutes) : 0,
        instructor: instructor ? `${instructor.f_name} ${instructor.l_name}` : '',
        log: l.log_id === null ? undefined : { skills: l.skills ?? '', notes: l.notes ?? '', licence_number: l.licence_number ?? '' },
      };
    }),
  };
}

/** A log entry's skills in `lang`, then the instructor's notes as written (each on its own lines). */
const logText = (log: LogEntry | undefined, lang: Lang) =>
  log
    ? [
        log.skills
          .split(',')
          .filter(Boolean)
          .map((skill) => f(lang, `skill.${skill}` as 'skill.turns'))
          .join(', '),
        log.notes,
      ]
        .filter(Boolean)
        .join('\n')
    : f(lang, 'noLog');

/**
 * The student's course file as a PDF in `lang`: what an inspector asks to see of a course (the
 * student and licence, the consent as worded when given, every part's records and hours, the test
 * sittings and the certificate). `now` is when it was produced, printed on it.
 */
export async function courseFile(
  course: CourseRow,
  records: CourseRecords,
  extra: FileRecords,
  settings: SchoolSettings,
  lang: Lang,
  now = new Date(),
): Promise<Buffer> {
  const t = (key: Parameters<typeof f>[1], params?: Record<string, string | number>) => f(lang, key, params);
  const hours = (minutes: number) => t('hours', { hours: hoursText(minutes, lang) });
  const title = t('title');
  const file = new PdfFile({ lang, title: `${title} — ${course.student_name}`, author: SCHOOL });
  const { progress } = records;
  const passedTest = records.tests.find((s) => s.passed === 1);

  file.title(title).paragraph(t('produced', { school: SCHOOL, at: instantText(now, lang) }), { muted: true });

  file.heading(t('student')).facts([
    [t('name'), course.student_name],
    [t('email'), course.student_email],
    [t('birthday'), course.student_birthday ? shortDay(course.student_birthday, lang) : t('none')],
    [t('course'), t('courseValue', { package: course[`${lang}_name`] || course.en_name, id: course.id })],
    [t('status'), t(`status.${course.status}`)],
    [t('courseStart'), shortDay(course.course_start, lang)],
    [t('deadline'), shortDay(inCarDeadline(course.course_start, settings.bde_in_car_months), lang)],
    [t('g1'), course.g1_number && course.g1_expiry ? t('g1Value', { number: course.g1_number, date: shortDay(course.g1_expiry, lang) }) : t('none')],
  ]);

  file.heading(t('consent'));
  if (course.consent_text && course.consent_at) {
    file.paragraph(course.consent_text, { ownDirection: true });
    file.paragraph(
      course.guardian_name && course.guardian_consent_at
        ? t('consentGuardian', {
            at: instantText(course.consent_at, lang),
            guardian: course.guardian_name,
            guardianAt: instantText(course.guardian_consent_at, lang),
          })
        : t('consentGiven', { at: instantText(course.consent_at, lang) }),
      { muted: true },
    );
  } else file.paragraph(t('consentMissing'), { muted: true });

  file.heading(t('progress')).table(
    [
      { label: t('part'), share: 3 },
      { label: t('done'), share: 2 },
      { label: t('required'), share: 2 },
    ],
    [
      [t('classPart'), hours(progress.class_minutes), hours(settings.bde_class_hours * 60)],
      [t('inCarPart'), hours(progress.in_car_minutes), hours(settings.bde_in_car_hours * 60)],
      [t('homeLinkPart'), hours(progress.home_link_minutes), hours(settings.bde_home_link_hours * 60)],
      [t('testPart'), passedTest ? t('passed') : t('notPassed'), t('passMark', { percent: settings.bde_pass_percent })],
    ],
    '',
  );

  file.heading(t('sessions')).table(
    [
      { label: t('when'), share: 4 },
      { label: t('place'), share: 3 },
      { label: t('attendance'), share: 2 },
    ],
    extra.attendance.map(({ session, status, minutes }) => [
      spanText(session.starts_at, session.ends_at, lang),
      session.mode === 'online' ? t('online') : [t('classroom'), session.room].filter(Boolean).join(', '),
      t(`attendance.${status}`, { minutes }),
    ]),
    t('noSessions'),
  );

  file.heading(t('homeLink')).table(
    [
      { label: t('assignment'), share: 3.6 },
      { label: t('credits'), share: 1.1 },
      { label: t('doneWith'), share: 2.2 },
      { label: t('state'), share: 3.1 },
    ],
    records.homeLink.map(({ assignment, work }) => [
      assignment[`${lang}_title`] || assignment.en_title,
      hours(assignment.minutes),
      work?.guardian_name ?? '',
      !work
        ? t('toDo')
        : work.accepted_at
          ? t('acceptedOn', { date: instantText(work.accepted_at, lang) })
          : t('doneOn', { date: instantText(work.done_at, lang) }),
    ]),
    t('noHomeLink'),
  );

  file.heading(t('lessons')).table(
    [
      { label: t('when'), share: 3.6 },
      { label: t('instructor'), share: 2 },
      { label: t('licence'), share: 2 },
      { label: t('minutes'), share: 1.2 },
      { label: t('log'), share: 4.2, ownDirection: true },
    ],
    extra.lessons.map((l) => [
      spanText(l.starts_at, l.ends_at, lang),
      l.instructor,
      l.log?.licence_number ?? '',
      l.status === 'no_show' ? t('noShow') : String(l.minutes),
      logText(l.log, lang),
    ]),
    t('noLessons'),
  );

  file.heading(t('tests')).table(
    [
      { label: t('day'), share: 3 },
      { label: t('theory'), share: 2 },
      { label: t('inCar'), share: 2 },
      { label: t('result'), share: 2 },
    ],
    records.tests.map((s) => [shortDay(s.taken_on, lang), `${s.theory_percent}%`, `${s.in_car_percent}%`, s.passed === 1 ? t('passed') : t('failed')]),
    t('noTests'),
  );

  file.heading(t('certificate'));
  file.paragraph(
    course.certified_on && course.mto_reference
      ? t('certificateValue', {
          date: shortDay(course.certified_on, lang),
          reference: course.mto_reference,
          by: course.certified_by_name ?? '',
          at: course.certified_at ? instantText(course.certified_at, lang) : '',
        })
      : t('noCertificate'),
  );

  return file.finish((page, pages) => t('footer', { name: course.student_name, id: course.id, page, pages }));
}
