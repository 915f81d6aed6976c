import { customerProfile } from './customerProfile';

const student = { id: 5, fName: ' Jordan ', lName: 'Tremblay ', email: 'jordan@example.com', type: 'student', verified: true } as const;

test('the names are trimmed and joined into the full name', () => {
  expect(customerProfile(student)).toEqual({ id: 5, firstName: 'Jordan', fullName: 'Jordan Tremblay', email: 'jordan@example.com' });
});

test('a student without a last name is shown by the first name alone', () => {
  expect(customerProfile({ ...student, lName: '' }).fullName).toBe('Jordan');
});
