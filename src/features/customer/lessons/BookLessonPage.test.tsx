import { act, screen, waitFor, within } from '@testing-library/react';
import { preloadScreens, renderApp } from '../../../test/renderApp';
import { mockApi } from '../../../test/mockApi';
import { ar, en } from '../../../i18n/catalogs';
import type { Instructor } from '../../../api';
import type { LessonSlot } from '../../../api/signedInApi';
import { emptyAccountReplies, lesson, lessonsReply, slot } from '../shared/accountFixtures';
import { signedIn } from '../shared/enrolmentFixtures';
import { dayText } from '../shared/lessonTexts';
import { addDays, torontoDay } from '../../../contract/torontoTime';
import { fill } from '../../../test/fill';
import { liveStream } from '../../../test/fakeEventSource';
import { LIVE_POLL_MS } from '../../../api/live';

const catalogs = { en, ar };
const instructors: Instructor[] = [
  {
    id: 2,
    f_name: 'Omar',
    l_name: 'Haddad',
    public_phone: null,
    car_image_url: null,
    languages: ['en'],
    bio: '',
    car_make_model: '',
  },
  {
    id: 4,
    f_name: 'Lea',
    l_name: 'NULL',
    public_phone: null,
    car_image_url: null,
    languages: ['en'],
    bio: '',
    car_make_model: '',
  },
];
const lea = { id: 4, name: 'Lea' };
const booked = (body: unknown) => {
  const input = body as { instructor_id: number; starts_at: string; duration_minutes: 60 | 120 };
  const start = Date.parse(input.starts_at);
  return {
    ...lesson(20, 0),
    instructor: { id: input.instructor_id, name: 'Omar H.' },
    starts_at: input.starts_at,
    ends_at: new Date(start + input.duration_minutes * 60_000).toISOString(),
    free_cancel_until: new Date(start - 48 * 3_600_000).toISOString(),
  };
};

afterEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
});

