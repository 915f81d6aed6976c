import type { IntlShape } from 'react-intl';
import type { AdminBdeCourse } from '../../../api/officeApi';
import { tenthsOfHours } from '../../../i18n/format';

/** A course's class, in-car and home-link hours done of those required ("Class 12.5 of 20 · …"). */
export const courseHoursText = (intl: IntlShape, { progress: p }: AdminBdeCourse) =>
  intl.formatMessage(
    { id: 'admin.courses.hoursDone' },
    {
      classDone: tenthsOfHours(p.class_minutes),
      classRequired: p.class_hours_required,
      inCarDone: tenthsOfHours(p.in_car_minutes),
      inCarRequired: p.in_car_hours_required,
      homeLinkDone: tenthsOfHours(p.home_link_minutes),
      homeLinkRequired: p.home_link_hours_required,
    },
  );
