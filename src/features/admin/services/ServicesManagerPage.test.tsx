import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';
import { mockApi } from '../../../test/mockApi';
import { ar, en, fr } from '../../../i18n/catalogs';
import { untranslated } from '../../../test/translations';
import { enter } from '../../../test/enter';

const stamp = '2026-11-01T12:00:00.000Z';
const service = (id: number, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  title,
  description: `${title} description`,
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
  ...extra,
});
const list = (rows: ReturnType<typeof service>[]) => ({ body: { success: true, data: rows } });
const signedIn = { auth: { adminToken: 'admin-token', adminUser: { id: 1, name: 'Admin', email: 'admin@example.com', role: 'admin' }, customerToken: null } };

afterEach(() => localStorage.clear());

test('the form asks for category, title and price with the messages of the spec', async () => {
  const api = mockApi({ listAdminServices: list([]) });
  const { user } = await renderApp({ url: '/admin/services' }, { preloadedState: signedIn });
  await user.click(await screen.findByRole('button', { name: en['admin.services.add'] }));
  const dialog = within(screen.getByRole('dialog', { name: en['admin.services.new'] }));
  await user.click(dialog.getByRole('button', { name: en['admin.services.save'] }));
  expect(dialog.getByText(en['admin.services.categoryRequired'])).toBeInTheDocument();
  expect(dialog.getByRole('textbox', { name: /^Title \(English\)/ })).toHaveAccessibleDescription(en['admin.services.titleRequired']);
  expect(dialog.getByRole('textbox', { name: /^Price/ })).toHaveAccessibleDescription(en['admin.services.priceRequired']);
  expect(api.callsTo('createService')).toHaveLength(0);
});

test('a new service is sent with trimmed features and its category as a list; the list refreshes by its tag', async () => {
  let rows = [service(1, 'BDE Complete')];
  const api = mockApi({
    listAdminServices: () => list(rows),
    createService: ({ body }) => {
      const input = body as { title: string; category: string[] };
      rows = [...rows, service(2, input.title, { category: input.category[0] })];
      return { status: 201, body: { success: true, message: 'Created.', data: rows[1] } };
    },
  });
  const { user } = await renderApp({ url: '/admin/services' }, { preloadedState: signedIn });
  await user.click(await screen.findByRole('button', { name: en['admin.services.add'] }));
  const dialog = within(screen.getByRole('dialog'));
  await user.click(dialog.getByRole('combobox', { name: /^Category/ }));
  await user.click(screen.getByRole('option', { name: en['admin.services.category.roadtest'] }));
  await enter(user, dialog.getByRole('textbox', { name: /^Title \(English\)/ }), ' G2 package ');
  await enter(user, dialog.getByRole('textbox', { name: /^Price/ }), '179');
  await enter(user, dialog.getByRole('textbox', { name: /^Features, one per line \(English\)/ }), ' Car rental \n\n  Warm-up lesson');
  await enter(user, dialog.getByRole('textbox', { name: /^Title \(Arabic\)/ }), 'باقة G2');
  await enter(user, dialog.getByRole('textbox', { name: /^Features, one per line \(French\)/ }), 'Location de la voiture');
  await user.click(dialog.getByRole('button', { name: en['admin.services.save'] }));
  expect(await screen.findByRole('article', { name: 'G2 package' })).toBeInTheDocument();
  expect(api.callsTo('createService')[0].body).toEqual({
    title: 'G2 package',
    description: '',
    price: '179',
    original_price: null,
    features: ['Car rental', 'Warm-up lesson'],
    translations: {
      fr: { title: '', description: '', features: ['Location de la voiture'] },
      ar: { title: 'باقة G2', description: '', features: [] },
    },
    icon: 'car',
    category: ['roadtest'],
    is_active: true,
  });
  expect(api.callsTo('listAdminServices')).toHaveLength(2);
});

test('the server’s field errors show at their fields, a translation’s at its language’s field, in Arabic; what was typed stays', async () => {
  mockApi({
    listAdminServices: list([service(1, 'BDE Complete')]),
    updateService: {
      status: 422,
      body: { success: false, message: 'البيانات غير صالحة.', errors: { title: ['العنوان طويل.'], 'translations.fr.title': ['طويل جدًا.'] } },
    },
  });
  const { user } = await renderApp({ url: '/admin/services' }, { preloadedState: signedIn, locale: 'ar' });
  await user.click(await screen.findByRole('button', { name: ar['admin.services.edit'].replace('{title}', 'BDE Complete') }));
  const dialog = within(screen.getByRole('dialog'));
  await enter(user, dialog.getByRole('textbox', { name: /^العنوان \(الفرنسية\)/ }), 'BDE complet');
  await user.click(dialog.getByRole('button', { name: ar['admin.services.save'] }));
  expect(await dialog.findByRole('textbox', { name: /^العنوان \(الإنجليزية\)/, description: 'العنوان طويل.' })).toHaveValue('BDE Complete');
  const french = dialog.getByRole('textbox', { name: /^العنوان \(الفرنسية\)/ });
  expect(french).toHaveAccessibleDescription('طويل جدًا.');
  expect(french).toHaveValue('BDE complet');
  expect(french).toHaveAttribute('dir', 'ltr');
  expect(dialog.getByRole('textbox', { name: /^العنوان \(العربية\)/ })).toHaveAttribute('dir', 'rtl');
});

