import { act, screen, waitFor, within } from '@testing-library/react';
import type { AdminLessonWeek } from '../../../api/officeApi';
import { ar, en } from '../../../i18n/catalogs';
import { liveStream } from '../../../test/fakeEventSource';
import { mockApi } from '../../../test/mockApi';
import { renderApp } from '../../../test/renderApp';
import { enter } from '../../../test/enter';
import { lesson, nadia, signedIn, slotList } from './lessonFixtures';

afterEach(() => localStorage.clear());

// The week of Monday 8 March 2027 (Toronto on EST, UTC−5: 14:00Z is 09:00).
const WEEK_URL = '/admin/lessons?view=week&week=2027-03-08';
const omar = { id: 2, name: 'Omar H.' };

const week = (over: Partial<AdminLessonWeek> = {}): { body: { success: true; data: AdminLessonWeek } } => ({
  body: {
    success: true,
    data: {
      from: '2027-03-08',
      to: '2027-03-14',
      instructors: [
        { instructor: nadia, lessons: [], free: [{ starts_at: '2027-03-08T14:00:00.000Z', ends_at: '2027-03-08T17:00:00.000Z' }], held: [] },
        {
          instructor: omar,
          lessons: [lesson()],
          free: [{ starts_at: '2027-03-10T16:00:00.000Z', ends_at: '2027-03-10T18:00:00.000Z' }],
          held: [
            {
              starts_at: '2027-03-10T18:00:00.000Z',
              ends_at: '2027-03-10T19:00:00.000Z',
              expires_at: '2027-03-10T15:30:00.000Z',
              student: { id: 12, name: 'Lina Park' },
            },
          ],
        },
      ],
      ...over,
    },
  },
});

const lessonName = /^Omar H\., Maya Chen, Wednesday, March 10, 09:00–11:00, Booked$/;

test('the week: instructors as rows, Monday to Sunday as columns, each block named with its instructor, student, time and status; the week is in the URL', async () => {
  const api = mockApi({ getAdminLessonWeek: week() });
  const { user, router } = await renderApp({ url: WEEK_URL }, { preloadedState: signedIn });
  const grid = await screen.findByRole('grid', { name: /^Week of March 8, 2027/ });
  expect(api.callsTo('getAdminLessonWeek')[0].url.searchParams.toString()).toBe('day=2027-03-08');
  expect(screen.getByRole('tab', { name: en['admin.lessons.view.week'] })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('heading', { name: 'Week of March 8, 2027 to March 14, 2027' })).toBeInTheDocument();

  expect(
    within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual([
    'Instructor',
    ...['Mon, Mar 8', 'Tue, Mar 9', 'Wed, Mar 10', 'Thu, Mar 11', 'Fri, Mar 12', 'Sat, Mar 13', 'Sun, Mar 14'].map((day) => `${day}08:0018:00`),
  ]);
  expect(
    within(grid)
      .getAllByRole('rowheader')
      .map((h) => h.textContent),
  ).toEqual(['Nadia', 'Omar H.']);
  const [, , omarRow] = within(grid).getAllByRole('row');
  const wednesday = within(omarRow).getAllByRole('gridcell')[2];
  expect(
    within(wednesday)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label')),
  ).toEqual([
    expect.stringMatching(lessonName),
    'Omar H., free, Wednesday, March 10, 11:00–13:00',
    'Omar H., held for Lina Park until 10:30, Wednesday, March 10, 13:00–14:00',
  ]);
  // Placed in time across 08:00–18:00: the lesson from 09:00 (a tenth in) for two hours (a fifth).
  expect(within(wednesday).getByRole('button', { name: lessonName })).toHaveStyle({ width: '20%' });
  expect(within(wednesday).getByRole('button', { name: lessonName }).style.insetInlineStart).toBe('10%');
  const legend = within(screen.getByRole('list', { name: en['admin.lessons.week.legend'] }));
  expect(legend.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    en['admin.lessons.status.booked'],
    en['admin.lessons.status.completed'],
    en['admin.lessons.status.noShow'],
    en['admin.lessons.week.free'],
    en['admin.lessons.week.held'],
  ]);

  await user.click(screen.getByRole('button', { name: en['admin.lessons.week.next'] }));
  expect(router.state.location.search).toBe('?view=week&week=2027-03-15');
  await waitFor(() => expect(api.callsTo('getAdminLessonWeek').at(-1)!.url.searchParams.get('day')).toBe('2027-03-15'));
  await user.click(screen.getByRole('tab', { name: en['admin.lessons.view.day'] }));
  expect(router.state.location.search).toBe('?week=2027-03-15');
});

