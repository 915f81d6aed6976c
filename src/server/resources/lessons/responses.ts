import type { components } from '../../../contract/generated/openapi.gen';
import type { Lesson } from '../../db/schema';
import type { Executor } from '../../domain/errors';
import { readSettings } from '../settings/repository';
import { freeCancelUntil, instructorName } from './domain';
import { instructorsById, studentsById } from './repository';
import type { Slot } from './slots';
import type { OfficeWeek } from './week';

type Schemas = components['schemas'];

/** Everything a lesson's answer shows beside its row: instructors' and students' names, the cut-off. */
export interface LessonContext {
  instructors: Awaited<ReturnType<typeof instructorsById>>;
  students: Awaited<ReturnType<typeof studentsById>>;
  cutoffHours: number;
}

export async function contextOf(db: Executor, lessons: readonly Lesson[], withStudents: boolean): Promise<LessonContext> {
  const [instructors, students, settings] = await Promise.all([
    instructorsById(
      db,
      lessons.map((l) => l.instructor_id),
    ),
    withStudents
      ? studentsById(
          db,
          lessons.map((l) => l.student_id),
        )
      : Promise.resolve(new Map()),
    readSettings(db),
  ]);
  return { instructors, students, cutoffHours: settings.lesson_cancel_cutoff_hours };
}

function instructorOf(ctx: LessonContext, id: number): Schemas['LessonInstructor'] {
  const instructor = ctx.instructors.get(id);
  return { id, name: instructor ? instructorName(instructor) : '' };
}

export function toApiLesson(lesson: Lesson, ctx: LessonContext): Schemas['Lesson'] {
  return {
    id: lesson.id,
    status: lesson.status,
    starts_at: lesson.starts_at,
    ends_at: lesson.ends_at,
    duration_minutes: lesson.duration_minutes,
    instructor: instructorOf(ctx, lesson.instructor_id),
    counted: lesson.counted === 1,
    free_cancel_until: freeCancelUntil(lesson, ctx.cutoffHours),
    cancelled_at: lesson.cancelled_at,
  };
}

export function toAdminLesson(lesson: Lesson, ctx: LessonContext): Schemas['AdminLesson'] {
  const student = ctx.students.get(lesson.student_id);
  return {
    ...toApiLesson(lesson, ctx),
    student: { id: lesson.student_id, name: student?.name ?? '', email: student?.email ?? '', phone: student?.phone_number ?? '' },
    booked_by: lesson.booked_by,
    cancel_reason: lesson.cancel_reason,
    override: lesson.override_rule ? { rule: lesson.override_rule, reason: lesson.override_reason ?? '' } : null,
  };
}

export async function toApiSlots(db: Executor, slots: readonly Slot[]): Promise<Schemas['LessonSlot'][]> {
  const instructors = await instructorsById(
    db,
    slots.map((s) => s.instructorId),
  );
  const ctx: LessonContext = { instructors, students: new Map(), cutoffHours: 0 };
  return slots.map((s) => ({
    instructor: instructorOf(ctx, s.instructorId),
    starts_at: new Date(s.start).toISOString(),
    ends_at: new Date(s.start + s.duration * 60_000).toISOString(),
    duration_minutes: s.duration,
  }));
}

const spanOf = (span: { start: number; end: number }): Schemas['TimeSpan'] => ({
  starts_at: new Date(span.start).toISOString(),
  ends_at: new Date(span.end).toISOString(),
});

export function toAdminWeek(week: OfficeWeek): Schemas['AdminLessonWeek'] {
  return {
    from: week.from,
    to: week.to,
    instructors: week.instructors.map((i) => ({
      instructor: instructorOf(week.context, i.id),
      lessons: i.lessons.map((l) => toAdminLesson(l, week.context)),
      free: i.free.map(spanOf),
      held: i.held.map((h) => ({
        starts_at: h.starts_at,
        ends_at: h.ends_at,
        expires_at: h.expires_at,
        student: { id: h.student_id, name: h.student_name },
      })),
    })),
  };
}
