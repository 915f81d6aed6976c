import type { components } from '../../contract/generated/openapi.gen';

// From the contract rather than src/api/signedInApi, which this shared layer may not import; the same types.
type BdeClassSession = components['schemas']['BdeClassSession'];
type AttendanceStatus = components['schemas']['AttendanceStatus'];
type BdeAttendanceInput = components['schemas']['BdeAttendanceInput'];

/** A student's attendance as being marked: the minutes are what was typed (for a late student). */
export interface AttendanceMark {
  status: AttendanceStatus;
  minutes: string;
}
export type AttendanceMarks = Record<number, AttendanceMark>;

/** Everyone present to start with, or as recorded before (the office's or the instructor's form alike). */
export const initialMarks = (session: BdeClassSession): AttendanceMarks =>
  Object.fromEntries(
    session.roster.map((r) => [r.course_id, { status: r.status ?? 'present', minutes: r.status === 'late' && r.minutes !== null ? String(r.minutes) : '' }]),
  );

/** Whether the marks can be sent: a late student needs a whole number of minutes. */
export const marksReady = (session: BdeClassSession, marks: AttendanceMarks): boolean =>
  session.roster.length > 0 && session.roster.every((r) => marks[r.course_id].status !== 'late' || /^\d+$/.test(marks[r.course_id].minutes));

/** The attendance to send: one entry per student of the roster, minutes only for a late one. */
export const attendanceInput = (session: BdeClassSession, marks: AttendanceMarks): BdeAttendanceInput => ({
  entries: session.roster.map((r) => {
    const { status, minutes } = marks[r.course_id];
    return status === 'late' ? { course_id: r.course_id, status, minutes: Number(minutes) } : { course_id: r.course_id, status };
  }),
});
