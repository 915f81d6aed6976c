import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { components } from '../../contract/generated/openapi.gen';
import { initialMarks, type AttendanceMark, type AttendanceMarks } from './attendanceMarks';

type BdeClassSession = components['schemas']['BdeClassSession'];
type AttendanceStatus = components['schemas']['AttendanceStatus'];

/** The words of the fields, in the area's own catalog (the office's or the instructor's). */
export interface AttendanceWords {
  status: Record<AttendanceStatus, string>;
  minutesOf: (name: string) => string;
}

const STATUSES: AttendanceStatus[] = ['present', 'late', 'absent'];

/** The marks of the session's roster as the form changes them, starting as `initialMarks` has them. */
export function useAttendanceMarks(session: BdeClassSession) {
  const [marks, setMarks] = useState(() => initialMarks(session));
  const mark = (courseId: number, change: Partial<AttendanceMark>) => setMarks((current) => ({ ...current, [courseId]: { ...current[courseId], ...change } }));
  return { marks, mark };
}

/**
 * One group per student of the session's roster, named by the student: present, late (then the
 * minutes attended) or absent; the office's dialog and the instructor's form alike.
 */
export function AttendanceMarksFields({
  session,
  marks,
  onMark,
  words,
  disabled,
}: {
  session: BdeClassSession;
  marks: AttendanceMarks;
  onMark: (courseId: number, change: Partial<AttendanceMark>) => void;
  words: AttendanceWords;
  disabled: boolean;
}) {
  return session.roster.map((r) => {
    const labelId = `attendance-${session.id}-${r.course_id}`;
    const { status, minutes } = marks[r.course_id];
    return (
      <Box key={r.course_id} role="group" aria-labelledby={labelId} sx={{ display: 'grid', gap: 0.5, borderTop: 1, borderColor: 'divider', pt: 1 }}>
        <Typography id={labelId} sx={{ fontWeight: 600 }} dir="auto">
          {r.student.name}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <RadioGroup row aria-labelledby={labelId} value={status} onChange={(_, value) => onMark(r.course_id, { status: value as AttendanceStatus })}>
            {STATUSES.map((option) => (
              <FormControlLabel key={option} value={option} control={<Radio />} label={words.status[option]} disabled={disabled} />
            ))}
          </RadioGroup>
          {status === 'late' && (
            <TextField
              size="small"
              type="number"
              name={`minutes-${r.course_id}`}
              label={words.minutesOf(r.student.name)}
              value={minutes}
              onChange={(event) => onMark(r.course_id, { minutes: event.target.value })}
              required
              slotProps={{ htmlInput: { min: 0, max: 720, inputMode: 'numeric' } }}
              sx={{ width: 200 }}
            />
          )}
        </Box>
      </Box>
    );
  });
}
