import { classDateText } from './classDate';

const date = { first_date: '2026-12-05', second_date: null, from_time: '09:00', to_time: '15:30' };

test('the hours read from start to end in English', () => {
  expect(classDateText(date, 'en')).toBe('Dec 5, 2026, 09:00–15:30');
});

test('in Arabic the hours are isolated left to right, so the start time is read first', () => {
  expect(classDateText(date, 'ar')).toContain('\u206609:00–15:30\u2069');
});
