import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RoadTest } from '../../../api/signedInApi';
import type { AdminBdeCourse } from '../../../api/officeApi';
import { en } from '../../../i18n/catalogs';
import { mockApi } from '../../../test/mockApi';
import { renderApp } from '../../../test/renderApp';
import { adminCourse } from '../shared/courseFixtures';

afterEach(() => localStorage.clear());

/** A line of the list, whose names and dates sit in their own isolating elements. */
const shown = (text: string) => (_: string, element: Element | null) => element?.tagName === 'P' && element.textContent === text;

const signedIn = { auth: { adminToken: 'admin-token', adminUser: { id: 1, name: 'Admin', email: 'admin@example.com', role: 'admin' }, customerToken: null } };
const list = (rows: AdminBdeCourse[]) => ({ body: { success: true, data: rows } });
const recorded = (overrides: Partial<RoadTest> = {}): RoadTest => ({
  id: 3,
  student_id: 5,
  class: 'G2',
  taken_on: '2026-11-20',
  test_time: null,
  centre: { id: 'kingston', name: 'Kingston' },
  attempt: 1,
  result: 'fail',
  warmup_lesson_id: null,
  instructor: null,
  recorded_by: 'student',
  created_at: '2026-11-20T18:00:00.000Z',
  updated_at: '2026-11-20T18:00:00.000Z',
  ...overrides,
});

test('the office opens a student’s road tests from the course, records one for them and removes another', async () => {
  const course = adminCourse();
  let tests = [recorded()];
  const api = mockApi({
    listAdminBdeCourses: list([course]),
    listStudentRoadTests: () => ({ body: { success: true, data: tests } }),
    listDriveTestCentres: { body: { success: true, data: [{ id: 'oshawa', name: 'Oshawa' }] } },
    recordStudentRoadTest: ({ body }) => {
      const input = body as { taken_on: string };
      const test = recorded({ id: 4, taken_on: input.taken_on, centre: { id: 'oshawa', name: 'Oshawa' }, attempt: 2, result: 'pass', recorded_by: 'office' });
      tests = [test, ...tests];
      return { status: 201, body: { success: true, message: 'Road test recorded.', data: test } };
    },
    deleteRoadTest: ({ url }) => {
      tests = tests.filter((t) => t.id !== Number(url.pathname.split('/').pop()));
      return { body: { success: true, message: 'Road test removed.' } };
    },
  });
  const { user } = await renderApp({ url: '/admin/bde-courses' }, { preloadedState: signedIn });
  const row = within(await screen.findByRole('row', { name: new RegExp(course.student.name) }));
  await user.click(row.getByRole('button', { name: new RegExp(`^${en['roadTests.officeOpen']}`) }));
  const dialog = within(await screen.findByRole('dialog', { name: `Road tests of ${course.student.name}` }));
  expect(await dialog.findByText(shown('G2 road test, Nov 20, 2026, Kingston'))).toBeInTheDocument();

  await user.click(dialog.getByRole('button', { name: en['roadTests.add'] }));
  const form = within(await dialog.findByRole('form', { name: en['roadTests.form'] }));
  await user.selectOptions(await form.findByRole('combobox', { name: new RegExp(`^${en['roadTests.centre']}`) }), 'Oshawa');
  fireEvent.change(form.getByLabelText(new RegExp(`^${en['roadTests.takenOn']}`)), { target: { value: '2026-11-27' } });
  await user.click(form.getByRole('button', { name: en['roadTests.save'] }));
  expect(await dialog.findByText(shown('G2 road test, Nov 27, 2026, Oshawa'))).toBeInTheDocument();
  expect(api.callsTo('recordStudentRoadTest')[0].url.pathname).toBe(`/api/api/v1/admin/students/${course.student.id}/road-tests`);

  await user.click(dialog.getByRole('button', { name: 'Remove the G2 road test of Nov 20, 2026' }));
  await waitFor(() => expect(dialog.queryByText(shown('G2 road test, Nov 20, 2026, Kingston'))).not.toBeInTheDocument());
  await user.click(dialog.getByRole('button', { name: en['roadTests.close'] }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});
