// The instructor area's screens from one module: the router imports it once, so the public pages'
// bundle carries one chunk-loading call for the whole area rather than one per screen.
export { InstructorLayout } from './shared/InstructorLayout';
export { ApplicationPage } from './application/ApplicationPage';
export { AvailabilityPage } from './availability/AvailabilityPage';
export { TeachingLessonsPage } from './lessons/TeachingLessonsPage';
export { TeachingClassesPage } from './classes/TeachingClassesPage';
export { HomeLinkToCheckPage } from './homeLink/HomeLinkToCheckPage';
export { InstructorPasswordPage } from './password/InstructorPasswordPage';
