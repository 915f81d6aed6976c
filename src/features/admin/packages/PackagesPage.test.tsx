import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';
import { mockApi } from '../../../test/mockApi';
import { ar, en } from '../../../i18n/catalogs';
import { formatDate } from '../../../i18n/format';
import { untranslated } from '../../../test/translations';

const stamp = '2026-11-01T12:00:00.000Z';
const date = (id: number, packageId: number, extra: Record<string, unknown> = {}) => ({
  id,
  package_id: packageId,
  first_date: '2026-12-05',
  second_date: null,
  from_time: '09:00',
  to_time: '15:00',
  capacity: 12,
  is_open: true,
  seats_taken: 5,
  seats_held: 2,
  seats_left: 7,
  bookings_count: 6,
  updated_at: stamp,
  ...extra,
});
const pkg = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: { en: name, fr: '', ar: '' },
  description: { en: `${name} description`, fr: '', ar: '' },
  price_cents: 39900,
  hst_applies: true,
  in_car_hours: 10,
  course_hours: 20,
  service_ids: [],
  offer_ids: [],
  is_active: true,
  sort_order: id,
  bookings_count: 0,
  dates: [],
  created_at: stamp,
  updated_at: stamp,
  ...extra,
});
const service = (id: number, title: string) => ({
  id,
  title,
  description: '',
  price: '699',
  original_price: null,
  features: [],
  translations: untranslated.service(),
  icon: 'car',
  category: 'bde',
  is_active: true,
  sort_order: id,
  created_at: stamp,
  updated_at: stamp,
});
const offer = {
  id: 8,
  key: 'winter',
  title: 'Winter BDE',
  type: 'offer',
  is_active: true,
  content: { price: '549', details: [] },
  translations: untranslated.offer(),
  created_at: stamp,
  updated_at: stamp,
};
const list = (rows: unknown[]) => ({ body: { success: true, data: rows } });
const conflict = (message: string) => ({ status: 409, body: { success: false, code: 'has_bookings', message } });
const signedIn = { auth: { adminToken: 'admin-token', adminUser: { id: 1, name: 'Admin', email: 'admin@example.com', role: 'admin' }, customerToken: null } };

afterEach(() => localStorage.clear());

test('the list shows each package in display order with its price, HST, hours, bookings and the seats of its dates', async () => {
  mockApi({
    listAdminPackages: list([
      pkg(2, 'Refresher', { sort_order: 2, price_cents: 19900, hst_applies: false, in_car_hours: 2, course_hours: 0, is_active: false }),
      pkg(1, 'BDE Complete', {
        bookings_count: 6,
        dates: [
          date(7, 1, { second_date: '2026-12-06' }),
          date(9, 1, { first_date: '2027-01-09', is_open: false, seats_taken: 0, seats_held: 0, seats_left: 12 }),
        ],
      }),
    ]),
  });
  await renderApp({ url: '/admin/packages' }, { preloadedState: signedIn });
  const cards = await screen.findAllByRole('article');
  expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['BDE Complete', 'Refresher']);

  const complete = within(cards[0]);
  expect(complete.getByText('$399.00')).toBeInTheDocument();
  expect(complete.getByText(en['admin.packages.hstYes'])).toBeInTheDocument();
  expect(complete.getByText('10 h in car · 20 h course')).toBeInTheDocument();
  expect(complete.getByText('6 bookings')).toBeInTheDocument();
  const rows = within(complete.getByRole('table', { name: 'Dates of BDE Complete' })).getAllByRole('row');
  // Days, times, seats, taken, held, left, state: a calendar day stays that day (no time-zone shift).
  expect(
    within(rows[1])
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['09:00–15:00', '12', '5', '2', '7', 'Open', '']);
  expect(within(rows[1]).getByRole('rowheader')).toHaveTextContent('Dec 5, 2026 and Dec 6, 2026');
  expect(within(rows[2]).getByRole('rowheader')).toHaveTextContent('Jan 9, 2027');
  expect(within(rows[2]).getByText(en['admin.packages.dates.closedState'])).toBeInTheDocument();

  const refresher = within(cards[1]);
  expect(refresher.getByText('$199.00')).toBeInTheDocument();
  expect(refresher.getByText(en['admin.packages.hstNo'])).toBeInTheDocument();
  expect(refresher.getByText(en['admin.packages.inactive'])).toBeInTheDocument();
  expect(refresher.getByRole('switch', { name: 'Refresher is on sale' })).not.toBeChecked();
  expect(refresher.getByText(en['admin.packages.dates.empty'])).toBeInTheDocument();
});

