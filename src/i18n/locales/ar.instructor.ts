import instructor from '../areas/instructor.ar.json';
import instructorShared from '../areas/instructor-shared.ar.json';
import passwordChange from '../areas/password-change.ar.json';

/** The messages of the instructor's area in one language: downloaded with its screens only (the texts it shares with the office's screens come with the admin area's too). */
export default { ...instructor, ...instructorShared, ...passwordChange };