test('one tab stop; arrows move between cells and through a day’s blocks, Home and End along the row; Enter opens the lesson as the day list shows it', async () => {
  mockApi({ getAdminLessonWeek: week() });
  const { user } = await renderApp({ url: WEEK_URL }, { preloadedState: signedIn });
  const grid = await screen.findByRole('grid');
  expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
  act(() => screen.getByRole('button', { name: en['admin.lessons.week.refresh'] }).focus());
  await user.tab();
  expect(within(grid).getAllByRole('columnheader')[0]).toHaveFocus();
  await user.keyboard('{ArrowDown}{ArrowDown}');
  expect(within(grid).getByRole('rowheader', { name: 'Omar H.' })).toHaveFocus();
  // Monday, Tuesday, Wednesday, then into Wednesday's blocks in time order.
  await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
  const omarRow = within(grid).getAllByRole('row')[2];
  expect(within(omarRow).getAllByRole('gridcell')[2]).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('button', { name: lessonName })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('button', { name: /^Omar H\., free,/ })).toHaveFocus();
  await user.keyboard('{ArrowLeft}');
  expect(screen.getByRole('button', { name: lessonName })).toHaveFocus();
  expect([...grid.querySelectorAll('[tabindex="0"]')]).toEqual([screen.getByRole('button', { name: lessonName })]);
  await user.keyboard('{ArrowUp}');
  expect(within(within(grid).getAllByRole('row')[1]).getAllByRole('gridcell')[2]).toHaveFocus();
  await user.keyboard('{Home}');
  expect(within(grid).getByRole('rowheader', { name: 'Nadia' })).toHaveFocus();
  await user.keyboard('{End}');
  expect(within(within(grid).getAllByRole('row')[1]).getAllByRole('gridcell')[6]).toHaveFocus();
  await user.keyboard('{Control>}{Home}{/Control}');
  expect(within(grid).getAllByRole('columnheader')[0]).toHaveFocus();

  await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
  const dialog = within(await screen.findByRole('dialog', { name: /^Lesson with .*Omar H\..*, Mar 10, 2027, 09:00–11:00$/ }));
  expect(dialog.getByRole('listitem')).toHaveTextContent('Maya Chen');
  expect(dialog.getByRole('button', { name: /^Move \(/ })).toBeInTheDocument();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: lessonName })).toHaveFocus();
});

test('Enter on free hours books with that instructor and day; the week follows the live events of lessons', async () => {
  let answer = week();
  const api = mockApi({ getAdminLessonWeek: () => answer, listAcceptedInstructors: { body: [] }, listAdminLessonSlots: slotList([]) });
  const { user } = await renderApp({ url: WEEK_URL }, { preloadedState: signedIn });
  await screen.findByRole('grid');
  expect(new URL(liveStream().url).searchParams.get('topics')).toBe('lessons');
  answer = week({ instructors: [week().body.data.instructors[0]] });
  act(() => liveStream().emit('change', { topics: ['lessons'] }));
  await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Omar H.' })).not.toBeInTheDocument());
  expect(api.callsTo('getAdminLessonWeek')).toHaveLength(2);

  await user.click(screen.getByRole('button', { name: 'Nadia, free, Monday, March 8, 09:00–12:00' }));
  const dialog = within(await screen.findByRole('dialog', { name: en['admin.lessons.bookTitle'] }));
  await enter(user, dialog.getByRole('textbox', { name: new RegExp(`^${en['admin.lessons.studentEmail']}`) }), 'maya@example.com');
  await waitFor(() =>
    expect(api.callsTo('listAdminLessonSlots').at(-1)?.url.searchParams.toString()).toBe(
      'student_email=maya%40example.com&instructor_id=3&from=2027-03-08&days=1&duration=60',
    ),
  );
});

test('in Arabic the week is mirrored: days run right to left, ArrowLeft goes later and ArrowRight earlier', async () => {
  mockApi({ getAdminLessonWeek: week() });
  const { user } = await renderApp({ url: WEEK_URL }, { preloadedState: signedIn, locale: 'ar' });
  const grid = await screen.findByRole('grid');
  expect(document.documentElement.dir).toBe('rtl');
  expect(screen.getByRole('tab', { name: ar['admin.lessons.view.week'] })).toHaveAttribute('aria-selected', 'true');
  const omarRow = within(grid).getAllByRole('row')[2];
  act(() => within(omarRow).getByRole('rowheader').focus());
  await user.keyboard('{ArrowLeft}');
  expect(within(omarRow).getAllByRole('gridcell')[0]).toHaveFocus();
  await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
  expect(within(omarRow).getAllByRole('button')[0]).toHaveFocus();
  expect(within(omarRow).getAllByRole('button')[0]).toHaveAccessibleName(/^Omar H\.، Maya Chen، /);
  await user.keyboard('{ArrowRight}');
  expect(within(omarRow).getAllByRole('gridcell')[2]).toHaveFocus();
});