test('in Arabic the list shows the Arabic name, and English where none was written', async () => {
  mockApi({
    listAdminPackages: list([pkg(1, 'BDE Complete', { name: { en: 'BDE Complete', fr: '', ar: 'الباقة الكاملة' }, dates: [date(7, 1)] }), pkg(2, 'Refresher')]),
  });
  await renderApp({ url: '/admin/packages' }, { preloadedState: signedIn, locale: 'ar' });
  expect(await screen.findByRole('heading', { level: 1, name: ar['admin.packages.title'] })).toBeInTheDocument();
  const cards = await screen.findAllByRole('article');
  expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['الباقة الكاملة', 'Refresher']);
  expect(within(cards[0]).getByRole('table', { name: ar['admin.packages.dates.title'].replace('{name}', 'الباقة الكاملة') })).toBeInTheDocument();
  expect(within(cards[0]).getByText('$399.00')).toBeInTheDocument();
});

const withChoices = (rows: () => unknown[]) => ({
  listAdminPackages: () => list(rows()),
  listAdminServices: list([service(3, 'BDE course'), service(4, 'Road test')]),
  listAdminContent: list([offer]),
});

test('a price that is not an amount is refused at its field before anything is sent', async () => {
  const api = mockApi(withChoices(() => [pkg(1, 'BDE Complete')]));
  const { user } = await renderApp({ url: '/admin/packages' }, { preloadedState: signedIn });
  await user.click(await screen.findByRole('button', { name: en['admin.packages.add'] }));
  const dialog = within(screen.getByRole('dialog', { name: en['admin.packages.new'] }));
  const price = dialog.getByLabelText(/^Price in dollars/);
  const save = dialog.getByRole('button', { name: en['admin.packages.save'] });
  await user.click(dialog.getByLabelText(/^Name \(English\)/));
  await user.paste('Weekend intensive');
  for (const typed of ['85abc', '85.123']) {
    await user.clear(price);
    await user.paste(typed);
    await user.click(save);
    expect(price).toHaveAccessibleDescription(en['admin.packages.priceInvalid']);
  }
  expect(api.callsTo('createPackage')).toHaveLength(0);
});

test('a valid amount is sent as integer cents, with the names in each language and the services and offers chosen', async () => {
  let rows = [pkg(1, 'BDE Complete', { service_ids: [3] })];
  const api = mockApi({
    ...withChoices(() => rows),
    createPackage: ({ body }) => {
      const input = body as { name: { en: string }; price_cents: number };
      rows = [...rows, pkg(2, input.name.en, { price_cents: input.price_cents })];
      return { status: 201, body: { success: true, message: 'Created.', data: rows[1] } };
    },
  });
  const { user } = await renderApp({ url: '/admin/packages' }, { preloadedState: signedIn });
  await user.click(await screen.findByRole('button', { name: en['admin.packages.add'] }));
  const dialog = within(screen.getByRole('dialog', { name: en['admin.packages.new'] }));
  expect(dialog.getByLabelText('Name (Arabic)')).toHaveAttribute('dir', 'rtl');
  expect(dialog.getByLabelText('Name (Arabic)')).toHaveAttribute('lang', 'ar');
  await user.click(dialog.getByLabelText(/^Name \(English\)/));
  await user.paste(' Weekend intensive ');
  await user.click(dialog.getByLabelText('Name (French)'));
  await user.paste('Intensif de fin de semaine');
  await user.click(dialog.getByLabelText(/^Price in dollars/));
  await user.paste('449.99');
  expect(await dialog.findByLabelText(/BDE course — already in BDE Complete/)).toBeInTheDocument();
  await user.click(dialog.getByLabelText('Road test'));
  await user.click(dialog.getByLabelText('Winter BDE'));
  await user.click(dialog.getByRole('button', { name: en['admin.packages.save'] }));
  expect(await screen.findByRole('article', { name: 'Weekend intensive' })).toBeInTheDocument();
  expect(api.callsTo('createPackage')[0].body).toEqual({
    name: { en: 'Weekend intensive', fr: 'Intensif de fin de semaine', ar: '' },
    description: { en: '', fr: '', ar: '' },
    price_cents: 44999,
    hst_applies: true,
    in_car_hours: 0,
    course_hours: 0,
    service_ids: [4],
    offer_ids: [8],
    is_active: true,
  });
});

