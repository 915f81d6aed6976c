import { act, screen, waitFor, within } from '@testing-library/react';
import { preloadScreens, renderApp } from '../../test/renderApp';
import { mockApi } from '../../test/mockApi';
import { DROPDOWN_SCROLL_DELAY_MS } from '../../components/navigation/anchorScroll';
import en from '../../i18n/en.json';
import ar from '../../i18n/ar.json';
import { ar as allAr, en as allEn } from '../../i18n/catalogs';

const admin = { id: 1, name: 'Admin', email: 'admin@example.com', role: 'admin' };

afterEach(() => {
  localStorage.clear();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const banner = () => screen.getByRole('banner');

describe('in English', () => {
  test('the header offers every public destination, left to right', async () => {
    await renderApp({ url: '/' });
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    const header = within(banner());
    expect(header.getByRole('link', { name: en['brand.home'] })).toHaveAttribute('href', '/');
    expect(header.getByRole('button', { name: en['nav.services'] })).toHaveAttribute('aria-expanded', 'false');
    expect(header.getByRole('link', { name: en['nav.cities'] })).toHaveAttribute('href', '/cities');
    expect(header.getByRole('link', { name: en['nav.instructors'] })).toHaveAttribute('href', '/Certificated-Instructors');
    expect(header.getByRole('link', { name: en['nav.about'] })).toHaveAttribute('href', '/aboutpage');
    expect(header.getByRole('link', { name: en['nav.contact'] })).toHaveAttribute('href', '/aboutpage#contact');
    expect(header.getByRole('link', { name: en['header.enroll'] })).toHaveAttribute('href', '/payment-page');
    expect(header.getByRole('button', { name: 'EN — Language: English' })).toHaveTextContent('EN');
    expect(header.getByRole('button', { name: en['nav.menu.open'] })).toBeInTheDocument();
  });

  test('the current page is marked in the navigation', async () => {
    await renderApp({ url: '/cities' });
    expect(within(banner()).getByRole('link', { name: en['nav.cities'] })).toHaveAttribute('aria-current', 'page');
    expect(within(banner()).getByRole('link', { name: en['nav.about'] })).not.toHaveAttribute('aria-current');
  });

  test('on the contact section, Contact is the current item, not About', async () => {
    await renderApp({ url: '/aboutpage#contact' });
    const header = within(banner());
    expect(header.getByRole('link', { name: en['nav.contact'] })).toHaveAttribute('aria-current', 'page');
    expect(header.getByRole('link', { name: en['nav.about'] })).not.toHaveAttribute('aria-current');
  });
});

describe('in Arabic', () => {
  test('the page is right-to-left, styled by the RTL cache, with Arabic names', async () => {
    await renderApp({ url: '/' }, { locale: 'ar' });
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.querySelector('style[data-emotion^="muirtl"]')).not.toBeNull();
    const header = within(banner());
    expect(header.getByRole('button', { name: ar['nav.services'] })).toBeInTheDocument();
    expect(header.getByRole('link', { name: ar['nav.cities'] })).toBeInTheDocument();
    expect(header.getByRole('link', { name: ar['nav.contact'] })).toBeInTheDocument();
    expect(header.getByRole('link', { name: ar['header.enroll'] })).toBeInTheDocument();
    expect(header.queryByRole('link', { name: ar['footer.adminLogin'] })).not.toBeInTheDocument();
    expect(header.getByRole('button', { name: 'AR — اللغة: العربية' })).toBeInTheDocument();
  });
});

describe('the Services dropdown', () => {
  test('opens on click; an item goes to /services and scrolls to its section 450 ms later', async () => {
    jest.useFakeTimers();
    const scrollIntoView = jest.spyOn(Element.prototype, 'scrollIntoView');
    // From the services page itself, whose content is already there, so only the delay is timed.
    mockApi({ listServices: { body: { success: true, data: [] } } });
    const { user, router } = await renderApp({ url: '/services' });
    await screen.findByText(allEn['services.empty.private']);

    await user.click(screen.getByRole('button', { name: en['nav.services'] }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([en['nav.service.bde'], en['nav.service.private'], en['nav.service.roadtest']]);
    expect(screen.getByRole('button', { name: en['nav.services'] })).toHaveAttribute('aria-expanded', 'true');

    await user.click(within(menu).getByRole('menuitem', { name: en['nav.service.private'] }));
    await waitFor(() => expect(router.state.location).toMatchObject({ pathname: '/services', hash: '#private' }));
    await screen.findByRole('heading', { level: 2, name: en['page.services.private.title'] });
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    scrollIntoView.mockClear();

    // Async acts: what the timers set off settles inside them (a button's ripple ends on a promise).
    await act(async () => jest.advanceTimersByTime(DROPDOWN_SCROLL_DELAY_MS - 100));
    expect(scrollIntoView).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(150));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('private'));
  });

  test('works from the keyboard: Enter opens, arrows move, Enter chooses, Escape closes', async () => {
    const { user, router } = await renderApp({ url: '/' });
    const button = screen.getByRole('button', { name: en['nav.services'] });
    act(() => button.focus());

    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: en['nav.service.bde'] })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: en['nav.service.bde'] })).toHaveFocus());
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: en['nav.service.roadtest'] })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location).toMatchObject({ pathname: '/services', hash: '#roadtest' }));
  });

  test('opens when the mouse hovers it and closes when the mouse leaves', async () => {
    const { user } = await renderApp({ url: '/' });
    const button = screen.getByRole('button', { name: en['nav.services'] });
    await user.hover(button);
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.unhover(button);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });
});

