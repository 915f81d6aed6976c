import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';
import { fill } from '../../../test/fill';
import { mockApi } from '../../../test/mockApi';
import { ar, en, fr } from '../../../i18n/catalogs';
import { lessonHoursText } from './lessonDay';
import { actionOn, instructors, lesson, lessonList, nadia, pastLesson, saved, signedIn, slot, slotList } from './lessonFixtures';
import { enter } from '../../../test/enter';
import { liveStream } from '../../../test/fakeEventSource';

const instructorList = { body: instructors };

afterEach(() => localStorage.clear());

test('a lesson a student books online meanwhile joins the day on the live event', async () => {
  let lessons = [lesson()];
  mockApi({ listAdminLessons: () => lessonList(lessons), listAcceptedInstructors: instructorList });
  await renderApp({ url: '/admin/lessons?day=2027-03-10' }, { preloadedState: signedIn });
  expect(await screen.findByText('1 lesson')).toBeInTheDocument();
  expect(new URL(liveStream().url).searchParams.get('topics')).toBe('lessons');
  lessons = [
    ...lessons,
    lesson({ id: 11, instructor: nadia, starts_at: '2027-03-10T19:00:00.000Z', ends_at: '2027-03-10T20:00:00.000Z', duration_minutes: 60 }),
  ];
  act(() => liveStream().emit('change', { topics: ['lessons'] }));
  expect(await screen.findByRole('region', { name: 'Nadia' })).toBeInTheDocument();
});

test('a day’s lessons are grouped by instructor with their Toronto hours, student, status and who booked them; the day and instructor are kept in the URL', async () => {
  const api = mockApi({
    listAdminLessons: lessonList([
      lesson(),
      lesson({
        id: 11,
        instructor: nadia,
        booked_by: 'office',
        starts_at: '2027-03-10T19:00:00.000Z',
        ends_at: '2027-03-10T20:00:00.000Z',
        duration_minutes: 60,
      }),
      lesson({
        id: 12,
        status: 'cancelled',
        counted: false,
        cancelled_at: '2027-03-01T12:00:00.000Z',
        cancel_reason: 'Snowstorm',
        starts_at: '2027-03-10T17:00:00.000Z',
      }),
    ]),
    listAcceptedInstructors: instructorList,
  });
  const { user, router } = await renderApp({ url: '/admin/lessons?day=2027-03-10' }, { preloadedState: signedIn });
  const omar = within(await screen.findByRole('region', { name: 'Omar H.' }));
  expect(api.callsTo('listAdminLessons')[0].url.searchParams.toString()).toBe('from=2027-03-10&to=2027-03-10');
  expect(screen.getByRole('heading', { name: 'Wednesday, March 10, 2027' })).toBeInTheDocument();
  expect(screen.getByText('3 lessons')).toBeInTheDocument();
  // Instructors by name: Nadia before Omar.
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Wednesday, March 10, 2027', 'Nadia', 'Omar H.']);

  const [booked, cancelled] = omar.getAllByRole('listitem');
  // 14:00 UTC is 09:00 in Toronto.
  expect(booked).toHaveTextContent('09:00–11:00');
  expect(booked).toHaveTextContent('2 hours');
  expect(booked).toHaveTextContent('Maya Chen');
  expect(within(booked).getByRole('link', { name: 'maya@example.com' })).toHaveAttribute('href', 'mailto:maya@example.com');
  expect(within(booked).getByRole('link', { name: '(613) 555-0100' })).toHaveAttribute('href', 'tel:+16135550100');
  expect(booked).toHaveTextContent(en['admin.lessons.status.booked']);
  expect(booked).toHaveTextContent(en['admin.lessons.bookedByStudent']);
  expect(cancelled).toHaveTextContent(en['admin.lessons.status.cancelled']);
  expect(cancelled).toHaveTextContent(en['admin.lessons.hoursReturned']);
  expect(cancelled).toHaveTextContent('Snowstorm');
  expect(within(cancelled).queryByRole('button')).not.toBeInTheDocument();
  const nadiaLesson = within(screen.getByRole('region', { name: 'Nadia' })).getByRole('listitem');
  expect(nadiaLesson).toHaveTextContent('14:00–15:00');
  expect(nadiaLesson).toHaveTextContent(en['admin.lessons.bookedByOffice']);

  await user.click(screen.getByRole('button', { name: en['admin.lessons.nextDay'] }));
  expect(router.state.location.search).toBe('?day=2027-03-11');
  await waitFor(() => expect(api.callsTo('listAdminLessons').at(-1)!.url.searchParams.get('from')).toBe('2027-03-11'));

  await user.click(screen.getByRole('combobox', { name: en['admin.lessons.instructor'] }));
  await user.click(screen.getByRole('option', { name: 'Omar Haddad' }));
  expect(router.state.location.search).toBe('?day=2027-03-11&instructor=2');
  await waitFor(() => expect(api.callsTo('listAdminLessons').at(-1)!.url.searchParams.toString()).toBe('from=2027-03-11&to=2027-03-11&instructor_id=2'));

  await user.click(screen.getByRole('button', { name: en['admin.lessons.today'] }));
  expect(router.state.location.search).toBe('?instructor=2');
});