describe.each(['en', 'ar'] as const)('in %s', (locale) => {
  const t = catalogs[locale];
  const prefix = locale === 'en' ? '' : `/${locale}`;

  test('choosing a free time and confirming books it, then the account says so', async () => {
    const slots = [slot(30), slot(54, lea)];
    const api = mockApi({
      ...emptyAccountReplies,
      listMyLessons: lessonsReply([]),
      listAcceptedInstructors: { body: instructors },
      listLessonSlots: { body: { success: true, data: slots } },
      bookLesson: (call) => ({ status: 201, body: { success: true, data: booked(call.body) } }),
    });
    await preloadScreens(`${prefix}/account`);
    const { user, router } = await renderApp({ url: `${prefix}/account/lessons/new` }, { preloadedState: signedIn, locale });
    expect(screen.getByRole('heading', { level: 1, name: t['page.bookLesson.title'] })).toBeInTheDocument();
    const instructor = await screen.findByRole('combobox', { name: t['lessons.instructor'] });
    // The choice of "any instructor" is there before the list of instructors arrives.
    await within(instructor).findByRole('option', { name: 'Lea' });
    expect(
      within(instructor)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([t['lessons.anyInstructor'], 'Omar Haddad', 'Lea']);
    const radios = await screen.findAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(radios[1]).toHaveAccessibleName(expect.stringContaining('Lea'));
    const confirm = screen.getByRole('button', { name: t['lessons.confirm'] });
    expect(confirm).toBeDisabled();
    await user.click(radios[1]);
    await user.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${prefix}/account`));
    expect(api.callsTo('bookLesson')[0].body).toEqual({ instructor_id: 4, starts_at: slots[1].starts_at, duration_minutes: 60 });
    expect(api.callsTo('listLessonSlots')[0].url.searchParams.get('days')).toBe('7');
    expect(api.callsTo('listLessonSlots')[0].url.searchParams.get('duration')).toBe('60');
    expect(api.callsTo('listLessonSlots')[0].url.searchParams.has('moving')).toBe(false);
  });

  test('a time inside the cancellation cut-off is said before Confirm', async () => {
    mockApi({
      listMyLessons: lessonsReply([]),
      listAcceptedInstructors: { body: instructors },
      listLessonSlots: { body: { success: true, data: [slot(30), slot(54, lea)] } },
    });
    const { user } = await renderApp({ url: `${prefix}/account/lessons/new` }, { preloadedState: signedIn, locale });
    const [soon, later] = await screen.findAllByRole('radio');
    await user.click(later);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(soon);
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent(t['lessons.insideCutoff.warning'].split('{')[0].trim());
    expect(warning).toHaveTextContent('48');
    expect(screen.getByRole('button', { name: t['lessons.confirm'] })).toBeEnabled();
  });

  test('the chosen time taken by someone else: the times refresh on the live event, an alert says so, Confirm waits for another choice', async () => {
    let free: LessonSlot[] = [slot(30), slot(54, lea)];
    const api = mockApi({
      listMyLessons: lessonsReply([]),
      listAcceptedInstructors: { body: instructors },
      listLessonSlots: () => ({ body: { success: true, data: free } }),
    });
    const { user } = await renderApp({ url: `${prefix}/account/lessons/new` }, { preloadedState: signedIn, locale });
    const radios = await screen.findAllByRole('radio');
    const stream = liveStream();
    expect(new URL(stream.url).searchParams.get('topics')).toBe('lessons');
    act(() => stream.open());
    await user.click(radios[1]);
    const confirm = screen.getByRole('button', { name: t['lessons.confirm'] });
    expect(confirm).toBeEnabled();

    free = [free[0]];
    act(() => stream.emit('change', { topics: ['lessons'] }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t['lessons.slots.justTaken']);
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(confirm).toBeDisabled();
    expect(api.callsTo('listLessonSlots')).toHaveLength(2);

    await user.click(screen.getByRole('radio'));
    expect(screen.queryByText(t['lessons.slots.justTaken'])).not.toBeInTheDocument();
    expect(confirm).toBeEnabled();
  });
});

test('while the live stream is down the times are polled, and when it is back they are not', async () => {
  const api = mockApi({
    listMyLessons: lessonsReply([]),
    listAcceptedInstructors: { body: instructors },
    listLessonSlots: { body: { success: true, data: [slot(30)] } },
  });
  await renderApp({ url: '/account/lessons/new' }, { preloadedState: signedIn });
  await screen.findByRole('radio');
  const stream = liveStream();
  jest.useFakeTimers();
  try {
    act(() => stream.fail({ closed: false }));
    await act(async () => void jest.advanceTimersByTime(LIVE_POLL_MS));
    await waitFor(() => expect(api.callsTo('listLessonSlots')).toHaveLength(2));
    act(() => stream.open());
    await act(async () => void jest.advanceTimersByTime(2 * LIVE_POLL_MS));
    expect(api.callsTo('listLessonSlots')).toHaveLength(2);
  } finally {
    jest.useRealTimers();
  }
});

test('a time someone took a moment earlier: the message says so, the times refresh and the choice is cleared', async () => {
  let free: LessonSlot[] = [slot(30), slot(31)];
  const api = mockApi({
    listMyLessons: lessonsReply([]),
    listAcceptedInstructors: { body: instructors },
    listLessonSlots: () => ({ body: { success: true, data: free } }),
    bookLesson: () => {
      free = [free[1]];
      return { status: 409, body: { success: false, message: 'Someone has just booked this time.', code: 'slot_taken' } };
    },
  });
  const { user } = await renderApp({ url: '/account/lessons/new' }, { preloadedState: signedIn });
  await user.click((await screen.findAllByRole('radio'))[0]);
  await user.click(screen.getByRole('button', { name: en['lessons.confirm'] }));
  expect(await screen.findByText(en['lessons.conflict.slotTaken'])).toBeInTheDocument();
  await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(1));
  expect(api.callsTo('listLessonSlots').length).toBeGreaterThan(1);
  expect(screen.getByRole('radio')).not.toBeChecked();
  expect(screen.getByRole('button', { name: en['lessons.confirm'] })).toBeDisabled();
});

test('a day already at the school’s in-car limit: the message names that limit', async () => {
  mockApi({
    listMyLessons: lessonsReply([]),
    listAcceptedInstructors: { body: instructors },
    listLessonSlots: { body: { success: true, data: [slot(30)] } },
    bookLesson: {
      status: 409,
      body: { success: false, message: 'At most 3 hours of in-car lessons can be booked on one day.', code: 'daily_limit', limit: 3 },
    },
  });
  const { user } = await renderApp({ url: '/account/lessons/new' }, { preloadedState: signedIn });
  await user.click(await screen.findByRole('radio'));
  await user.click(screen.getByRole('button', { name: en['lessons.confirm'] }));
  expect(await screen.findByText('At most 3 hours of in-car lessons a day: please choose another day.')).toBeInTheDocument();
});

test('a G1 licence that expires before the chosen day: the message names its expiry and what to do', async () => {
  mockApi({
    listMyLessons: lessonsReply([]),
    listAcceptedInstructors: { body: instructors },
    listLessonSlots: { body: { success: true, data: [slot(30)] } },
    bookLesson: { status: 409, body: { success: false, message: 'Expired.', code: 'g1_expired', date: '2027-01-31' } },
  });
  const { user } = await renderApp({ url: '/account/lessons/new' }, { preloadedState: signedIn });
  await user.click(await screen.findByRole('radio'));
  await user.click(screen.getByRole('button', { name: en['lessons.confirm'] }));
  expect(await screen.findByText(fill(en['lessons.conflict.g1Expired'], { date: 'Sunday, January 31, 2027' }))).toBeInTheDocument();
});

test('choosing an instructor, two hours and the next week asks for those times', async () => {
  const api = mockApi({
    listMyLessons: lessonsReply([]),
    listAcceptedInstructors: { body: instructors },
    listLessonSlots: { body: { success: true, data: [] } },
  });
  const { user } = await renderApp({ url: '/account/lessons/new' }, { preloadedState: signedIn });
  expect(await screen.findByText(en['lessons.slots.empty'])).toBeInTheDocument();
  expect(screen.getByRole('button', { name: en['lessons.week.previous'] })).toBeDisabled();
  await user.selectOptions(await screen.findByRole('combobox', { name: en['lessons.instructor'] }), 'Omar Haddad');
  await user.selectOptions(screen.getByRole('combobox', { name: en['lessons.duration'] }), '2 hours');
  await user.click(screen.getByRole('button', { name: en['lessons.week.next'] }));
  await waitFor(() => {
    const last = api.callsTo('listLessonSlots').at(-1)!.url.searchParams;
    expect([last.get('instructor_id'), last.get('duration')]).toEqual(['2', '120']);
  });
  const params = api.callsTo('listLessonSlots').map((call) => call.url.searchParams.get('from'));
  expect(new Set(params).size).toBe(2);
  expect(screen.getByRole('button', { name: en['lessons.week.previous'] })).toBeEnabled();
});

test('a BDE course that starts later: the weeks start on its first day, which the page names, and none before it can be chosen', async () => {
  const courseStart = addDays(torontoDay(), 10);
  const api = mockApi({
    listMyLessons: lessonsReply([], { bde: { required_hours: 10, completed_hours: 0, course_start: courseStart, deadline: addDays(courseStart, 365) } }),
    listAcceptedInstructors: { body: instructors },
    listLessonSlots: { body: { success: true, data: [] } },
  });
  await renderApp({ url: '/account/lessons/new' }, { preloadedState: signedIn });
  expect(await screen.findByText(fill(en['lessons.conflict.beforeCourseStart'], { date: dayText(courseStart, 'en') }))).toBeInTheDocument();
  await waitFor(() => expect(api.callsTo('listLessonSlots')[0].url.searchParams.get('from')).toBe(courseStart));
  expect(screen.getByRole('button', { name: en['lessons.week.previous'] })).toBeDisabled();
});

test('with no hours left the page explains and leads to the packages', async () => {
  mockApi({
    listMyLessons: lessonsReply([], { hours: { bought: 10, booked: 2, completed: 8, forfeited: 0, left: 0 } }),
    listAcceptedInstructors: { body: instructors },
    listLessonSlots: { body: { success: true, data: [slot(30)] } },
  });
  const { user } = await renderApp({ url: '/account/lessons/new' }, { preloadedState: signedIn });
  expect(await screen.findByText(en['lessons.noHours'])).toBeInTheDocument();
  expect(screen.getByRole('link', { name: en['lessons.buyHours'] })).toHaveAttribute('href', '/payment-page');
  await user.click(await screen.findByRole('radio'));
  expect(screen.getByRole('button', { name: en['lessons.confirm'] })).toBeDisabled();
});

test('rescheduling moves the lesson to the chosen time; past its cut-off the page says to call the office', async () => {
  const api = mockApi({
    ...emptyAccountReplies,
    listMyLessons: lessonsReply([lesson(7, 96), lesson(8, 24)]),
    listAcceptedInstructors: { body: instructors },
    listLessonSlots: { body: { success: true, data: [slot(100)] } },
    rescheduleMyLesson: (call) => ({ body: { success: true, data: { ...booked(call.body), id: 7 } } }),
  });
  await preloadScreens('/account');
  const { user, router } = await renderApp({ url: '/account/lessons/7/reschedule' }, { preloadedState: signedIn });
  const instructor = await screen.findByRole('combobox', { name: en['lessons.instructor'] });
  await waitFor(() => expect(instructor).toHaveValue('2'));
  await user.click(await screen.findByRole('radio'));
  await user.click(screen.getByRole('button', { name: en['lessons.confirmMove'] }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
  expect(api.callsTo('rescheduleMyLesson')[0].pathParams.id).toBe('7');
  // The lesson's own time counts as free among the times offered.
  expect(api.callsTo('listLessonSlots')[0].url.searchParams.get('moving')).toBe('7');
  expect(api.callsTo('rescheduleMyLesson')[0].body).toMatchObject({ instructor_id: 2, duration_minutes: 60 });

  await router.navigate('/account/lessons/8/reschedule');
  expect(await screen.findByText(new RegExp(`^${en['lessons.conflict.insideCutoff'].split('{')[0]}`))).toHaveTextContent(en['footer.contact.phone']);
  expect(screen.queryByRole('radio')).not.toBeInTheDocument();
});

test('hours used up meanwhile (409 no_hours): the page explains once and leads to the packages', async () => {
  mockApi({
    listMyLessons: lessonsReply([]),
    listAcceptedInstructors: { body: instructors },
    listLessonSlots: { body: { success: true, data: [slot(30)] } },
    bookLesson: { status: 409, body: { success: false, message: 'No hours left.', code: 'no_hours' } },
  });
  const { user } = await renderApp({ url: '/account/lessons/new' }, { preloadedState: signedIn });
  await user.click(await screen.findByRole('radio'));
  await user.click(screen.getByRole('button', { name: en['lessons.confirm'] }));
  expect(await screen.findByText(en['lessons.conflict.noHours'])).toBeInTheDocument();
  expect(screen.getByRole('link', { name: en['lessons.buyHours'] })).toHaveAttribute('href', '/payment-page');
  expect(screen.getByRole('button', { name: en['lessons.confirm'] })).toBeDisabled();
});

test('choosing another instructor shows their times only once they arrive, never the previous list meanwhile', async () => {
  let answerLea: (reply: { body: unknown }) => void = () => undefined;
  mockApi({
    ...emptyAccountReplies,
    listMyLessons: lessonsReply([]),
    listAcceptedInstructors: { body: instructors },
    listLessonSlots: (call) =>
      call.url.searchParams.get('instructor_id') === '4'
        ? new Promise((resolve) => (answerLea = resolve))
        : { body: { success: true, data: [slot(30), slot(54, lea)] } },
  });
  const { user } = await renderApp({ url: '/account/lessons/new' }, { preloadedState: signedIn });
  expect(await screen.findAllByRole('radio')).toHaveLength(2);
  await user.selectOptions(screen.getByRole('combobox', { name: en['lessons.instructor'] }), 'Lea');
  expect(await screen.findByText(en['lessons.slots.loading'])).toBeInTheDocument();
  expect(screen.queryAllByRole('radio')).toHaveLength(0);
  answerLea({ body: { success: true, data: [slot(54, lea)] } });
  expect(await screen.findAllByRole('radio')).toHaveLength(1);
});
