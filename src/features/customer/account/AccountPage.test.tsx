import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';
import { mockApi } from '../../../test/mockApi';
import { ar, en } from '../../../i18n/catalogs';
import { account, emptyAccountReplies, lesson, lessonsReply } from '../shared/accountFixtures';
import { heldBooking, signedIn } from '../shared/enrolmentFixtures';
import { enter } from '../../../test/enter';
import { formatted } from '../../../test/fill';

const catalogs = { en, ar };
const field = (text: string) => new RegExp(`^${text}`);

afterEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
});

describe.each(['en', 'ar'] as const)('in %s', (locale) => {
  const t = catalogs[locale];
  const prefix = locale === 'en' ? '' : `/${locale}`;

  test('the account shows the hours and BDE progress, the lessons, the bookings with their receipts, the profile and the password form', async () => {
    const paid = {
      ...heldBooking,
      id: 54,
      status: 'paid' as const,
      receipt: { id: 9, kind: 'receipt' as const, number: 'R-2026-00042', issued_at: '2026-11-24T20:10:00.000Z' },
    };
    mockApi({
      ...emptyAccountReplies,
      listMyLessons: lessonsReply([
        lesson(7, 96),
        lesson(4, 120, { status: 'cancelled', counted: false }),
        lesson(5, -24, { status: 'cancelled', counted: true }),
        lesson(3, -72, { status: 'completed' }),
      ]),
      listMyBookings: { body: { success: true, data: [paid] } },
    });
    await renderApp({ url: `${prefix}/account` }, { preloadedState: signedIn, locale });
    expect(screen.getByRole('heading', { level: 1, name: t['page.account.title'] })).toBeInTheDocument();

    const hours = within(await screen.findByRole('region', { name: t['account.hours.title'] }));
    const progress = await hours.findByRole('progressbar', { name: t['account.bde.title'] });
    expect(progress).toHaveAttribute('aria-valuetext', formatted(t['account.bde.progress'], { done: 4, required: 10 }, locale));
    expect(hours.getByText(t['account.hours.left'])).toBeInTheDocument();

    const lessons = within(screen.getByRole('region', { name: t['lessons.title'] }));
    const upcoming = within(lessons.getByRole('list', { name: t['lessons.upcoming'] })).getAllByRole('listitem');
    expect(upcoming).toHaveLength(1);
    expect(upcoming[0]).toHaveTextContent('Omar H.');
    expect(within(upcoming[0]).getByRole('link', { name: field(t['lessons.rescheduleNamed'].split('{')[0]) })).toHaveAttribute(
      'href',
      `${prefix}/account/lessons/7/reschedule`,
    );
    // Past and cancelled, newest first; a cancellation says whether its hours came back.
    const past = within(lessons.getByRole('list', { name: t['lessons.past'] })).getAllByRole('listitem');
    expect(past.map((item) => item.querySelector('.MuiChip-label')?.textContent)).toEqual([
      t['lessons.status.cancelledReturned'],
      t['lessons.status.cancelledCounted'],
      t['lessons.status.completed'],
    ]);
    expect(lessons.getByRole('link', { name: t['lessons.book'] })).toHaveAttribute('href', `${prefix}/account/lessons/new`);

    const bookings = within(screen.getByRole('region', { name: t['bookings.myBookings'] }));
    expect(await bookings.findByRole('link', { name: t['booking.receipt'].replace('{number}', 'R-2026-00042') })).toHaveAttribute(
      'href',
      `${prefix}/receipts/9`,
    );

    const profile = within(screen.getByRole('region', { name: t['account.profile.title'] }));
    expect(await profile.findByRole('textbox', { name: field(t['account.profile.firstName']) })).toHaveValue('Maya');
    expect(profile.getByRole('textbox', { name: field(t['account.profile.phone']) })).toHaveValue('(613) 555-0142');
    expect(profile.getByRole('combobox', { name: t['account.profile.emailLocale'] })).toHaveValue('en');

    const password = within(screen.getByRole('region', { name: t['account.password.title'] }));
    expect(password.getByLabelText(field(t['account.password.new']))).toHaveAccessibleDescription(t['signup.passwordHelp']);
  });
});

test('with no hours left the account says so and leads to the packages', async () => {
  mockApi(emptyAccountReplies);
  await renderApp({ url: '/account' }, { preloadedState: signedIn });
  const lessons = within(await screen.findByRole('region', { name: en['lessons.title'] }));
  expect(await lessons.findByText(en['lessons.noHours'])).toBeInTheDocument();
  expect(lessons.getByRole('link', { name: en['lessons.buyHours'] })).toHaveAttribute('href', '/payment-page');
  expect(lessons.queryByRole('link', { name: en['lessons.book'] })).not.toBeInTheDocument();
  expect(lessons.getByText(en['lessons.upcoming.empty'])).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});