test('move: the free slots of the student are asked for the lesson’s instructor, length and day, its own time free; the chosen one is posted and the list refreshes', async () => {
  let stored = lesson();
  const moved = slot('2027-03-10T18:00:00.000Z');
  const api = mockApi({
    listAdminLessons: () => lessonList([stored]),
    listAcceptedInstructors: instructorList,
    listAdminLessonSlots: slotList([slot('2027-03-10T16:00:00.000Z'), moved]),
    moveAdminLesson: () => {
      stored = lesson({ starts_at: moved.starts_at, ends_at: moved.ends_at });
      return saved(stored);
    },
  });
  const { user } = await renderApp({ url: '/admin/lessons?day=2027-03-10' }, { preloadedState: signedIn });
  const item = within(await screen.findByRole('region', { name: 'Omar H.' })).getByRole('listitem');
  // Named after the lesson it acts on, its visible word first: not one of many identical "Move" buttons.
  expect(within(item).getByRole('button', { name: actionOn(en['admin.lessons.move']) })).toHaveAccessibleName(
    `${en['admin.lessons.move']} (${lessonHoursText(stored, 'en')}, Maya Chen)`,
  );
  await user.click(within(item).getByRole('button', { name: actionOn(en['admin.lessons.move']) }));
  const dialog = within(screen.getByRole('dialog', { name: fill(en['admin.lessons.moveTitle'], { name: 'Maya Chen' }) }));
  // The short name's period ends the sentence: "… with Omar H.", not "Omar H..".
  expect(dialog.getByText(/^Now: .* with \u2068Omar H\.\u2069$/)).toBeInTheDocument();
  const confirm = dialog.getByRole('button', { name: en['admin.lessons.confirmMove'] });
  expect(confirm).toBeDisabled();
  const radios = await dialog.findAllByRole('radio');
  expect(api.callsTo('listAdminLessonSlots')[0].url.searchParams.toString()).toBe(
    'student_email=maya%40example.com&instructor_id=2&from=2027-03-10&days=1&duration=120&moving=7',
  );
  await user.click(radios[1]);
  await user.click(confirm);
  expect(await screen.findByText(fill(en['admin.lessons.moved'], { name: 'Maya Chen' }))).toBeInTheDocument();
  expect(api.callsTo('moveAdminLesson')[0].url.pathname).toBe('/api/api/v1/admin/lessons/7/move');
  expect(api.callsTo('moveAdminLesson')[0].body).toEqual({ instructor_id: 2, starts_at: moved.starts_at, duration_minutes: 120 });
  await waitFor(() => expect(within(screen.getByRole('region', { name: 'Omar H.' })).getByRole('listitem')).toHaveTextContent('13:00–15:00'));
});