test('prices must be amounts and the original price, optional, above the price: checked before sending', async () => {
  const api = mockApi({
    listAdminServices: list([service(1, 'BDE Complete', { original_price: '899' })]),
    updateService: { body: { success: true, message: 'Updated.', data: service(1, 'BDE Complete') } },
  });
  const { user } = await renderApp({ url: '/admin/services' }, { preloadedState: signedIn });
  await user.click(await screen.findByRole('button', { name: en['admin.services.edit'].replace('{title}', 'BDE Complete') }));
  const dialog = within(screen.getByRole('dialog'));
  const price = dialog.getByRole('textbox', { name: /^Price/ });
  const original = dialog.getByRole('textbox', { name: /^Original price/ });
  expect(original).not.toBeRequired();
  await user.clear(price);
  await user.type(price, '85abc');
  await user.click(dialog.getByRole('button', { name: en['admin.services.save'] }));
  expect(dialog.getByRole('textbox', { name: /^Price/ })).toHaveAccessibleDescription(en['admin.prices.notAmount']);
  await user.clear(price);
  await user.type(price, '950');
  await user.click(dialog.getByRole('button', { name: en['admin.services.save'] }));
  expect(dialog.getByRole('textbox', { name: /^Original price/ })).toHaveAccessibleDescription(en['admin.prices.originalNotAbove']);
  expect(api.callsTo('updateService')).toHaveLength(0);
  await user.clear(dialog.getByRole('textbox', { name: /^Original price/ }));
  await user.click(dialog.getByRole('button', { name: en['admin.services.save'] }));
  await waitFor(() => expect(api.callsTo('updateService')[0].body).toMatchObject({ price: '950', original_price: null }));
});

test('the switch toggles, the arrows reorder, delete asks first', async () => {
  const api = mockApi({
    listAdminServices: list([service(1, 'First'), service(2, 'Second')]),
    toggleServiceActive: { body: { success: true, message: 'Updated.', data: service(1, 'First', { is_active: false }) } },
    updateServiceOrder: {
      body: { success: true, message: 'Updated.', data: [service(2, 'Second', { sort_order: 1 }), service(1, 'First', { sort_order: 2 })] },
    },
    deleteService: { body: { success: true, message: 'Deleted.' } },
  });
  const { user } = await renderApp({ url: '/admin/services' }, { preloadedState: signedIn });
  await user.click(await screen.findByRole('switch', { name: 'First is shown on the website' }));
  await waitFor(() => expect(api.callsTo('toggleServiceActive')).toHaveLength(1));
  await user.click(screen.getByRole('button', { name: 'Move Second up' }));
  await waitFor(() =>
    expect(api.callsTo('updateServiceOrder')[0].body).toEqual({
      services: [
        { id: 2, sort_order: 1 },
        { id: 1, sort_order: 2 },
      ],
    }),
  );
  await user.click(screen.getByRole('button', { name: 'Delete Second' }));
  expect(api.callsTo('deleteService')).toHaveLength(0);
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Second' }));
  expect(await screen.findByText(en['admin.services.deleted'])).toBeInTheDocument();
});