test('a profile changed elsewhere meanwhile is not overwritten: the form keeps what was typed and saving again uses the newer version', async () => {
  let version = account.updated_at;
  const api = mockApi({
    ...emptyAccountReplies,
    getMyAccount: () => ({ body: { success: true, data: { ...account, updated_at: version } } }),
    updateMyAccount: (call) => {
      const body = call.body as { updated_at: string; first_name: string };
      if (body.updated_at !== version) return { status: 409, body: { success: false, message: 'Changed meanwhile.', code: 'stale' } };
      return { body: { success: true, data: { ...account, first_name: body.first_name, updated_at: '2026-11-25T10:00:00.000Z' } } };
    },
  });
  const { user } = await renderApp({ url: '/account' }, { preloadedState: signedIn });
  const profile = within(await screen.findByRole('region', { name: en['account.profile.title'] }));
  const firstName = await profile.findByRole('textbox', { name: field(en['account.profile.firstName']) });
  version = '2026-11-24T09:00:00.000Z';
  await user.clear(firstName);
  await user.type(firstName, 'Maia');
  await user.click(profile.getByRole('button', { name: en['account.profile.save'] }));
  expect(await profile.findByText(en['account.profile.stale'])).toBeInTheDocument();
  expect(firstName).toHaveValue('Maia');
  await waitFor(() => expect(api.callsTo('getMyAccount').length).toBeGreaterThan(1));
  await user.click(profile.getByRole('button', { name: en['account.profile.save'] }));
  await waitFor(() => expect(api.callsTo('updateMyAccount')).toHaveLength(2));
  expect(api.callsTo('updateMyAccount')[1].body).toMatchObject({ first_name: 'Maia', updated_at: version, phone_number: '(613) 555-0142', email_locale: 'en' });
  await waitFor(() => expect(profile.queryByText(en['account.profile.stale'])).not.toBeInTheDocument());
});

test('a field the server refuses is marked at its field', async () => {
  mockApi({
    ...emptyAccountReplies,
    updateMyAccount: { status: 422, body: { success: false, message: 'Invalid.', errors: { city: ['Unknown city.'] } } },
  });
  const { user } = await renderApp({ url: '/account' }, { preloadedState: signedIn });
  const profile = within(await screen.findByRole('region', { name: en['account.profile.title'] }));
  await profile.findByRole('textbox', { name: field(en['account.profile.firstName']) });
  await user.click(profile.getByRole('button', { name: en['account.profile.save'] }));
  expect(await profile.findByRole('textbox', { name: field(en['account.profile.city']) })).toHaveAccessibleDescription('Unknown city.');
});

test('changing the password sends the current and the new one (confirmed) and says the other sessions were signed out', async () => {
  const api = mockApi({ ...emptyAccountReplies, changeMyPassword: { body: { success: true, message: 'Done.' } } });
  const { user } = await renderApp({ url: '/account' }, { preloadedState: signedIn });
  const password = within(await screen.findByRole('region', { name: en['account.password.title'] }));
  await enter(user, password.getByLabelText(field(en['account.password.current'])), 'old-secret');
  await user.type(password.getByLabelText(field(en['account.password.new'])), 'short');
  await user.click(password.getByRole('button', { name: en['account.password.change'] }));
  expect(password.getByLabelText(field(en['account.password.new']))).toHaveAccessibleDescription(en['signup.passwordShort']);
  expect(api.callsTo('changeMyPassword')).toHaveLength(0);
  await user.type(password.getByLabelText(field(en['account.password.new'])), '-and-long');
  await enter(user, password.getByLabelText(field(en['account.password.confirm'])), 'short-and-long');
  await user.click(password.getByRole('button', { name: en['account.password.change'] }));
  expect(await password.findByText(en['account.password.changedOthers'])).toBeInTheDocument();
  expect(api.callsTo('changeMyPassword')[0].body).toEqual({ current_password: 'old-secret', new_password: 'short-and-long' });
  expect(password.getByLabelText(field(en['account.password.current']))).toHaveValue('');
});

describe.each(['en', 'ar'] as const)('cancelling a lesson in %s', (locale) => {
  const t = catalogs[locale];
  const prefix = locale === 'en' ? '' : `/${locale}`;

  test('before the cut-off the hours come back; after it the lesson is counted, and moving it means calling the office', async () => {
    let lessons = [lesson(7, 96), lesson(8, 24, { duration_minutes: 120 })];
    const api = mockApi({
      ...emptyAccountReplies,
      listMyLessons: () => lessonsReply(lessons),
      cancelMyLesson: (call) => {
        const id = Number(call.pathParams.id);
        // Before its cut-off: its hours come back.
        const cancelled = { ...lessons.find((l) => l.id === id)!, status: 'cancelled' as const, counted: false, cancelled_at: new Date().toISOString() };
        lessons = lessons.map((l) => (l.id === id ? cancelled : l));
        return { body: { success: true, data: cancelled } };
      },
    });
    const { user } = await renderApp({ url: `${prefix}/account` }, { preloadedState: signedIn, locale });
    const upcoming = within(await screen.findByRole('list', { name: t['lessons.upcoming'] }));
    const [early, late] = upcoming.getAllByRole('listitem');
    expect(within(late).queryByRole('link', { name: field(t['lessons.rescheduleNamed'].split('{')[0]) })).not.toBeInTheDocument();
    expect(late).toHaveTextContent(t['footer.contact.phone']);

    await user.click(within(late).getByRole('button', { name: field(t['lessons.cancelNamed'].split('{')[0]) }));
    const counted = within(screen.getByRole('dialog'));
    // What follows the lesson's date, with the cut-off's hours in the language's plural form.
    const insideCutoff = formatted(t['lessons.cancel.counted'], { when: '|', cutoff: 48 }, locale).split('|')[1];
    expect(screen.getByRole('dialog')).toHaveTextContent(insideCutoff);
    await user.click(counted.getByRole('button', { name: t['lessons.cancel.keep'] }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(early).getByRole('button', { name: field(t['lessons.cancelNamed'].split('{')[0]) }));
    const free = within(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).not.toHaveTextContent(insideCutoff);
    await user.click(free.getByRole('button', { name: t['lessons.cancel.confirm'] }));
    await waitFor(() => expect(api.callsTo('cancelMyLesson')).toHaveLength(1));
    expect(api.callsTo('cancelMyLesson')[0].pathParams.id).toBe('7');
    expect(await screen.findByRole('list', { name: t['lessons.past'] })).toHaveTextContent(t['lessons.status.cancelledReturned']);
  });
});
