import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LessonOffer, LessonRequest } from '../../../api/signedInApi';
import { ar, en } from '../../../i18n/catalogs';
import { liveStream } from '../../../test/fakeEventSource';
import { mockApi } from '../../../test/mockApi';
import { renderApp } from '../../../test/renderApp';
import { emptyAccountReplies, hoursFromNow, lessonsReply } from '../shared/accountFixtures';
import { signedIn } from '../shared/enrolmentFixtures';

afterEach(() => localStorage.clear());

const withHours = { ...emptyAccountReplies, listMyLessons: lessonsReply([]), listAcceptedInstructors: { body: { success: true, data: [] } } };
const request = (overrides: Partial<LessonRequest> = {}): LessonRequest => ({
  id: 4,
  status: 'waiting',
  duration_minutes: 60,
  instructor_ids: [],
  weekdays: [1, 3],
  from_time: '15:00',
  to_time: '20:00',
  before: null,
  road_test_date: null,
  created_at: '2026-11-30T15:00:00.000Z',
  ...overrides,
});
const offer: LessonOffer = {
  id: 9,
  status: 'offered',
  starts_at: hoursFromNow(50),
  ends_at: hoursFromNow(51),
  duration_minutes: 60,
  instructor: { id: 2, name: 'Omar H.' },
  expires_at: hoursFromNow(1),
};

test('a student joins the cancellation list: a field the server refuses is shown by it, what was chosen stays, then it is saved', async () => {
  let saved: LessonRequest | undefined;
  const api = mockApi({
    ...withHours,
    getMyLessonRequest: () => ({ body: { success: true, ...(saved ? { data: saved } : {}) } }),
    saveMyLessonRequest: ({ body }) => {
      const input = body as { to_time: string };
      if (input.to_time === '20:00')
        return { status: 422, body: { success: false, message: 'The given data was invalid.', errors: { to_time: ['Leave room for a whole lesson.'] } } };
      saved = request({ to_time: input.to_time });
      return { body: { success: true, message: 'Saved.', data: saved } };
    },
  });
  const { user } = await renderApp({ url: '/account' }, { preloadedState: signedIn });
  const section = within(await screen.findByRole('region', { name: en['lessonRequest.title'] }));
  await user.click(await section.findByRole('button', { name: en['lessonRequest.join'] }));
  const form = within(section.getByRole('form', { name: en['lessonRequest.formTitle'] }));
  await user.click(form.getByRole('checkbox', { name: 'Friday' }));
  await user.click(form.getByRole('button', { name: en['lessonRequest.join'] }));
  const until = form.getByLabelText(/^Until/);
  await waitFor(() => expect(until).toHaveAccessibleDescription('Leave room for a whole lesson.'));
  expect(form.getByRole('checkbox', { name: 'Friday' })).not.toBeChecked();
  expect(form.getByRole('checkbox', { name: 'Monday' })).toBeChecked();

  fireEvent.change(until, { target: { value: '21:00' } });
  await user.click(form.getByRole('button', { name: en['lessonRequest.join'] }));
  expect(await section.findByText(/You are on the list for a 1 hour lesson on Mon and Wed, between 15:00 and 21:00\./)).toBeInTheDocument();
  expect(api.callsTo('saveMyLessonRequest').map((c) => c.body)).toEqual([
    expect.objectContaining({ duration_minutes: 60, instructor_ids: [], weekdays: [1, 2, 3, 4], from_time: '15:00', to_time: '20:00', before: null }),
    expect.objectContaining({ weekdays: [1, 2, 3, 4], to_time: '21:00' }),
  ]);
});

test('a lesson held for the student is booked from the account page', async () => {
  let held: LessonOffer | undefined = offer;
  const api = mockApi({
    ...withHours,
    getMyLessonRequest: () => ({ body: { success: true, ...(held ? { data: request(), offer: held } : {}) } }),
    acceptLessonOffer: () => {
      held = undefined;
      return {
        status: 201,
        body: {
          success: true,
          data: {
            id: 30,
            status: 'booked',
            starts_at: offer.starts_at,
            ends_at: offer.ends_at,
            duration_minutes: 60,
            instructor: offer.instructor,
            counted: true,
            free_cancel_until: offer.starts_at,
            cancelled_at: null,
          },
        },
      };
    },
  });
  const { user } = await renderApp({ url: '/account' }, { preloadedState: signedIn });
  const section = within(await screen.findByRole('region', { name: en['lessonRequest.title'] }));
  expect(await section.findByRole('heading', { name: en['lessonRequest.offer.title'] })).toBeInTheDocument();
  expect(section.getByText(/Omar H\..*: held for you alone until/)).toBeInTheDocument();
  await user.click(section.getByRole('button', { name: en['lessonRequest.offer.accept'] }));
  await waitFor(() => expect(section.queryByRole('heading', { name: en['lessonRequest.offer.title'] })).not.toBeInTheDocument());
  expect(api.callsTo('acceptLessonOffer')).toHaveLength(1);
});

test('in Arabic, the student declines the lesson held for her, and leaves the list after confirming', async () => {
  let held: LessonOffer | undefined = offer;
  let waiting: LessonRequest | undefined = request();
  const api = mockApi({
    ...withHours,
    getMyLessonRequest: () => ({ body: { success: true, ...(waiting ? { data: waiting } : {}), ...(held ? { offer: held } : {}) } }),
    declineLessonOffer: () => {
      held = undefined;
      return { body: { success: true, data: waiting } };
    },
    leaveLessonRequest: () => {
      waiting = undefined;
      return { body: { success: true, message: 'ok' } };
    },
  });
  const { user } = await renderApp({ url: '/ar/account' }, { preloadedState: signedIn });
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  const section = within(await screen.findByRole('region', { name: ar['lessonRequest.title'] }));
  await user.click(await section.findByRole('button', { name: ar['lessonRequest.offer.decline'] }));
  await waitFor(() => expect(section.queryByRole('heading', { name: ar['lessonRequest.offer.title'] })).not.toBeInTheDocument());
  await user.click(section.getByRole('button', { name: ar['lessonRequest.leave'] }));
  const dialog = within(await screen.findByRole('dialog'));
  expect(dialog.getByText(ar['lessonRequest.leaveQuestion'])).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: ar['lessonRequest.leave'] }));
  expect(await section.findByText(ar['lessonRequest.intro'])).toBeInTheDocument();
  expect(api.callsTo('declineLessonOffer')).toHaveLength(1);
  expect(api.callsTo('leaveLessonRequest')).toHaveLength(1);
});

test('a lesson held for the student appears as the live stream tells the page, without a reload', async () => {
  let held: LessonOffer | undefined = undefined;
  mockApi({ ...withHours, getMyLessonRequest: () => ({ body: { success: true, data: request(), ...(held ? { offer: held } : {}) } }) });
  await renderApp({ url: '/account' }, { preloadedState: signedIn });
  const section = within(await screen.findByRole('region', { name: en['lessonRequest.title'] }));
  await section.findByRole('button', { name: en['lessonRequest.change'] });
  await waitFor(() => expect(() => liveStream()).not.toThrow());
  expect(new URL(liveStream().url).searchParams.get('topics')).toBe('lessons');
  held = offer;
  act(() => liveStream().emit('change', { topics: ['lessons'] }));
  expect(await section.findByRole('heading', { name: en['lessonRequest.offer.title'] })).toBeInTheDocument();
});