test('the server’s refusal of a price is shown at the price field, with the version of the package edited', async () => {
  const api = mockApi({
    listAdminPackages: list([pkg(1, 'BDE Complete')]),
    listAdminServices: list([]),
    listAdminContent: list([]),
    updatePackage: { status: 422, body: { success: false, message: 'Invalid.', errors: { price_cents: ['السعر غير صالح.'] } } },
  });
  const { user } = await renderApp({ url: '/admin/packages' }, { preloadedState: signedIn, locale: 'ar' });
  await user.click(await screen.findByRole('button', { name: ar['admin.packages.edit'].replace('{name}', 'BDE Complete') }));
  const dialog = within(screen.getByRole('dialog'));
  const price = dialog.getByRole('textbox', { name: new RegExp(`^${ar['admin.packages.price']}`) });
  expect(price).toHaveValue('399.00');
  await user.click(dialog.getByRole('button', { name: ar['admin.packages.save'] }));
  await waitFor(() => expect(price).toHaveAccessibleDescription('السعر غير صالح.'));
  expect(api.callsTo('updatePackage')[0].body).toMatchObject({ price_cents: 39900, expected_updated_at: stamp });
});

test('a package with bookings offers no Delete, only its on-sale switch; one booked meanwhile is refused with that advice', async () => {
  const api = mockApi({
    listAdminPackages: list([pkg(1, 'BDE Complete'), pkg(2, 'Refresher', { bookings_count: 3 })]),
    deletePackage: conflict('This package has bookings.'),
  });
  const { user } = await renderApp({ url: '/admin/packages' }, { preloadedState: signedIn });
  const booked = within(await screen.findByRole('article', { name: 'Refresher' }));
  expect(booked.queryByRole('button', { name: 'Delete Refresher' })).not.toBeInTheDocument();
  expect(booked.getByRole('switch', { name: en['admin.packages.activeOf'].replace('{name}', 'Refresher') })).toBeChecked();
  await user.click(await screen.findByRole('button', { name: 'Delete BDE Complete' }));
  expect(api.callsTo('deletePackage')).toHaveLength(0);
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete BDE Complete' }));
  expect((await screen.findAllByText(en['admin.packages.hasBookings'])).length).toBeGreaterThan(0);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
  expect(screen.getByRole('article', { name: 'BDE Complete' })).toBeInTheDocument();
});

test('in Arabic, a date with bookings offers Close, not Delete; one booked meanwhile is refused with advice to close it; closing sends the date unchanged but closed', async () => {
  const api = mockApi({
    listAdminPackages: list([
      pkg(1, 'BDE Complete', { dates: [date(7, 1, { seats_taken: 0, seats_held: 0, bookings_count: 0 }), date(8, 1, { first_date: '2026-12-12' })] }),
    ]),
    deletePackageDate: conflict('هذا الموعد له حجوزات.'),
    updatePackageDate: { body: { success: true, message: 'Updated.', data: pkg(1, 'BDE Complete', { dates: [date(7, 1, { is_open: false })] }) } },
  });
  const { user } = await renderApp({ url: '/admin/packages' }, { preloadedState: signedIn, locale: 'ar' });
  const card = within(await screen.findByRole('article', { name: 'BDE Complete' }));
  const of = (id: keyof typeof ar) => ar[id].replace('{date}', formatDate('2026-12-05', 'ar')).replace('{name}', 'BDE Complete');
  const ofBooked = (id: keyof typeof ar) => ar[id].replace('{date}', formatDate('2026-12-12', 'ar')).replace('{name}', 'BDE Complete');
  expect(card.queryByRole('button', { name: ofBooked('admin.packages.dates.deleteOf') })).not.toBeInTheDocument();
  expect(card.getByRole('button', { name: ofBooked('admin.packages.dates.closeOf') })).toBeInTheDocument();
  await user.click(card.getByRole('button', { name: of('admin.packages.dates.deleteOf') }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: of('admin.packages.dates.deleteOf') }));
  expect((await screen.findAllByText(ar['admin.packages.dates.hasBookings'])).length).toBeGreaterThan(0);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });

  await user.click(card.getByRole('button', { name: of('admin.packages.dates.closeOf') }));
  await waitFor(() => expect(api.callsTo('updatePackageDate')).toHaveLength(1));
  expect(api.callsTo('updatePackageDate')[0].body).toEqual({
    first_date: '2026-12-05',
    second_date: null,
    from_time: '09:00',
    to_time: '15:00',
    capacity: 12,
    is_open: false,
    expected_updated_at: stamp,
  });
  expect(await screen.findByText(ar['admin.packages.dates.closed'])).toBeInTheDocument();
});

