import type { Instructor } from '../../../api';

/** An instructor's first and last name; the original data stores a missing last name as the text NULL. */
export const fullName = (i: Pick<Instructor, 'f_name' | 'l_name'>) => [i.f_name, i.l_name === 'NULL' ? '' : i.l_name].filter(Boolean).join(' ');
