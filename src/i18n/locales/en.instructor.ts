import instructor from '../areas/instructor.en.json';
import lessonLog from '../areas/lesson-log.en.json';

/** The messages of the instructor's area in one language: downloaded with its screens only (the in-car log's texts come with the admin area's too). */
export default { ...instructor, ...lessonLog };
