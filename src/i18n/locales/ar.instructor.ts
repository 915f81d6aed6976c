import instructor from '../areas/instructor.ar.json';

/** The messages of the instructor's area in one language: downloaded with its screens only. */
export default instructor;