test('in Arabic, the slot chosen for a move taken meanwhile: the live event refreshes the slots, an alert says so, Confirm waits', async () => {
  let free = [slot('2027-03-10T16:00:00.000Z'), slot('2027-03-10T18:00:00.000Z')];
  mockApi({ listAdminLessons: lessonList([lesson()]), listAcceptedInstructors: instructorList, listAdminLessonSlots: () => slotList(free) });
  const { user } = await renderApp({ url: '/admin/lessons?day=2027-03-10' }, { preloadedState: signedIn, locale: 'ar' });
  const item = within(await screen.findByRole('region', { name: 'Omar H.' })).getByRole('listitem');
  await user.click(within(item).getByRole('button', { name: actionOn(ar['admin.lessons.move']) }));
  const dialog = within(screen.getByRole('dialog', { name: fill(ar['admin.lessons.moveTitle'], { name: 'Maya Chen' }) }));
  await user.click((await dialog.findAllByRole('radio'))[1]);
  const confirm = dialog.getByRole('button', { name: ar['admin.lessons.confirmMove'] });
  expect(confirm).toBeEnabled();
  free = [free[0]];
  act(() => liveStream().emit('change', { topics: ['lessons'] }));
  expect(await dialog.findByRole('alert')).toHaveTextContent(ar['admin.lessons.slotJustTaken']);
  expect(dialog.getAllByRole('radio')).toHaveLength(1);
  expect(confirm).toBeDisabled();
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
});

test('in Arabic, a refused move is worded for the office and the free slots are asked again; the hours read left to right', async () => {
  const api = mockApi({
    listAdminLessons: lessonList([lesson()]),
    listAcceptedInstructors: instructorList,
    listAdminLessonSlots: slotList([slot('2027-03-10T18:00:00.000Z')]),
    moveAdminLesson: { status: 409, body: { success: false, code: 'slot_taken', message: 'Taken.' } },
  });
  const { user } = await renderApp({ url: '/admin/lessons?day=2027-03-10' }, { preloadedState: signedIn, locale: 'ar' });
  const item = within(await screen.findByRole('region', { name: 'Omar H.' })).getByRole('listitem');
  expect(item).toHaveTextContent('\u206609:00–11:00\u2069');
  await user.click(within(item).getByRole('button', { name: actionOn(ar['admin.lessons.move']) }));
  const dialog = within(screen.getByRole('dialog', { name: fill(ar['admin.lessons.moveTitle'], { name: 'Maya Chen' }) }));
  // The Latin name isolated inside the Arabic sentence, so it is drawn "Omar H.", never ".Omar H"; one final period.
  expect(dialog.getByText(/ مع \u2068Omar H\.\u2069$/)).toBeInTheDocument();
  await user.click(await dialog.findByRole('radio'));
  await user.click(dialog.getByRole('button', { name: ar['admin.lessons.confirmMove'] }));
  expect(await dialog.findByRole('alert')).toHaveTextContent(ar['admin.lessons.conflict.slotTaken']);
  await waitFor(() => expect(api.callsTo('listAdminLessonSlots')).toHaveLength(2));
});

