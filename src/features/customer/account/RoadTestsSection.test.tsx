import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RoadTest } from '../../../api/signedInApi';
import { ar, en } from '../../../i18n/catalogs';
import { mockApi } from '../../../test/mockApi';
import { renderApp } from '../../../test/renderApp';
import { emptyAccountReplies } from '../shared/accountFixtures';
import { signedIn } from '../shared/enrolmentFixtures';

afterEach(() => localStorage.clear());

/** A line of the list, whose names and dates sit in their own isolating elements. */
const shown = (text: string) => (_: string, element: Element | null) => element?.tagName === 'P' && element.textContent === text;

const centres = {
  body: {
    success: true,
    data: [
      { id: 'kingston', name: 'Kingston' },
      { id: 'toronto-downsview', name: 'Toronto Downsview' },
    ],
  },
};
const roadTest = (overrides: Partial<RoadTest> = {}): RoadTest => ({
  id: 3,
  student_id: 5,
  class: 'G2',
  taken_on: '2026-11-20',
  test_time: '10:30',
  centre: { id: 'kingston', name: 'Kingston' },
  attempt: 1,
  result: 'pass',
  warmup_lesson_id: 12,
  instructor: { id: 2, name: 'Omar H.' },
  recorded_by: 'student',
  created_at: '2026-11-20T18:00:00.000Z',
  updated_at: '2026-11-20T18:00:00.000Z',
  ...overrides,
});

test('a student records a road test: a day the server refuses is shown by its field, what was chosen stays, then it is listed', async () => {
  let saved: RoadTest[] = [];
  const api = mockApi({
    ...emptyAccountReplies,
    listDriveTestCentres: centres,
    listMyRoadTests: () => ({ body: { success: true, data: saved } }),
    recordMyRoadTest: ({ body }) => {
      const input = body as { taken_on: string; centre_id: string };
      if (input.taken_on === '2026-11-21')
        return { status: 422, body: { success: false, message: 'The given data was invalid.', errors: { taken_on: ['The test day cannot be after today.'] } } };
      saved = [roadTest({ taken_on: input.taken_on, result: 'fail', instructor: null })];
      return { status: 201, body: { success: true, message: 'Road test recorded.', data: saved[0] } };
    },
  });
  const { user } = await renderApp({ url: '/account' }, { preloadedState: signedIn });
  const section = within(await screen.findByRole('region', { name: en['roadTests.title'] }));
  expect(await section.findByText(en['roadTests.empty'])).toBeInTheDocument();
  await user.click(section.getByRole('button', { name: en['roadTests.add'] }));
  const form = within(await section.findByRole('form', { name: en['roadTests.form'] }));
  const save = form.getByRole('button', { name: en['roadTests.save'] });
  expect(save).toBeDisabled();
  await user.selectOptions(await form.findByRole('combobox', { name: new RegExp(`^${en['roadTests.centre']}`) }), 'Toronto Downsview');
  await user.selectOptions(form.getByRole('combobox', { name: en['roadTests.result'] }), en['roadTests.result.fail']);
  const day = form.getByLabelText(new RegExp(`^${en['roadTests.takenOn']}`));
  fireEvent.change(day, { target: { value: '2026-11-21' } });
  await user.click(save);
  await waitFor(() => expect(day).toHaveAccessibleDescription('The test day cannot be after today.'));
  expect(form.getByRole('combobox', { name: new RegExp(`^${en['roadTests.centre']}`) })).toHaveValue('toronto-downsview');

  fireEvent.change(day, { target: { value: '2026-11-19' } });
  await user.click(save);
  expect(await section.findByText(shown('G2 road test, Nov 19, 2026, Kingston'))).toBeInTheDocument();
  expect(section.getByText(shown('Attempt 1 · Failed'))).toBeInTheDocument();
  expect(section.queryByRole('form')).not.toBeInTheDocument();
  expect(api.callsTo('recordMyRoadTest').map((c) => c.body)).toEqual([
    { class: 'G2', taken_on: '2026-11-21', centre_id: 'toronto-downsview', result: 'fail' },
    { class: 'G2', taken_on: '2026-11-19', centre_id: 'toronto-downsview', result: 'fail' },
  ]);
});

test('a student removes a road test they recorded; the office’s has no Remove button', async () => {
  let tests = [roadTest(), roadTest({ id: 4, class: 'G', taken_on: '2026-10-02', recorded_by: 'office' })];
  const api = mockApi({
    ...emptyAccountReplies,
    listMyRoadTests: () => ({ body: { success: true, data: tests } }),
    removeMyRoadTest: ({ url }) => {
      tests = tests.filter((t) => t.id !== Number(url.pathname.split('/').pop()));
      return { body: { success: true, message: 'Road test removed.' } };
    },
  });
  const { user } = await renderApp({ url: '/account' }, { preloadedState: signedIn });
  const section = within(await screen.findByRole('region', { name: en['roadTests.title'] }));
  expect(await section.findByText(shown('G2 road test, Nov 20, 2026, Kingston'))).toBeInTheDocument();
  expect(section.getAllByText(shown('Attempt 1 · Passed · warm-up lesson with Omar H.'))).toHaveLength(2);
  expect(section.queryByRole('button', { name: 'Remove the G road test of Oct 2, 2026' })).not.toBeInTheDocument();
  await user.click(section.getByRole('button', { name: 'Remove the G2 road test of Nov 20, 2026' }));
  await waitFor(() => expect(section.queryByText(shown('G2 road test, Nov 20, 2026, Kingston'))).not.toBeInTheDocument());
  expect(api.callsTo('removeMyRoadTest')).toHaveLength(1);
  expect(section.getByText(shown('G road test, Oct 2, 2026, Kingston'))).toBeInTheDocument();
});

test('in Arabic the road tests read right to left, their Latin names isolated', async () => {
  mockApi({ ...emptyAccountReplies, listMyRoadTests: { body: { success: true, data: [roadTest()] } } });
  await renderApp({ url: '/ar/account' }, { preloadedState: signedIn });
  const section = await screen.findByRole('region', { name: ar['roadTests.title'] });
  expect(await within(section).findByText(new RegExp(ar['roadTests.result.pass']))).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  // Latin names and dates are isolated, so they keep their order inside the Arabic sentence.
  expect(within(section).getByText('Kingston').tagName).toBe('BDI');
  expect(within(section).getByText('G2').tagName).toBe('BDI');
});