test('the order changes from the keyboard: Enter on “Move up” sends the new order; the first cannot move up', async () => {
  let rows = [pkg(1, 'First'), pkg(2, 'Second'), pkg(3, 'Third')];
  const api = mockApi({
    listAdminPackages: () => list(rows),
    updatePackageOrder: ({ body }) => {
      const order = (body as { packages: { id: number; sort_order: number }[] }).packages;
      rows = rows.map((row) => ({ ...row, sort_order: order.find((o) => o.id === row.id)!.sort_order }));
      return { body: { success: true, message: 'Updated.', data: rows } };
    },
  });
  const { user } = await renderApp({ url: '/admin/packages' }, { preloadedState: signedIn });
  expect(await screen.findByRole('button', { name: 'Move First up' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Move Third down' })).toBeDisabled();
  act(() => screen.getByRole('button', { name: 'Move Third up' }).focus());
  await user.keyboard('{Enter}');
  await waitFor(() =>
    expect(api.callsTo('updatePackageOrder')[0].body).toEqual({
      packages: [
        { id: 1, sort_order: 1 },
        { id: 3, sort_order: 2 },
        { id: 2, sort_order: 3 },
      ],
    }),
  );
  await waitFor(() => expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['First', 'Third', 'Second']));
});

test('a new date is sent with its wall-clock days and times; a second day before the first is refused', async () => {
  let rows = [pkg(1, 'BDE Complete')];
  const api = mockApi({
    listAdminPackages: () => list(rows),
    createPackageDate: () => {
      rows = [pkg(1, 'BDE Complete', { dates: [date(7, 1, { second_date: '2026-12-06' })] })];
      return { status: 201, body: { success: true, message: 'Created.', data: rows[0] } };
    },
  });
  const { user } = await renderApp({ url: '/admin/packages' }, { preloadedState: signedIn });
  await user.click(await screen.findByRole('button', { name: 'Add a date to BDE Complete' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Add a date to BDE Complete' }));
  await user.type(dialog.getByLabelText(/^First day/), '2026-12-05');
  await user.type(dialog.getByLabelText(/^Second day/), '2026-12-04');
  await user.type(dialog.getByLabelText(/^From/), '09:00');
  await user.type(dialog.getByLabelText(/^To/), '15:00');
  await user.type(dialog.getByRole('textbox', { name: /^Seats/ }), '12');
  await user.click(dialog.getByRole('button', { name: en['admin.packages.save'] }));
  expect(dialog.getByLabelText(/^Second day/)).toHaveAccessibleDescription(en['admin.packages.dates.secondDateBefore']);
  expect(api.callsTo('createPackageDate')).toHaveLength(0);
  await user.clear(dialog.getByLabelText(/^Second day/));
  await user.type(dialog.getByLabelText(/^Second day/), '2026-12-06');
  await user.click(dialog.getByRole('button', { name: en['admin.packages.save'] }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.callsTo('createPackageDate')[0].body).toEqual({
    first_date: '2026-12-05',
    second_date: '2026-12-06',
    from_time: '09:00',
    to_time: '15:00',
    capacity: 12,
  });
  expect(await screen.findByRole('rowheader', { name: 'Dec 5, 2026 and Dec 6, 2026' })).toBeInTheDocument();
});