test('dragging a card onto another moves it there', async () => {
  let rows = [service(1, 'First'), service(2, 'Second'), service(3, 'Third')];
  const api = mockApi({
    listAdminServices: () => list(rows),
    updateServiceOrder: ({ body }) => {
      const order = (body as { services: { id: number; sort_order: number }[] }).services;
      rows = rows.map((row) => ({ ...row, sort_order: order.find((o) => o.id === row.id)!.sort_order }));
      return { body: { success: true, message: 'Updated.', data: rows } };
    },
  });
  await renderApp({ url: '/admin/services' }, { preloadedState: signedIn });
  const third = await screen.findByRole('article', { name: 'Third' });
  const first = screen.getByRole('article', { name: 'First' });
  // jsdom has no DataTransfer; the handlers only set what is dragged.
  const dataTransfer = { setData: () => undefined, effectAllowed: 'none' };
  fireEvent.dragStart(third, { dataTransfer });
  fireEvent.dragOver(first, { dataTransfer });
  fireEvent.drop(first, { dataTransfer });
  await waitFor(() =>
    expect(api.callsTo('updateServiceOrder')[0].body).toEqual({
      services: [
        { id: 3, sort_order: 1 },
        { id: 1, sort_order: 2 },
        { id: 2, sort_order: 3 },
      ],
    }),
  );
  await waitFor(() => expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Third', 'First', 'Second']));
});

test('a service switched off here leaves the public Services page already visited (cache tags)', async () => {
  let rows = [service(1, 'BDE Complete'), service(2, 'BDE Plus')];
  mockApi({
    listServices: () => list(rows.filter((row) => row.is_active)),
    listAdminServices: () => list(rows),
    toggleServiceActive: ({ pathParams }) => {
      rows = rows.map((row) => (row.id === Number(pathParams.id) ? { ...row, is_active: !row.is_active } : row));
      return { body: { success: true, message: 'Updated.', data: rows.find((row) => row.id === Number(pathParams.id))! } };
    },
  });
  const { user, router } = await renderApp({ url: '/services' }, { preloadedState: signedIn });
  const bde = async () => within(await screen.findByRole('region', { name: en['page.services.bde.title'] }));
  expect(await (await bde()).findByRole('heading', { name: 'BDE Plus' })).toBeInTheDocument();
  await act(() => router.navigate('/admin/services'));
  await user.click(await screen.findByRole('switch', { name: 'BDE Plus is shown on the website' }));
  await waitFor(() => expect(screen.getByRole('switch', { name: 'BDE Plus is shown on the website' })).not.toBeChecked());
  await act(() => router.navigate('/services'));
  await waitFor(async () => expect((await bde()).queryByRole('heading', { name: 'BDE Plus' })).not.toBeInTheDocument());
  expect((await bde()).getByRole('heading', { name: 'BDE Complete' })).toBeInTheDocument();
});

test('a save refused because the service changed meanwhile keeps what was typed; Reload loads the stored one and its version', async () => {
  const changed = '2026-11-01T12:05:00.000Z';
  let rows = [service(1, 'BDE Complete')];
  const api = mockApi({
    listAdminServices: () => list(rows),
    updateService: ({ body }) =>
      (body as { expected_updated_at?: string }).expected_updated_at === rows[0].updated_at
        ? { body: { success: true, message: 'Updated.', data: rows[0] } }
        : { status: 409, body: { success: false, message: 'This service was changed by someone else since you opened it.' } },
  });
  const { user } = await renderApp({ url: '/admin/services' }, { preloadedState: signedIn, locale: 'fr' });
  await user.click(await screen.findByRole('button', { name: fr['admin.services.edit'].replace('{title}', 'BDE Complete') }));
  const dialog = within(screen.getByRole('dialog'));
  // Another admin saves meanwhile.
  rows = [service(1, 'BDE Premium', { price: '799', updated_at: changed })];
  await user.clear(dialog.getByRole('textbox', { name: /^Titre \(Anglais\)/ }));
  await enter(user, dialog.getByRole('textbox', { name: /^Titre \(Anglais\)/ }), 'BDE Deluxe');
  await user.click(dialog.getByRole('button', { name: fr['admin.services.save'] }));

  // Testing Library compares against the text with its spaces collapsed (French puts a narrow no-break space before a colon).
  expect(await dialog.findByText(fr['admin.staleRecord.changed'].replace(/\s+/g, ' '))).toBeInTheDocument();
  expect(api.callsTo('updateService')[0].body).toMatchObject({ title: 'BDE Deluxe', expected_updated_at: stamp });
  expect(dialog.getByRole('textbox', { name: /^Titre \(Anglais\)/ })).toHaveValue('BDE Deluxe');
  expect(screen.getByRole('dialog')).toBeInTheDocument();

  await user.click(dialog.getByRole('button', { name: fr['admin.staleRecord.reload'] }));
  await waitFor(() => expect(dialog.getByRole('textbox', { name: /^Titre \(Anglais\)/ })).toHaveValue('BDE Premium'));
  expect(dialog.queryByText(fr['admin.staleRecord.changed'].replace(/\s+/g, ' '))).not.toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: fr['admin.services.save'] }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.callsTo('updateService')[1].body).toMatchObject({ title: 'BDE Premium', price: '799', expected_updated_at: changed });
});

test('the list says which translations a service lacks, in the admin’s language', async () => {
  const complete = { title: 'Complet', description: 'Cours.', features: [] };
  mockApi({
    listAdminServices: list([
      service(1, 'Untranslated'),
      service(2, 'French only', { translations: { fr: { ...complete }, ar: untranslated.service().ar } }),
      service(3, 'Complete', { translations: { fr: complete, ar: { title: 'كامل', description: 'دورة.', features: [] } } }),
    ]),
  });
  await renderApp({ url: '/admin/services' }, { preloadedState: signedIn, locale: 'ar' });
  const missing = (name: string) => within(screen.getByRole('article', { name }));
  expect(await screen.findByRole('article', { name: 'Untranslated' })).toBeInTheDocument();
  expect(missing('Untranslated').getByText(/^غير مترجم: الفرنسية و\s?العربية$/)).toBeInTheDocument();
  expect(missing('French only').getByText('غير مترجم: العربية')).toBeInTheDocument();
  expect(missing('Complete').queryByText(/غير مترجم/)).not.toBeInTheDocument();
});
