import adminOperations from '../areas/admin-operations.ar.json';
import adminCatalog from '../areas/admin-catalog.ar.json';
import adminEnrolment from '../areas/admin-enrolment.ar.json';
import adminBookings from '../areas/admin-bookings.ar.json';
import instructorShared from '../areas/instructor-shared.ar.json';
import passwordChange from '../areas/password-change.ar.json';
import roadTests from '../areas/road-tests.ar.json';
import adminInsight from '../areas/admin-insight.ar.json';

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
