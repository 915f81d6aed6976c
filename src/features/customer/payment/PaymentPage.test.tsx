import { act, screen, waitFor, within } from '@testing-library/react';
import { fill } from '../../../test/fill';
import { preloadScreens, renderApp } from '../../../test/renderApp';
import { failNetwork, mockApi } from '../../../test/mockApi';
import { customerSessionChanged } from '../../../state/authSlice';
import { ar, en } from '../../../i18n/catalogs';
import { liveStream } from '../../../test/fakeEventSource';
import { bdePackage, heldBooking, noWaitlist, packagesReply, refresherPackage, signedIn } from '../shared/enrolmentFixtures';

const catalogs = { en, ar };

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

test('without a token on arrival the student is sent to the login, which will return to the same address', async () => {
  const { router } = await renderApp({ url: '/payment-page?service=7' });
  expect(await screen.findByRole('heading', { level: 1, name: en['page.login.title'] })).toBeInTheDocument();
  expect(router.state.location.state).toEqual({ from: '/payment-page?service=7' });
});

describe.each(['en', 'ar'] as const)('in %s', (locale) => {
  const t = catalogs[locale];
  const prefix = locale === 'en' ? '' : `/${locale}`;

  test('the package of ?service= is chosen, its sold-out date disabled, and its amounts shown with HST on its own line', async () => {
    mockApi({ listMyWaitlist: noWaitlist, listPublicPackages: packagesReply });
    await renderApp({ url: `${prefix}/payment-page?service=7` }, { preloadedState: signedIn, locale });
    const packages = within(await screen.findByRole('radiogroup', { name: t['payment.choose'] }));
    expect(packages.getByRole('radio', { name: new RegExp(bdePackage.name[locale]) })).toBeChecked();
    const dates = within(screen.getByRole('radiogroup', { name: t['checkout.dates'] }));
    const [soldOut, open] = dates.getAllByRole('radio');
    expect(soldOut).toBeDisabled();
    expect(soldOut.closest('label')).toHaveTextContent(t['checkout.soldOut']);
    expect(open).toBeEnabled();
    const summary = within(screen.getByRole('table', { name: t['checkout.summary'] }));
    expect(summary.getByRole('row', { name: new RegExp(bdePackage.name[locale]) })).toHaveTextContent('$699.00');
    expect(summary.getByRole('row', { name: /13/ })).toHaveTextContent('$90.87');
    expect(summary.getByRole('row', { name: new RegExp(`^${t['checkout.amounts.total']}`) })).toHaveTextContent('$789.87');
    expect(document.documentElement).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
  });

  test('a date lists its days and its hours each as a piece that moves to the next line whole', async () => {
    mockApi({ listMyWaitlist: noWaitlist, listPublicPackages: packagesReply });
    await renderApp({ url: `${prefix}/payment-page?service=7` }, { preloadedState: signedIn, locale });
    const dates = within(await screen.findByRole('radiogroup', { name: t['checkout.dates'] }));
    const date = bdePackage.dates[0]; // two days: Dec 5 and Dec 6
    const label = dates.getAllByRole('radio')[0].closest('label') as HTMLElement;
    const pieces = [...label.querySelectorAll('span')].filter((span) => span.style.display === 'inline-block').map((span) => span.textContent);
    expect(pieces).toHaveLength(2);
    expect(pieces[0]).not.toContain(date.from_time);
    expect(pieces[1]).toContain(date.from_time);
    expect(pieces[1]).toContain(date.to_time);
  });

  test('an applied code adds its discount line; an unknown code is said at the field', async () => {
    const api = mockApi({
      listMyWaitlist: noWaitlist,
      listPublicPackages: packagesReply,
      quoteBooking: ({ body }) =>
        (body as { discount_code: string }).discount_code === 'LSU10'
          ? { body: { success: true, data: { ...heldBooking, seats_left: 4 } } }
          : { status: 422, body: { success: false, message: 'Unknown code.', errors: { discount_code: ['This discount code is not valid.'] } } },
    });
    const { user } = await renderApp({ url: `${prefix}/payment-page?offer=4` }, { preloadedState: signedIn, locale });
    expect(await screen.findByRole('radio', { name: new RegExp(refresherPackage.name[locale]) })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: new RegExp(bdePackage.name[locale]) }));
    await user.click(within(screen.getByRole('radiogroup', { name: t['checkout.dates'] })).getAllByRole('radio')[1]);
    const code = screen.getByRole('textbox', { name: t['checkout.code'] });
    await user.type(code, 'nope');
    await user.click(screen.getByRole('button', { name: t['checkout.code.apply'] }));
    expect(await screen.findByText('This discount code is not valid.')).toBeInTheDocument();
    expect(code).toHaveAccessibleDescription('This discount code is not valid.');
    await user.clear(code);
    await user.type(code, 'LSU10{Enter}');
    const summary = within(await screen.findByRole('table', { name: t['checkout.summary'] }));
    expect(await summary.findByRole('row', { name: new RegExp(heldBooking.lines[1].description[locale].replace(/[()]/g, '.')) })).toHaveTextContent('-$50.00');
    expect(summary.getByRole('row', { name: new RegExp(`^${t['checkout.amounts.total']}`) })).toHaveTextContent('$733.37');
    expect(api.callsTo('quoteBooking').at(-1)?.body).toEqual({ package_id: 1, package_date_id: 32, discount_code: 'LSU10' });
    expect(api.callsTo('createBooking')).toHaveLength(0);
  });

  test('Book asks for a date first, then holds the seat and opens the booking', async () => {
    await preloadScreens('/bookings/55');
    const api = mockApi({
      listMyWaitlist: noWaitlist,
      listPublicPackages: packagesReply,
      createBooking: { status: 201, body: { success: true, data: heldBooking } },
      getMyBooking: { body: { success: true, data: heldBooking } },
    });
    const { user, router } = await renderApp({ url: `${prefix}/payment-page?package=1` }, { preloadedState: signedIn, locale });
    await user.click(await screen.findByRole('button', { name: t['payment.book'] }));
    expect(await screen.findByText(t['checkout.chooseDate'])).toBeInTheDocument();
    expect(api.callsTo('createBooking')).toHaveLength(0);
    await user.click(within(screen.getByRole('radiogroup', { name: t['checkout.dates'] })).getAllByRole('radio')[1]);
    await user.click(screen.getByRole('button', { name: t['payment.book'] }));
    expect(await screen.findByRole('heading', { level: 1, name: t['page.booking.title'] })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${prefix}/bookings/55`);
    expect(api.callsTo('createBooking')[0].body).toEqual({ package_id: 1, package_date_id: 32, discount_code: null });
    expect(api.callsTo('createBooking')[0].headers.get('authorization')).toBe('Bearer tok-1');
  });

  test('a date sold out meanwhile is said clearly, and the dates are read again', async () => {
    let lists = 0;
    const api = mockApi({
      listMyWaitlist: noWaitlist,
      listPublicPackages: () => {
        lists += 1;
        const seats = lists === 1 ? 4 : 0;
        return {
          body: { success: true, data: [{ ...bdePackage, dates: bdePackage.dates.map((date) => ({ ...date, seats_left: date.id === 32 ? seats : 0 })) }] },
        };
      },
      createBooking: { status: 409, body: { success: false, code: 'sold_out', message: 'This date is sold out.' } },
    });
    const { user } = await renderApp({ url: `${prefix}/payment-page?package=1` }, { preloadedState: signedIn, locale });
    await user.click(within(await screen.findByRole('radiogroup', { name: t['checkout.dates'] })).getAllByRole('radio')[1]);
    await user.click(screen.getByRole('button', { name: t['payment.book'] }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t['checkout.conflict.soldOut']);
    // Said beside Book, where the student is looking: focus moves to it, and Book waits for a new choice.
    expect(alert).toHaveFocus();
    expect(alert.parentElement).toContainElement(screen.getByRole('button', { name: t['payment.book'] }));
    expect(screen.getByRole('button', { name: t['payment.book'] })).toBeDisabled();
    await screen.findAllByText(t['checkout.soldOut']).then((labels) => expect(labels).toHaveLength(2));
    expect(within(screen.getByRole('radiogroup', { name: t['checkout.dates'] })).getAllByRole('radio')[1]).toBeDisabled();
    expect(api.callsTo('listPublicPackages')).toHaveLength(2);
  });

  test('seats taken by others while the page is open: the dates are read again on the live event, and the chosen one said sold out before Book', async () => {
    let seats = 4;
    const api = mockApi({
      listMyWaitlist: noWaitlist,
      listPublicPackages: () => ({
        body: { success: true, data: [{ ...bdePackage, dates: bdePackage.dates.map((date) => ({ ...date, seats_left: date.id === 32 ? seats : 0 })) }] },
      }),
    });
    const { user } = await renderApp({ url: `${prefix}/payment-page?package=1` }, { preloadedState: signedIn, locale });
    const dates = within(await screen.findByRole('radiogroup', { name: t['checkout.dates'] }));
    expect(dates.getAllByRole('radio')[1]).toBeEnabled();
    await user.click(dates.getAllByRole('radio')[1]);
    // The live stream comes with the checkout, downloaded once it shows.
    await waitFor(() => expect(() => liveStream()).not.toThrow());
    expect(new URL(liveStream().url).searchParams.get('topics')).toBe('seats');
    seats = 0;
    act(() => liveStream().emit('change', { topics: ['seats'] }));
    await waitFor(() => expect(dates.getAllByRole('radio')[1]).toBeDisabled());
    expect(api.callsTo('listPublicPackages')).toHaveLength(2);
    expect(api.callsTo('listMyWaitlist')).toHaveLength(2);
    // Said beside Book, which waits for another date; nothing was sent.
    expect(screen.getByRole('alert')).toHaveTextContent(t['checkout.conflict.soldOut']);
    expect(screen.getByRole('button', { name: t['payment.book'] })).toBeDisabled();
    expect(api.callsTo('createBooking')).toHaveLength(0);
  });

  test('a package closed meanwhile is said beside Book, which comes back with another choice', async () => {
    mockApi({
      listMyWaitlist: noWaitlist,
      listPublicPackages: packagesReply,
      createBooking: { status: 409, body: { success: false, code: 'package_inactive', message: 'This package is no longer offered.' } },
    });
    const { user } = await renderApp({ url: `${prefix}/payment-page?offer=4` }, { preloadedState: signedIn, locale });
    const book = await screen.findByRole('button', { name: t['payment.book'] });
    await user.click(book);
    expect(await screen.findByRole('alert')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(t['checkout.conflict.packageInactive']);
    expect(book).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: new RegExp(bdePackage.name[locale]) }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(book).toBeEnabled();
  });

  test('the package asked for by the address is brought into view, and Book shows its total', async () => {
    const scrollIntoView = jest.spyOn(Element.prototype, 'scrollIntoView');
    mockApi({ listMyWaitlist: noWaitlist, listPublicPackages: packagesReply });
    await renderApp({ url: `${prefix}/payment-page?service=7` }, { preloadedState: signedIn, locale });
    const radio = await screen.findByRole('radio', { name: new RegExp(bdePackage.name[locale]) });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toContainElement(radio);
    const bar = screen.getByRole('button', { name: t['payment.book'] }).parentElement as HTMLElement;
    expect(bar).toHaveTextContent(`${t['checkout.amounts.total']} $789.87`);
  });
});

test('the Book button is disabled while the booking is being made', async () => {
  mockApi({ listMyWaitlist: noWaitlist, listPublicPackages: packagesReply, createBooking: { hang: true } });
  const { user } = await renderApp({ url: '/payment-page?offer=4' }, { preloadedState: signedIn });
  await user.click(await screen.findByRole('button', { name: en['payment.book'] }));
  expect(screen.getByRole('button', { name: en['payment.book'] })).toBeDisabled();
});

test('a failed load says so, with a retry', async () => {
  failNetwork();
  await renderApp({ url: '/payment-page' }, { preloadedState: signedIn });
  expect(await screen.findByText(en['payment.loadFailed'])).toBeInTheDocument();
  expect(screen.queryByRole('radio')).not.toBeInTheDocument();
});

test('logout (even if the call fails) and a token removed in another tab both bring back the login prompt', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  mockApi({
    listMyWaitlist: noWaitlist,
    listPublicPackages: packagesReply,
    customerLogout: { status: 401, body: { success: false, message: 'Unauthenticated.' } },
  });
  const { user, store } = await renderApp({ url: '/payment-page' }, { preloadedState: signedIn });
  await user.click(await screen.findByRole('radio', { name: /Refresher/ }));
  await user.click(screen.getByRole('button', { name: en['payment.logout'] }));
  expect(await screen.findByRole('heading', { name: en['payment.promptTitle'] })).toBeInTheDocument();
  expect(store.getState().auth.customerToken).toBeNull();
  expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  act(() => {
    store.dispatch(customerSessionChanged({ customerToken: 'tok-2', customerUser: null }));
  });
  expect(await screen.findByRole('radio', { name: /Refresher/ })).not.toBeChecked();
  act(() => {
    store.dispatch(customerSessionChanged({ customerToken: null, customerUser: null }));
  });
  expect(within(screen.getByRole('main')).getByRole('link', { name: en['payment.login'] })).toHaveAttribute('href', '/login');
});

describe('waiting lists', () => {
  const waiting = (status: 'waiting' | 'offered', position: number | null, until: string | null) => ({
    id: 5,
    package_date_id: 31,
    package_id: 1,
    package_name: bdePackage.name,
    first_date: '2026-12-05',
    status,
    position,
    offer_expires_at: until,
  });

  test('a sold-out date offers its waiting list: joining shows the student’s place, leaving takes them off', async () => {
    let entries: ReturnType<typeof waiting>[] = [];
    const api = mockApi({
      listMyWaitlist: () => ({ body: { success: true, data: entries } }),
      listPublicPackages: packagesReply,
      joinWaitlist: () => {
        entries = [waiting('waiting', 2, null)];
        return { body: { success: true, data: entries[0] } };
      },
      leaveWaitlist: () => {
        entries = [];
        return { body: { success: true, message: 'Off the list.' } };
      },
    });
    const { user } = await renderApp({ url: '/payment-page?service=7' }, { preloadedState: signedIn });
    await user.click(await screen.findByRole('button', { name: /^Join the waiting list for Sat, Dec 5/ }));
    expect(await screen.findByText(fill(en['checkout.waitlist.position'], { position: 2 }))).toBeInTheDocument();
    expect(api.callsTo('joinWaitlist')[0].url.pathname).toBe('/api/api/v1/package-dates/31/waitlist');
    expect(screen.getByText(en['checkout.waitlist.joined'])).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Leave the waiting list for Sat, Dec 5/ }));
    expect(await screen.findByRole('button', { name: /^Join the waiting list/ })).toBeInTheDocument();
    expect(api.callsTo('leaveWaitlist')).toHaveLength(1);
  });

  test('in Arabic, a seat held for the student: the sold-out date is theirs to choose and book, with until when', async () => {
    const api = mockApi({
      listMyWaitlist: { body: { success: true, data: [waiting('offered', null, '2026-12-01T17:00:00.000Z')] } },
      listPublicPackages: packagesReply,
      createBooking: { status: 201, body: { success: true, data: heldBooking } },
      getMyBooking: { body: { success: true, data: heldBooking } },
    });
    const { user } = await renderApp({ url: '/ar/payment-page?service=7' }, { preloadedState: signedIn, locale: 'ar' });
    const dates = within(await screen.findByRole('radiogroup', { name: ar['checkout.dates'] }));
    const held = dates.getAllByRole('radio')[0];
    expect(held).toBeEnabled();
    expect(held.closest('label')).toHaveTextContent(ar['checkout.waitlist.heldForYou']);
    expect(screen.getByRole('alert')).toHaveTextContent('2026');
    await user.click(held);
    await user.click(screen.getByRole('button', { name: ar['payment.book'] }));
    await waitFor(() => expect(api.callsTo('createBooking')).toHaveLength(1));
    expect(api.callsTo('createBooking')[0].body).toMatchObject({ package_id: 1, package_date_id: 31 });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
