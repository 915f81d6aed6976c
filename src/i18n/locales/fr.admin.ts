import adminOperations from '../areas/admin-operations.fr.json';
import adminCatalog from '../areas/admin-catalog.fr.json';
import adminEnrolment from '../areas/admin-enrolment.fr.json';
import adminBookings from '../areas/admin-bookings.fr.json';
import instructorShared from '../areas/instructor-shared.fr.json';
import passwordChange from '../areas/password-change.fr.json';
import roadTests from '../areas/road-tests.fr.json';
import adminInsight from '../areas/admin-insight.fr.json';

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
