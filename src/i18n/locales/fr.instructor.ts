import instructor from '../areas/instructor.fr.json';
import instructorShared from '../areas/instructor-shared.fr.json';
import passwordChange from '../areas/password-change.fr.json';

/** The messages of the instructor's area in one language: downloaded with its screens only (the texts it shares with the office's screens come with the admin area's too). */
export default { ...instructor, ...instructorShared, ...passwordChange };