test('choosing another language changes the texts, the direction and the stored choice', async () => {
  const { user, store } = await renderApp({ url: '/' });
  await user.click(screen.getByRole('button', { name: 'EN — Language: English' }));
  const arabic = await screen.findByRole('menuitemradio', { name: 'العربية' });
  expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
  await user.click(arabic);

  expect(await within(banner()).findByRole('link', { name: ar['nav.cities'] })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: allAr['home.hero1.title'] })).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(document.documentElement).toHaveAttribute('lang', 'ar');
  expect(store.getState().locale.locale).toBe('ar');
  expect(localStorage.getItem('locale')).toBe('ar');

  await user.click(screen.getByRole('button', { name: 'AR — اللغة: العربية' }));
  await user.click(await screen.findByRole('menuitemradio', { name: 'Français' }));
  expect(await within(banner()).findByRole('link', { name: 'Villes' })).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  expect(document.documentElement).toHaveAttribute('lang', 'fr');
});

describe('the admin entry', () => {
  test('a visitor sees no admin entry in the header: the admin login is in the footer', async () => {
    await renderApp({ url: '/' });
    const header = within(banner());
    expect(header.queryByRole('link', { name: en['footer.adminLogin'] })).not.toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: en['footer.adminLogin'] })).toHaveAttribute('href', '/admin/login');
    expect(header.queryByRole('link', { name: en['header.dashboard'] })).not.toBeInTheDocument();
    expect(header.queryByRole('button', { name: en['header.logout'] })).not.toBeInTheDocument();
  });

  test('a signed-in admin sees Dashboard and Logout; Logout ends the session even when the call fails', async () => {
    const api = mockApi({ adminLogout: { status: 500, body: { success: false, message: 'Server Error' } } });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('auth_token', 'admin-token');
    localStorage.setItem('user_data', JSON.stringify(admin));
    const { user, store, router } = await renderApp({ url: '/services' });

    const header = within(banner());
    expect(header.queryByRole('link', { name: en['footer.adminLogin'] })).not.toBeInTheDocument();
    expect(header.getByRole('link', { name: en['header.dashboard'] })).toHaveAttribute('href', '/admin');
    await user.click(header.getByRole('button', { name: en['header.logout'] }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(api.callsTo('adminLogout')).toHaveLength(1);
    expect(store.getState().auth).toMatchObject({ adminToken: null, adminUser: null });
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('user_data')).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});

test('on a phone, the menu drawer holds every item and closes after a choice', async () => {
  const { user, router } = await renderApp({ url: '/' });
  await preloadScreens('/Certificated-Instructors');
  await user.click(screen.getByRole('button', { name: en['nav.menu.open'] }));
  const drawer = await screen.findByRole('dialog', { name: en['nav.menu.title'] });
  const inDrawer = within(drawer);
  for (const name of [
    en['nav.home'],
    en['nav.services'],
    en['nav.service.bde'],
    en['nav.service.private'],
    en['nav.service.roadtest'],
    en['nav.cities'],
    en['nav.instructors'],
    en['nav.about'],
    en['nav.contact'],
    en['header.enroll'],
  ]) {
    expect(inDrawer.getByRole('link', { name })).toBeInTheDocument();
  }
  expect(inDrawer.queryByRole('link', { name: en['footer.adminLogin'] })).not.toBeInTheDocument();
  await user.click(inDrawer.getByRole('link', { name: en['nav.instructors'] }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/Certificated-Instructors'));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

describe('the student entry', () => {
  const student = { id: 5, firstName: 'Jordan', fullName: 'Jordan Tremblay', email: 'jordan@example.com' };
  function storeStudentSession(profile: typeof student | null = student) {
    localStorage.setItem('token', 'student-token');
    if (profile) localStorage.setItem('customer_data', JSON.stringify(profile));
  }
  const menuItems = (menu: HTMLElement) =>
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);

  test('a visitor sees Log in, which brings them back to the page once signed in', async () => {
    await preloadScreens('/login');
    const { user, router } = await renderApp({ url: '/aboutpage' });
    const header = within(banner());
    const login = header.getByRole('link', { name: en['header.account.login'] });
    expect(login).toHaveAttribute('href', '/login');
    expect(header.queryByRole('button', { name: en['header.account.myAccount'] })).not.toBeInTheDocument();
    await user.click(login);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/aboutpage' });
  });

  test('a signed-in instructor is shown the way back to the instructor area, not Log in', async () => {
    localStorage.setItem('instructor_token', 'instructor-token');
    await renderApp({ url: '/aboutpage' });
    const header = within(banner());
    const area = await header.findByRole('link', { name: en['header.account.instructorArea'] });
    expect(area).toHaveAttribute('href', '/instructor');
    expect(header.queryByRole('link', { name: en['header.account.login'] })).not.toBeInTheDocument();
  });

  test('a signed-in student sees their first name; the menu works from the keyboard', async () => {
    storeStudentSession();
    const { user } = await renderApp({ url: '/' });
    const header = within(banner());
    const button = await header.findByRole('button', { name: 'Jordan' });
    expect(button).toHaveTextContent('Jordan');
    // Where the bar has room for an icon only (a phone), the initial says who is signed in.
    expect(button.querySelector('.MuiButton-startIcon')).toHaveTextContent(/^J$/);
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(header.queryByRole('link', { name: en['header.account.login'] })).not.toBeInTheDocument();

    act(() => button.focus());
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Jordan' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(menuItems(menu)).toEqual([en['header.account.myAccount'], en['header.account.myBookings'], en['header.logout']]);
    expect(within(menu).getByRole('menuitem', { name: en['header.account.myAccount'] })).toHaveAttribute('href', '/account');
    expect(within(menu).getByRole('menuitem', { name: en['header.account.myBookings'] })).toHaveAttribute('href', '/bookings');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: en['header.account.myAccount'] })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: en['header.account.myBookings'] })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).toHaveFocus();

    await user.keyboard(' ');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: en['header.account.myAccount'] })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: en['header.logout'] })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: en['header.account.myAccount'] })).toHaveFocus();
  });

  test('Log out ends the session, here and in storage, and Log in comes back with the focus', async () => {
    const api = mockApi({ customerLogout: { body: { success: true, message: 'Logged out' } } });
    storeStudentSession();
    const { user, store } = await renderApp({ url: '/' });
    await user.click(await within(banner()).findByRole('button', { name: 'Jordan' }));
    await user.click(await screen.findByRole('menuitem', { name: en['header.logout'] }));

    const login = await within(banner()).findByRole('link', { name: en['header.account.login'] });
    await waitFor(() => expect(login).toHaveFocus());
    expect(within(banner()).queryByRole('button', { name: 'Jordan' })).not.toBeInTheDocument();
    expect(api.callsTo('customerLogout')).toHaveLength(1);
    expect(store.getState().auth).toMatchObject({ customerToken: null, customerUser: null });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('customer_data')).toBeNull();
  });

  test('a session stored with its token alone (before names were kept) shows "My account"', async () => {
    storeStudentSession(null);
    await renderApp({ url: '/' });
    expect(await within(banner()).findByRole('button', { name: en['header.account.myAccount'] })).toHaveAttribute('aria-haspopup', 'menu');
  });

  test('in Arabic the menu has Arabic labels and opens under the button on its left, the end side', async () => {
    storeStudentSession();
    const { user } = await renderApp({ url: '/ar' }, { locale: 'ar' });
    await user.click(await within(banner()).findByRole('button', { name: 'Jordan' }));
    const menu = await screen.findByRole('menu', { name: 'Jordan' });
    expect(menuItems(menu)).toEqual([ar['header.account.myAccount'], ar['header.account.myBookings'], ar['header.logout']]);
    expect(within(menu).getByRole('menuitem', { name: ar['header.account.myBookings'] })).toHaveAttribute('href', '/ar/bookings');
    const placed = getComputedStyle(menu.closest('.MuiPaper-root')?.parentElement as HTMLElement);
    expect({ left: placed.left, right: placed.right }).toEqual({ left: '0px', right: '' });
  });

  test('in English the menu opens under the button on its right, the end side', async () => {
    storeStudentSession();
    const { user } = await renderApp({ url: '/' });
    await user.click(await within(banner()).findByRole('button', { name: 'Jordan' }));
    const menu = await screen.findByRole('menu', { name: 'Jordan' });
    const placed = getComputedStyle(menu.closest('.MuiPaper-root')?.parentElement as HTMLElement);
    expect({ left: placed.left, right: placed.right }).toEqual({ left: '', right: '0px' });
  });

  test('on a phone, the drawer holds Log in and Sign up, or the student’s entries and Log out', async () => {
    const api = mockApi({ customerLogout: { body: { success: true, message: 'Logged out' } } });
    storeStudentSession();
    const { user } = await renderApp({ url: '/' });
    await user.click(screen.getByRole('button', { name: en['nav.menu.open'] }));
    let drawer = within(await screen.findByRole('dialog', { name: en['nav.menu.title'] }));
    const account = drawer.getByRole('group', { name: en['header.account.signedInAs'].replace('{name}', 'Jordan Tremblay') });
    expect(within(account).getByRole('link', { name: en['header.account.myAccount'] })).toHaveAttribute('href', '/account');
    expect(within(account).getByRole('link', { name: en['header.account.myBookings'] })).toHaveAttribute('href', '/bookings');
    expect(drawer.queryByRole('link', { name: en['header.account.login'] })).not.toBeInTheDocument();
    await user.click(within(account).getByRole('button', { name: en['header.logout'] }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('customerLogout')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: en['nav.menu.open'] }));
    drawer = within(await screen.findByRole('dialog', { name: en['nav.menu.title'] }));
    expect(drawer.getByRole('link', { name: en['header.account.login'] })).toHaveAttribute('href', '/login');
    expect(drawer.getByRole('link', { name: en['header.account.signup'] })).toHaveAttribute('href', '/signup');
    expect(drawer.queryByRole('group')).not.toBeInTheDocument();
  });
});
