import { sessionHours } from './classes';

test('a class day is cut into sessions of three hours at most, with a break, and no more than the day’s class hours', () => {
  expect(sessionHours('09:00', '15:00', 300)).toEqual([
    ['09:00', '12:00'],
    ['12:30', '14:30'],
  ]);
  expect(sessionHours('17:30', '21:30', 300)).toEqual([
    ['17:30', '20:30'],
    ['21:00', '21:30'],
  ]);
  expect(sessionHours('09:00', '11:00', 300)).toEqual([['09:00', '11:00']]);
  expect(sessionHours('09:00', '17:00', 240)).toEqual([
    ['09:00', '12:00'],
    ['12:30', '13:30'],
  ]);
});
