import {
  addDays,
  lastTorontoMonths,
  mondayOf,
  torontoDate,
  torontoDay,
  torontoDayRange,
  torontoInstant,
  torontoIsoTime,
  torontoMidnight,
  torontoMoment,
  torontoMonthRange,
  torontoYear,
  weekdayOf,
} from './torontoTime';

describe('America/Toronto calendar', () => {
  test('a winter day is 24 h from 05:00 UTC', () => {
    expect(torontoDayRange(new Date('2026-01-15T12:00:00Z'))).toEqual({ start: '2026-01-15T05:00:00.000Z', end: '2026-01-16T05:00:00.000Z' });
  });

  test('a summer day starts at 04:00 UTC', () => {
    expect(torontoDayRange(new Date('2026-07-01T03:59:59Z'))).toEqual({ start: '2026-06-30T04:00:00.000Z', end: '2026-07-01T04:00:00.000Z' });
  });

  test('DST days are 23 h (spring) and 25 h (autumn) long', () => {
    expect(torontoDayRange(new Date('2026-03-08T12:00:00Z'))).toEqual({ start: '2026-03-08T05:00:00.000Z', end: '2026-03-09T04:00:00.000Z' });
    expect(torontoDayRange(new Date('2026-11-01T12:00:00Z'))).toEqual({ start: '2026-11-01T04:00:00.000Z', end: '2026-11-02T05:00:00.000Z' });
  });

  test('late evening in Toronto is already tomorrow in UTC', () => {
    expect(torontoDate(new Date('2026-12-01T03:00:00Z'))).toEqual({ year: 2026, month: 11, day: 30 });
    expect(torontoMonthRange(0, new Date('2026-12-01T03:00:00Z')).month).toBe('2026-11');
  });

  test('months roll over years; midnight overflow is normalised', () => {
    expect(torontoMonthRange(-1, new Date('2026-01-10T12:00:00Z'))).toEqual({
      month: '2025-12',
      start: '2025-12-01T05:00:00.000Z',
      end: '2026-01-01T05:00:00.000Z',
    });
    expect(torontoMidnight({ year: 2026, month: 13, day: 1 }).toISOString()).toBe('2027-01-01T05:00:00.000Z');
  });

  test('the last 12 months: oldest first, contiguous, ending with this month', () => {
    const months = lastTorontoMonths(12, new Date('2026-11-22T12:00:00Z'));
    expect(months.map((m) => m.month)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    for (let i = 1; i < months.length; i++) expect(months[i].start).toBe(months[i - 1].end);
    expect(months[3].start).toBe('2026-03-01T05:00:00.000Z');
    expect(months[4].start).toBe('2026-04-01T04:00:00.000Z');
  });
});

test('a Toronto wall-clock time is read with the offset of its own day, on either side of a DST change', () => {
  expect(torontoInstant('2026-07-01', '09:00').toISOString()).toBe('2026-07-01T13:00:00.000Z');
  expect(torontoInstant('2026-10-31', '09:00').toISOString()).toBe('2026-10-31T13:00:00.000Z');
  // Clocks went back at 2 am on 1 November 2026.
  expect(torontoInstant('2026-11-01', '09:00').toISOString()).toBe('2026-11-01T14:00:00.000Z');
  expect(torontoInstant('2026-12-05', '18:30').toISOString()).toBe('2026-12-05T23:30:00.000Z');
  // And forward on 8 March 2026.
  expect(torontoInstant('2026-03-08', '09:00').toISOString()).toBe('2026-03-08T13:00:00.000Z');
});

test("Toronto's wall clock at an instant, in winter and summer time", () => {
  expect(torontoMoment(new Date('2026-01-15T04:30:00Z'))).toEqual({ date: '2026-01-14', time: '23:30' });
  expect(torontoMoment(new Date('2026-07-15T04:30:00Z'))).toEqual({ date: '2026-07-15', time: '00:30' });
});

describe('torontoDay', () => {
  test("is Toronto's date, not the reader's: 02:00 UTC on 1 March is still 28 February in Toronto", () => {
    expect(torontoDay(new Date('2026-03-01T02:00:00Z'))).toBe('2026-02-28');
    expect(torontoDay('2026-03-01T06:00:00Z')).toBe('2026-03-01');
  });
});

describe('torontoYear', () => {
  test('is still the old year in Toronto until midnight there, five hours after UTC’s', () => {
    expect(torontoYear(new Date('2027-01-01T04:59:59.999Z'))).toBe(2026);
    expect(torontoYear(new Date('2027-01-01T05:00:00.000Z'))).toBe(2027);
  });

  test.each(['2026-01-01T05:00:00Z', '2026-03-08T07:00:00Z', '2026-07-01T03:59:00Z', '2026-11-01T05:30:00Z', '2026-12-31T23:00:00Z'])(
    'agrees with Intl at %s',
    (instant) => {
      const intlYear = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'America/Toronto' }).format(new Date(instant));
      expect(String(torontoYear(new Date(instant)))).toBe(intlYear);
    },
  );
});

describe('torontoIsoTime', () => {
  test.each([
    ['winter (EST)', '2026-11-24T14:15:00.000Z', '2026-11-24T09:15:00-05:00'],
    ['summer (EDT)', '2026-07-14T13:15:00.000Z', '2026-07-14T09:15:00-04:00'],
    ['late evening, the day before in Toronto', '2026-03-01T02:00:59.999Z', '2026-02-28T21:00:59-05:00'],
    ['the last minute before clocks go forward', '2026-03-08T06:59:00.000Z', '2026-03-08T01:59:00-05:00'],
    ['the first minute after', '2026-03-08T07:00:00.000Z', '2026-03-08T03:00:00-04:00'],
    ['1:30 the first time on the night clocks go back', '2026-11-01T05:30:00.000Z', '2026-11-01T01:30:00-04:00'],
    ['1:30 the second time', '2026-11-01T06:30:00.000Z', '2026-11-01T01:30:00-05:00'],
  ])('%s: %s is %s', (_, instant, expected) => {
    expect(torontoIsoTime(instant)).toBe(expected);
    expect(Date.parse(torontoIsoTime(instant))).toBe(Math.floor(Date.parse(instant) / 1000) * 1000);
  });
});

test('weeks start on Monday: a Sunday belongs to the week before it, a Monday starts its own', () => {
  expect(mondayOf('2099-06-14')).toBe('2099-06-08');
  expect(mondayOf('2099-06-08')).toBe('2099-06-08');
  expect(mondayOf('2099-06-10')).toBe('2099-06-08');
  expect(mondayOf('2099-06-15')).toBe('2099-06-15');
  expect(mondayOf('2027-01-01')).toBe('2026-12-28');
});

test('calendar days move by whole days across month, year and DST changes; their weekday (0 is Sunday)', () => {
  expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
  expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
  expect(addDays('2026-11-01', -1)).toBe('2026-10-31');
  expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  expect([weekdayOf('2026-12-06'), weekdayOf('2026-12-07'), weekdayOf('2026-12-12')]).toEqual([0, 1, 6]);
});
