import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';
import { fill } from '../../../test/fill';
import { mockApi } from '../../../test/mockApi';
import { ar, en } from '../../../i18n/catalogs';
import { torontoDay } from '../../../contract/torontoTime';
import { acceptedApplication, applicationReply, availability, draftApplication, signedInInstructor } from '../shared/instructorFixtures';

const catalogs = { en, ar };
const weekday = (locale: string, day: number) =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2023, 0, 1 + day)));
const availabilityReply = { body: { success: true, data: availability } };

afterEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
});

test('before approval the hours are explained, not shown', async () => {
  const api = mockApi({ getMyApplication: applicationReply(draftApplication) });
  await renderApp({ url: '/instructor/availability' }, { preloadedState: signedInInstructor });
  expect(await screen.findByText(en['instructorArea.hours.notApproved'])).toBeInTheDocument();
  expect(api.callsTo('getMyAvailability')).toHaveLength(0);
});

describe.each(['en', 'ar'] as const)('in %s', (locale) => {
  const t = catalogs[locale];
  const prefix = locale === 'en' ? '' : `/${locale}`;

  test('the week is edited day by day (half hours, 24:00 as an end) and published with its version', async () => {
    const api = mockApi({
      getMyApplication: applicationReply(acceptedApplication),
      getMyAvailability: availabilityReply,
      updateMyAvailability: ({ body }) => ({ body: { success: true, data: { ...(body as typeof availability), updated_at: '2026-11-24T15:00:00.000Z' } } }),
    });
    const { user } = await renderApp({ url: `${prefix}/instructor/availability` }, { preloadedState: signedInInstructor, locale });
    expect(await screen.findByRole('heading', { level: 1, name: t['page.instructor.availability.title'] })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');

    const monday = within(await screen.findByRole('group', { name: weekday(locale, 1) }));
    expect(monday.getByRole('combobox', { name: t['instructorArea.hours.from'] })).toHaveValue('09:00');
    expect(monday.getByRole('combobox', { name: t['instructorArea.hours.to'] })).toHaveValue('12:00');

    const saturday = within(screen.getByRole('group', { name: weekday(locale, 6) }));
    expect(saturday.getByText(t['instructorArea.hours.closed'])).toBeInTheDocument();
    await user.click(saturday.getByRole('button', { name: fill(t['instructorArea.hours.add'], { day: weekday(locale, 6) }) }));
    await user.selectOptions(saturday.getByRole('combobox', { name: t['instructorArea.hours.from'] }), '18:30');
    await user.selectOptions(saturday.getByRole('combobox', { name: t['instructorArea.hours.to'] }), '24:00');

    await user.click(screen.getByRole('button', { name: t['instructorArea.exceptions.add'] }));
    const exception = within(screen.getByRole('group', { name: fill(t['instructorArea.exceptions.rowName'], { number: 1 }) }));
    await user.clear(exception.getByLabelText(t['instructorArea.exceptions.date']));
    await user.type(exception.getByLabelText(t['instructorArea.exceptions.date']), '2027-01-04');
    await user.selectOptions(exception.getByRole('combobox', { name: t['instructorArea.exceptions.kind'] }), 'extra');
    await user.selectOptions(exception.getByRole('combobox', { name: t['instructorArea.hours.to'] }), '20:00');

    await user.click(screen.getByRole('button', { name: t['instructorArea.hours.publish'] }));
    expect(await screen.findByText(t['instructorArea.hours.published'])).toBeInTheDocument();
    expect(api.callsTo('updateMyAvailability')[0].body).toEqual({
      weekly: [
        { weekday: 1, from_time: '09:00', to_time: '12:00' },
        { weekday: 6, from_time: '18:30', to_time: '24:00' },
      ],
      exceptions: [{ date: '2027-01-04', kind: 'extra', from_time: '09:00', to_time: '20:00' }],
      updated_at: availability.updated_at,
    });
  });
});

test('a change that would strand booked lessons lists them and keeps the edits; a field error is shown at its row', async () => {
  let attempt = 0;
  mockApi({
    getMyApplication: applicationReply(acceptedApplication),
    getMyAvailability: availabilityReply,
    updateMyAvailability: () =>
      ++attempt === 1
        ? {
            status: 409,
            body: {
              success: false,
              message: 'Booked lessons fall outside these hours.',
              code: 'booked_lessons',
              lessons: [{ id: 7, starts_at: '2026-11-30T15:00:00.000Z', ends_at: '2026-11-30T17:00:00.000Z', student_first_name: 'Maya' }],
            },
          }
        : { status: 422, body: { success: false, message: 'Invalid.', errors: { 'weekly.0.to_time': ['The end must come after the start.'] } } },
  });
  const { user } = await renderApp({ url: '/instructor/availability' }, { preloadedState: signedInInstructor });
  const monday = within(await screen.findByRole('group', { name: weekday('en', 1) }));
  await user.click(monday.getByRole('button', { name: fill(en['instructorArea.hours.remove'], { name: `${weekday('en', 1)}, 09:00 to 12:00` }) }));
  await user.click(monday.getByRole('button', { name: fill(en['instructorArea.hours.add'], { day: weekday('en', 1) }) }));
  await user.click(screen.getByRole('button', { name: en['instructorArea.hours.publish'] }));

  const alert = within(await screen.findByRole('alert'));
  expect(alert.getByText(en['instructorArea.hours.bookedLessons'])).toBeInTheDocument();
  // 10:00 to 12:00 in Toronto (UTC−5), on the lesson's Toronto day.
  expect(alert.getByRole('listitem')).toHaveTextContent(/Monday, November 30, 2026.*10:00.*12:00.*Maya/);
  expect(monday.getByRole('combobox', { name: en['instructorArea.hours.from'] })).toHaveValue('09:00');
  expect(monday.getByRole('combobox', { name: en['instructorArea.hours.to'] })).toHaveValue('17:00');

  await user.click(screen.getByRole('button', { name: en['instructorArea.hours.publish'] }));
  expect(await monday.findByText('The end must come after the start.')).toBeInTheDocument();
});

test('the preview shows the next 14 days as edited: the weekday hours, a day off and extra hours', async () => {
  const today = torontoDay();
  const inDays = (days: number) => {
    const date = new Date(`${today}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + days);
    return date.toISOString().slice(0, 10);
  };
  const weekly = Array.from({ length: 7 }, (_, weekday) => ({ weekday, from_time: '09:00', to_time: '12:00' }));
  mockApi({
    getMyApplication: applicationReply(acceptedApplication),
    getMyAvailability: {
      body: {
        success: true,
        data: {
          weekly,
          exceptions: [
            { date: inDays(1), kind: 'off' },
            { date: inDays(2), kind: 'extra', from_time: '18:00', to_time: '20:00' },
          ],
          updated_at: null,
        },
      },
    },
  });
  await renderApp({ url: '/instructor/availability' }, { preloadedState: signedInInstructor });
  const preview = within(await screen.findByRole('region', { name: en['instructorArea.preview.title'] }));
  const hours = preview.getAllByRole('definition').map((item) => item.textContent);
  expect(hours).toHaveLength(14);
  expect(hours.slice(0, 3)).toEqual(['09:00–12:00', en['instructorArea.exceptions.off'], '09:00–12:00, 18:00–20:00']);
});
