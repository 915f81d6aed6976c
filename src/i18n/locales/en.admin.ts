import adminOperations from '../areas/admin-operations.en.json';
import adminCatalog from '../areas/admin-catalog.en.json';
import adminEnrolment from '../areas/admin-enrolment.en.json';
import adminBookings from '../areas/admin-bookings.en.json';
import instructorShared from '../areas/instructor-shared.en.json';
import passwordChange from '../areas/password-change.en.json';
import roadTests from '../areas/road-tests.en.json';
import adminInsight from '../areas/admin-insight.en.json';

/** The admin area's messages in one language: downloaded with the admin area only. */
export default {
  ...adminOperations,
  ...adminCatalog,
  ...adminEnrolment,
  ...adminBookings,
  ...instructorShared,
  ...passwordChange,
  ...roadTests,
  ...adminInsight,
};
