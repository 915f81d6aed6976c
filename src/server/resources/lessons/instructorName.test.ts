import { instructorName } from './domain';

test('an instructor is shown by first name and last initial, with one period, or by first name alone', () => {
  expect(instructorName({ f_name: 'Nadia', l_name: 'Tremblay' })).toBe('Nadia T.');
  expect(instructorName({ f_name: ' Élodie ', l_name: ' Ōta ' })).toBe('Élodie Ō.');
  expect(instructorName({ f_name: 'Nadia', l_name: '' })).toBe('Nadia');
  expect(instructorName({ f_name: 'Nadia', l_name: 'NULL' })).toBe('Nadia');
});