test('in Arabic, cancel starts from the cut-off rule; the office may count the hours and give a reason', async () => {
  const inside = lesson({
    id: 13,
    free_cancel_until: '2026-01-01T00:00:00.000Z',
    student: { id: 11, name: 'Lina Haddad', email: 'lina@example.com', phone: '' },
  });
  const api = mockApi({
    listAdminLessons: lessonList([lesson(), inside]),
    listAcceptedInstructors: instructorList,
    cancelAdminLesson: ({ pathParams }) => saved(lesson({ id: Number(pathParams.id), status: 'cancelled', cancelled_at: '2027-03-01T12:00:00.000Z' })),
  });
  const { user } = await renderApp({ url: '/admin/lessons?day=2027-03-10' }, { preloadedState: signedIn, locale: 'ar' });
  const [before, late] = within(await screen.findByRole('region', { name: 'Omar H.' })).getAllByRole('listitem');

  // Past the cut-off: counted by the rule.
  await user.click(within(late).getByRole('button', { name: actionOn(ar['admin.lessons.cancel']) }));
  let dialog = within(screen.getByRole('dialog', { name: fill(ar['admin.lessons.cancelTitle'], { name: 'Lina Haddad' }) }));
  expect(dialog.getByRole('radio', { name: ar['admin.lessons.countHours'] })).toBeChecked();
  await user.click(dialog.getByRole('button', { name: ar['admin.bookings.back'] }));

  // Before it: the hours return by the rule; the office counts them anyway.
  await user.click(within(before).getByRole('button', { name: actionOn(ar['admin.lessons.cancel']) }));
  dialog = within(screen.getByRole('dialog', { name: fill(ar['admin.lessons.cancelTitle'], { name: 'Maya Chen' }) }));
  expect(dialog.getByRole('radio', { name: ar['admin.lessons.returnHours'] })).toBeChecked();
  await user.click(dialog.getByRole('radio', { name: ar['admin.lessons.countHours'] }));
  await enter(user, dialog.getByRole('textbox', { name: ar['admin.bookings.reason'] }), 'غياب متكرر');
  await user.click(dialog.getByRole('button', { name: ar['admin.lessons.confirmCancel'] }));
  expect(await screen.findByText(fill(ar['admin.lessons.cancelledCounted'], { name: 'Maya Chen' }))).toBeInTheDocument();
  expect(api.callsTo('cancelAdminLesson')[0].url.pathname).toBe('/api/api/v1/admin/lessons/7/cancel');
  expect(api.callsTo('cancelAdminLesson')[0].body).toEqual({ counted: true, reason: 'غياب متكرر' });
});

test('how a lesson went can be recorded only once it has started, and corrected; a refusal is toasted in the office’s words', async () => {
  let refuse = false;
  const api = mockApi({
    listAdminLessons: lessonList([
      pastLesson(),
      pastLesson({ id: 9, status: 'completed', starts_at: '2026-01-14T20:00:00.000Z', ends_at: '2026-01-14T21:00:00.000Z' }),
      lesson(),
    ]),
    listAcceptedInstructors: instructorList,
    recordLessonOutcome: ({ body, pathParams }) =>
      refuse
        ? { status: 409, body: { success: false, code: 'not_started', message: 'Not started.' } }
        : saved(pastLesson({ id: Number(pathParams.id), status: (body as { outcome: 'completed' | 'no_show' }).outcome })),
  });
  const { user } = await renderApp({ url: '/admin/lessons?day=2026-01-14' }, { preloadedState: signedIn });
  const [started, completed, upcoming] = within(await screen.findByRole('region', { name: 'Omar H.' })).getAllByRole('listitem');
  expect(within(upcoming).queryByRole('button', { name: actionOn(en['admin.lessons.markCompleted']) })).not.toBeInTheDocument();
  expect(within(upcoming).queryByRole('button', { name: actionOn(en['admin.lessons.markNoShow']) })).not.toBeInTheDocument();
  expect(within(upcoming).getByRole('button', { name: actionOn(en['admin.lessons.move']) })).toBeInTheDocument();
  // A started lesson cannot be moved any more, only cancelled or recorded.
  expect(within(started).queryByRole('button', { name: actionOn(en['admin.lessons.move']) })).not.toBeInTheDocument();
  expect(within(completed).queryByRole('button', { name: actionOn(en['admin.lessons.markCompleted']) })).not.toBeInTheDocument();

  await user.click(within(started).getByRole('button', { name: actionOn(en['admin.lessons.markCompleted']) }));
  expect(await screen.findByText(fill(en['admin.lessons.markedCompleted'], { name: 'Karim Saleh' }))).toBeInTheDocument();
  expect(api.callsTo('recordLessonOutcome')[0].body).toEqual({ outcome: 'completed' });

  refuse = true;
  await user.click(within(completed).getByRole('button', { name: actionOn(en['admin.lessons.markNoShow']) }));
  expect(await screen.findByText(en['admin.lessons.conflict.notStarted'])).toBeInTheDocument();
  expect(api.callsTo('recordLessonOutcome')[1]).toMatchObject({ body: { outcome: 'no_show' }, pathParams: { id: '9' } });
});

