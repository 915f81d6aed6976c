import { formatCents, formatDate, formatMoney, torontoDay, torontoIsoTime, torontoYear } from './format';

describe('formatMoney', () => {
  test('shows a plain dollar sign in every language', () => {
    expect(formatMoney(399, 'en')).toBe('$399');
    // French separates with non-breaking spaces, so the amount never wraps away from its sign.
    expect(formatMoney('399', 'fr')).toBe('399\u00a0$');
    expect(formatMoney(199, 'ar')).toBe('$199');
  });
  test('keeps cents when there are some', () => {
    expect(formatMoney('1399.5', 'en')).toBe('$1,399.50');
    expect(formatMoney(1399.5, 'fr')).toBe('1\u00a0399,50\u00a0$');
  });
  test('a price that is not a number is shown as written; nothing for no price', () => {
    expect(formatMoney('Free', 'en')).toBe('Free');
    expect(formatMoney('$499', 'en')).toBe('$499');
    expect(formatMoney(null, 'en')).toBe('');
  });
});

describe('formatDate', () => {
  test('a calendar day stays the same day in every time zone', () => {
    expect(formatDate('2026-11-24', 'en')).toBe('Nov 24, 2026');
    expect(formatDate('2026-11-24', 'fr')).toBe('24 nov. 2026');
  });
  test('an instant is shown on its Toronto day', () => {
    // 03:00 UTC on the 2nd is still the 1st in Toronto.
    expect(formatDate('2026-11-02T03:00:00.000Z', 'en')).toBe('Nov 1, 2026');
  });
  test('Arabic uses Latin digits', () => {
    expect(formatDate('2026-11-24', 'ar')).toMatch(/2026/);
  });
  test('an unreadable date is shown as written', () => {
    expect(formatDate('next Tuesday', 'en')).toBe('next Tuesday');
  });
});

describe('formatCents', () => {
  test('shows every cent, in each language, with Western digits in Arabic', () => {
    expect(formatCents(19900, 'en')).toBe('$199.00');
    expect(formatCents(19662, 'fr').replace(/\s/g, ' ')).toBe('196,62 $');
    expect(formatCents(2262, 'ar')).toBe('$22.62');
    expect(formatCents(-2500, 'en')).toBe('-$25.00');
  });
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
