import { classCalendar } from './calendar';
import { torontoInstant } from './torontoClock';

test('a Toronto wall-clock time is read with the offset of its own day, on either side of a DST change', () => {
  expect(torontoInstant('2026-07-01', '09:00').toISOString()).toBe('2026-07-01T13:00:00.000Z');
  expect(torontoInstant('2026-10-31', '09:00').toISOString()).toBe('2026-10-31T13:00:00.000Z');
  // Clocks went back at 2 am on 1 November 2026.
  expect(torontoInstant('2026-11-01', '09:00').toISOString()).toBe('2026-11-01T14:00:00.000Z');
  expect(torontoInstant('2026-12-05', '18:30').toISOString()).toBe('2026-12-05T23:30:00.000Z');
  // And forward on 8 March 2026.
  expect(torontoInstant('2026-03-08', '09:00').toISOString()).toBe('2026-03-08T13:00:00.000Z');
});

test('a two-day class is a calendar file of two events, written in UTC', () => {
  const file = classCalendar(
    {
      id: 7,
      package_id: 1,
      first_date: '2026-10-31',
      second_date: '2026-11-01',
      from_time: '09:00',
      to_time: '15:00',
      capacity: 10,
      is_open: 1,
      created_at: '',
      updated_at: '',
    },
    'Refresher',
    'https://www.driveontario.ca/bookings/3',
    3,
  );
  expect(file).toMatchObject({ filename: 'class-dates.ics', contentType: expect.stringContaining('text/calendar') });
  expect(file.content.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  expect(file.content).toContain('DTSTART:20261031T130000Z');
  expect(file.content).toContain('DTSTART:20261101T140000Z');
  expect(file.content).toContain('SUMMARY:Refresher');
});