test('a phone booking: an email without an account is refused at the field; the chosen slot is booked for the student', async () => {
  let created = 0;
  const api = mockApi({
    listAdminLessons: lessonList([]),
    listAcceptedInstructors: instructorList,
    listAdminLessonSlots: ({ url }) =>
      url.searchParams.get('student_email') === 'maya@example.com'
        ? slotList([slot('2027-03-10T14:00:00.000Z', { instructor: nadia, duration_minutes: 60, ends_at: '2027-03-10T15:00:00.000Z' })])
        : { status: 422, body: { success: false, message: 'Invalid.', errors: { student_email: ['No student has this email.'] } } },
    createAdminLesson: () => {
      created += 1;
      return created === 1
        ? { status: 422, body: { success: false, message: 'Invalid.', errors: { student_email: ['This account is closed.'] } } }
        : { status: 201, ...saved(lesson({ id: 20, instructor: nadia, booked_by: 'office' })) };
    },
  });
  const { user } = await renderApp({ url: '/admin/lessons?day=2027-03-10' }, { preloadedState: signedIn });
  expect(await screen.findByText(en['admin.lessons.empty'])).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: en['admin.lessons.book'] }));
  const dialog = within(screen.getByRole('dialog', { name: en['admin.lessons.bookTitle'] }));
  const email = dialog.getByRole('textbox', { name: new RegExp(`^${en['admin.lessons.studentEmail']}`) });
  await user.type(email, 'nobody@example.com');
  await waitFor(() => expect(email).toHaveAccessibleDescription('No student has this email.'));

  await user.clear(email);
  await user.type(email, 'maya@example.com');
  const radio = await dialog.findByRole('radio', { name: /Nadia/ });
  expect(api.callsTo('listAdminLessonSlots').at(-1)!.url.searchParams.toString()).toBe('student_email=maya%40example.com&from=2027-03-10&days=1&duration=60');
  await user.click(radio);
  const confirm = dialog.getByRole('button', { name: en['admin.lessons.confirmBook'] });
  await user.click(confirm);
  await waitFor(() => expect(email).toHaveAccessibleDescription('This account is closed.'));
  await user.click(confirm);
  expect(await screen.findByText(fill(en['admin.lessons.booked'], { name: 'Maya Chen' }))).toBeInTheDocument();
  expect(api.callsTo('createAdminLesson')[1].body).toEqual({
    student_email: 'maya@example.com',
    instructor_id: 3,
    starts_at: '2027-03-10T14:00:00.000Z',
    duration_minutes: 60,
  });
});

