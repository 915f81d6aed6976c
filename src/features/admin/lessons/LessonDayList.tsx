import { useId } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { LessonInstructor } from '../../../api/signedInApi';
import type { AdminLesson } from '../../../api/officeApi';
import { LessonItem } from './LessonItem';

interface LessonDayListProps {
  lessons: AdminLesson[];
  onMove: (lesson: AdminLesson) => void;
  onCancel: (lesson: AdminLesson) => void;
  onLog: (lesson: AdminLesson) => void;
}

/** The day's lessons of each instructor, instructors by name, each one's lessons in start order (as the server sends them). */
function byInstructor(lessons: AdminLesson[]): { instructor: LessonInstructor; lessons: AdminLesson[] }[] {
  const groups = new Map<number, { instructor: LessonInstructor; lessons: AdminLesson[] }>();
  for (const lesson of lessons) {
    const group = groups.get(lesson.instructor.id) ?? { instructor: lesson.instructor, lessons: [] };
    group.lessons.push(lesson);
    groups.set(lesson.instructor.id, group);
  }
  return [...groups.values()].sort((a, b) => a.instructor.name.localeCompare(b.instructor.name));
}

function InstructorLessons({ instructor, lessons, onMove, onCancel, onLog }: { instructor: LessonInstructor } & LessonDayListProps) {
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 } }}>
      {/* Isolated, not dir="auto": "Amir K." keeps its period on its right and the heading the page's side. */}
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 700, mb: 1 }}>
        <bdi>{instructor.name}</bdi>
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {lessons.map((lesson) => (
          <LessonItem key={lesson.id} lesson={lesson} onMove={onMove} onCancel={onCancel} onLog={onLog} />
        ))}
      </Box>
    </Paper>
  );
}

/** A day's lessons grouped by instructor: one section each, usable from a phone to a desktop. */
export function LessonDayList({ lessons, onMove, onCancel, onLog }: LessonDayListProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {byInstructor(lessons).map((group) => (
        <InstructorLessons key={group.instructor.id} instructor={group.instructor} lessons={group.lessons} onMove={onMove} onCancel={onCancel} onLog={onLog} />
      ))}
    </Box>
  );
}
