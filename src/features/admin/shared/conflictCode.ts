// Shared with the instructor's area, so it lives in the api layer; the office's screens import it from here.
export { conflictCode } from '../../../api';
