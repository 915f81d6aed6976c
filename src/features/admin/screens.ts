// The office's screens from one module: the router imports it once, so the public pages' bundle
// carries one chunk-loading call for the whole admin area rather than one per screen. The sign-in
// form is not among them: it has a chunk of its own.
export { AdminLayout } from './AdminLayout';
export { DashboardPage } from './dashboard/DashboardPage';
export { ServicesManagerPage } from './services/ServicesManagerPage';
export { InquiriesPage } from './inquiries/InquiriesPage';
export { ContentManagerPage } from './content/ContentManagerPage';
export { CitiesManagerPage } from './cities/CitiesManagerPage';
export { InstructorListPage } from './instructors/InstructorListPage';
export { InstructorApplicationPage } from './instructors/InstructorApplicationPage';
export { PartnersManagerPage } from './partners/PartnersManagerPage';
export { PackagesPage } from './packages/PackagesPage';
export { SettingsPage } from './settings/SettingsPage';
export { BookingsPage } from './bookings/BookingsPage';
export { LessonsPage } from './lessons/LessonsPage';
export { ClassListPage } from './bookings/ClassListPage';
export { AdminReceiptPage } from './receipts/AdminReceiptPage';
export { AdminPasswordPage } from './password/AdminPasswordPage';
