import { classCalendar } from './calendar';

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
