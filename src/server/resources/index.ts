import type { Handlers } from '../http/types';
import { accountHandlers } from './account/handlers';
import { applicationHandlers } from './applications/handlers';
import { authHandlers } from './auth/handlers';
import { bookingHandlers } from './bookings/handlers';
import { webhookHandlers } from './bookings/webhook';
import { cityHandlers } from './cities/handlers';
import { contentHandlers } from './content/handlers';
import { customerHandlers } from './customer/handlers';
import { dashboardHandlers } from './dashboard/handlers';
import { inquiryHandlers } from './inquiries/handlers';
import { instructorHandlers } from './instructors/handlers';
import { lessonHandlers } from './lessons/handlers';
import { mediaHandlers } from './media/handlers';
import { municipalityHandlers } from './municipalities/handlers';
import { packageHandlers } from './packages/handlers';
import { partnerHandlers } from './partners/handlers';
import { serviceHandlers } from './services/handlers';
import { settingsHandlers } from './settings/handlers';
import { teachingHandlers } from './teaching/handlers';

/*
 * Every resource's glue service handlers, by operationId. One import and one spread per
 * resource; the type demands a handler for every operation of the contract.
 */
export const handlers: Handlers = {
  ...authHandlers,
  ...customerHandlers,
  ...accountHandlers,
  ...partnerHandlers,
  ...mediaHandlers,
  ...instructorHandlers,
  ...applicationHandlers,
  ...packageHandlers,
  ...bookingHandlers,
  ...lessonHandlers,
  ...teachingHandlers,
  ...webhookHandlers,
  ...contentHandlers,
  ...serviceHandlers,
  ...inquiryHandlers,
  ...dashboardHandlers,
  ...cityHandlers,
  ...municipalityHandlers,
  ...settingsHandlers,
  // The admin auth operations on the base the original site's client uses (same handlers).
  adminLoginAlias: authHandlers.adminLogin,
  adminLogoutAlias: authHandlers.adminLogout,
  getCurrentUserAlias: authHandlers.getCurrentUser,
};
