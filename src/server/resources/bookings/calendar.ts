import type { EventAttributes } from 'ics';
import { lazyPackage } from '../../lazyPackage';
import type { PackageDate } from '../../db/schema';
import type { MailAttachment } from '../../mail/mailer';
import { torontoInstant } from '../../../contract/torontoTime';

const ics = lazyPackage<typeof import('ics')>('ics');

/**
 * The class days of a date as a calendar file: one event per day (a date may span two), from and
 * to its Toronto wall-clock times written as UTC instants, so every calendar shows them right
 * whatever its own zone and across daylight-saving changes.
 */
export function classCalendar(date: PackageDate, title: string, bookingUrl: string, bookingId: number): MailAttachment {
  const days = [date.first_date, ...(date.second_date ? [date.second_date] : [])];
  const events: EventAttributes[] = days.map((day, index) => ({
    uid: `booking-${bookingId}-${index + 1}@driveontario.ca`,
    title,
    start: torontoInstant(day, date.from_time).getTime(),
    end: torontoInstant(day, date.to_time).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
    url: bookingUrl,
    productId: 'driveontario/bookings',
  }));
  const { error, value } = ics().createEvents(events);
  if (error || !value) throw error ?? new Error('calendar file not written');
  return { filename: 'class-dates.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: value };
}
