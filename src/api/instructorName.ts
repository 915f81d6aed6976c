import type { Instructor } from '.';

/** An instructor's first and last name; the original data stores a missing last name as the text NULL. */
export const instructorName = (instructor: Pick<Instructor, 'f_name' | 'l_name'>) =>
  [instructor.f_name, instructor.l_name === 'NULL' ? '' : instructor.l_name].filter(Boolean).join(' ');