test('in French, a phone booking refused by a BDE rule says the rule and its day; booked anyway with a reason, the lesson shows it', async () => {
  const refusal = { status: 409, body: { success: false, code: 'before_course_start', date: '2027-03-13', message: 'Before the course.' } };
  const overridden = lesson({ id: 21, booked_by: 'office', override: { rule: 'before_course_start', reason: 'Cours avancé par le bureau' } });
  const api = mockApi({
    listAdminLessons: () => lessonList(api.callsTo('createAdminLesson').length > 1 ? [overridden] : []),
    listAcceptedInstructors: instructorList,
    listAdminLessonSlots: slotList([slot('2027-03-10T14:00:00.000Z')]),
    createAdminLesson: ({ body }) => ((body as { override_reason?: string }).override_reason ? { status: 201, ...saved(overridden) } : refusal),
  });
  const { user } = await renderApp({ url: '/admin/lessons?day=2027-03-10' }, { preloadedState: signedIn, locale: 'fr' });
  await user.click(await screen.findByRole('button', { name: fr['admin.lessons.book'] }));
  const dialog = within(screen.getByRole('dialog', { name: fr['admin.lessons.bookTitle'] }));
  await enter(user, dialog.getByRole('textbox', { name: new RegExp(`^${fr['admin.lessons.studentEmail']}`) }), 'maya@example.com');
  await user.click(await dialog.findByRole('radio', { name: /Omar/ }));
  expect(dialog.queryByRole('textbox', { name: new RegExp(`^${fr['admin.lessons.overrideReason']}`) })).not.toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: fr['admin.lessons.confirmBook'] }));

  expect((await dialog.findByRole('alert')).textContent).toBe(fill(fr['admin.lessons.conflict.beforeCourseStart'], { date: '13 mars 2027' }));
  const anyway = dialog.getByRole('button', { name: fr['admin.lessons.confirmOverride'] });
  expect(anyway).toBeDisabled();
  await enter(user, dialog.getByRole('textbox', { name: new RegExp(`^${fr['admin.lessons.overrideReason']}`) }), 'Cours avancé par le bureau');
  await user.click(anyway);
  expect(await screen.findByText(fill(fr['admin.lessons.booked'], { name: 'Maya Chen' }))).toBeInTheDocument();
  expect(api.callsTo('createAdminLesson')[1].body).toEqual({
    student_email: 'maya@example.com',
    instructor_id: 2,
    starts_at: '2027-03-10T14:00:00.000Z',
    duration_minutes: 120,
    override_reason: 'Cours avancé par le bureau',
  });
  const reason = await within(await screen.findByRole('region', { name: 'Omar H.' })).findByText('Cours avancé par le bureau');
  expect(reason.parentElement!.textContent).toBe(fill(fr['admin.lessons.overridden'], { reason: 'Cours avancé par le bureau' }));
});

test('while an action is being sent its buttons are disabled, so it cannot be sent twice', async () => {
  const api = mockApi({
    listAdminLessons: lessonList([pastLesson(), lesson()]),
    listAcceptedInstructors: instructorList,
    recordLessonOutcome: { hang: true },
    cancelAdminLesson: { hang: true },
  });
  const { user } = await renderApp({ url: '/admin/lessons?day=2026-01-14' }, { preloadedState: signedIn });
  const [started, upcoming] = within(await screen.findByRole('region', { name: 'Omar H.' })).getAllByRole('listitem');
  await user.click(within(started).getByRole('button', { name: actionOn(en['admin.lessons.markNoShow']) }));
  await waitFor(() => expect(within(started).getByRole('button', { name: actionOn(en['admin.lessons.markCompleted']) })).toBeDisabled());
  expect(within(started).getByRole('button', { name: actionOn(en['admin.lessons.markNoShow']) })).toBeDisabled();

  await user.click(within(upcoming).getByRole('button', { name: actionOn(en['admin.lessons.cancel']) }));
  const dialog = within(screen.getByRole('dialog', { name: fill(en['admin.lessons.cancelTitle'], { name: 'Maya Chen' }) }));
  await user.click(dialog.getByRole('button', { name: en['admin.lessons.confirmCancel'] }));
  expect(await dialog.findByRole('button', { name: en['admin.bookings.sending'] })).toBeDisabled();
  expect(dialog.getByRole('button', { name: en['admin.bookings.back'] })).toBeDisabled();
  expect(api.callsTo('recordLessonOutcome')).toHaveLength(1);
  expect(api.callsTo('cancelAdminLesson')).toHaveLength(1);
});
