import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';
import { failNetwork, mockApi } from '../../../test/mockApi';
import { ar, en } from '../../../i18n/catalogs';
import { untranslated } from '../../../test/translations';
import { enter } from '../../../test/enter';

const city = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  slug: name.toLowerCase(),
  email: null,
  phone: null,
  description: null,
  details: null,
  map_link: null,
  images: [],
  translations: untranslated.city(),
  updated_at: '2026-10-01T14:00:00.000Z',
  ...extra,
});
const list = (...cities: ReturnType<typeof city>[]) => ({ body: { success: true, data: cities } });
const signedIn = { auth: { adminToken: 'admin-token', adminUser: { id: 1, name: 'Admin', email: 'admin@example.com', role: 'admin' }, customerToken: null } };
const form = () => within(screen.getByRole('region', { name: /^(Add a city|Edit )/ }));
const cityList = () => within(screen.getByRole('region', { name: en['admin.cities.list'] }));

afterEach(() => localStorage.clear());

/** The cities manager, once its code has loaded. */
async function openCities(locale: 'en' | 'ar' = 'en') {
  const rendered = await renderApp({ url: '/admin/cities' }, { preloadedState: signedIn, locale });
  await screen.findByRole('region', { name: (locale === 'en' ? en : ar)['admin.cities.list'] });
  return rendered;
}

test('name and slug are required; email is checked; nothing is sent until they hold', async () => {
  const api = mockApi({ listAdminCities: list() });
  const { user } = await openCities();
  expect(await screen.findByText(en['admin.cities.empty'])).toBeInTheDocument();
  await user.click(form().getByRole('button', { name: en['admin.cities.add'] }));
  expect(form().getByText(en['admin.cities.nameRequired'])).toBeInTheDocument();
  expect(form().getByText(en['admin.cities.slugRequired'])).toBeInTheDocument();
  await user.type(form().getByRole('textbox', { name: /^City name \(English\)/ }), 'x');
  await enter(user, form().getByRole('textbox', { name: /^Email/ }), 'not-an-email');
  await user.click(form().getByRole('button', { name: en['admin.cities.add'] }));
  expect(form().getByText(en['admin.cities.emailInvalid'])).toBeInTheDocument();
  expect(form().getByRole('textbox', { name: /^Email/ })).toHaveAttribute('type', 'email');
  expect(form().getByRole('textbox', { name: /^Phone/ })).toHaveAttribute('type', 'tel');
  expect(api.callsTo('createCity')).toHaveLength(0);
});

test('adding sends trimmed fields and image URLs split on commas, then the list refreshes by its tag', async () => {
  let rows = [city(1, 'Kingston')];
  const api = mockApi({
    listAdminCities: () => list(...rows),
    createCity: ({ body }) => {
      const created = { ...city(2, 'x'), ...(body as object) } as ReturnType<typeof city>;
      rows = [...rows, created];
      return { status: 201, body: { success: true, message: 'City added successfully.', data: created } };
    },
  });
  const { user } = await openCities();
  await cityList().findByRole('button', { name: 'Edit Kingston' });
  await enter(user, form().getByRole('textbox', { name: /^City name \(English\)/ }), ' Perth East ');
  // The slug follows the name until it is typed in.
  expect(form().getByRole('textbox', { name: /^Slug/ })).toHaveValue('perth-east');
  await enter(user, form().getByRole('textbox', { name: /^Phone/ }), '613-555-0199');
  await enter(user, form().getByRole('textbox', { name: /^Image URLs/ }), ' /a.jpg , ,https://example.com/b.png, ');
  await user.click(form().getByRole('button', { name: en['admin.cities.add'] }));
  expect(await screen.findByText('Perth East added.')).toBeInTheDocument();
  expect(api.callsTo('createCity')[0].body).toEqual({
    name: 'Perth East',
    slug: 'perth-east',
    email: null,
    phone: '613-555-0199',
    description: null,
    details: null,
    translations: { fr: { name: '', description: '', details: '' }, ar: { name: '', description: '', details: '' } },
    map_link: null,
    images: ['/a.jpg', 'https://example.com/b.png'],
  });
  expect(await cityList().findByRole('button', { name: 'Edit Perth East' })).toBeInTheDocument();
  expect(form().getByRole('textbox', { name: /^City name \(English\)/ })).toHaveValue('');
});

test('choosing a city edits it; saving returns to add mode', async () => {
  let rows = [city(1, 'Kingston', { email: 'k@driveontario.ca', images: ['/k1.svg', '/k2.svg'] }), city(2, 'Ottawa')];
  const api = mockApi({
    listAdminCities: () => list(...rows),
    updateCity: ({ body, pathParams }) => {
      const updated = { ...rows.find((c) => c.id === Number(pathParams.id))!, ...(body as object) };
      rows = rows.map((c) => (c.id === updated.id ? updated : c));
      return { body: { success: true, message: 'City updated successfully.', data: updated } };
    },
  });
  const { user } = await openCities();
  await user.click(await cityList().findByRole('button', { name: 'Edit Kingston' }));
  expect(screen.getByRole('heading', { name: 'Edit Kingston' })).toBeInTheDocument();
  expect(form().getByRole('textbox', { name: /^Email/ })).toHaveValue('k@driveontario.ca');
  expect(form().getByRole('textbox', { name: /^Image URLs/ })).toHaveValue('/k1.svg, /k2.svg');
  const name = form().getByRole('textbox', { name: /^City name \(English\)/ });
  await user.clear(name);
  await enter(user, name, 'Kingston ON');
  // Editing never rewrites a stored slug.
  expect(form().getByRole('textbox', { name: /^Slug/ })).toHaveValue('kingston');
  await user.click(form().getByRole('button', { name: en['admin.cities.saveChanges'] }));
  expect(await screen.findByText('Kingston ON saved.')).toBeInTheDocument();
  expect(api.callsTo('updateCity')[0].url.pathname).toBe('/api/api/v1/admin/cities/1');
  expect(screen.getByRole('heading', { name: en['admin.cities.new'] })).toBeInTheDocument();
  expect(await cityList().findByRole('button', { name: 'Edit Kingston ON' })).toBeInTheDocument();
});

test.each(['en', 'ar'] as const)('each city says which translations it lacks (%s)', async (locale) => {
  const t = locale === 'en' ? en : ar;
  const translated = { name: 'x', description: 'x', details: '' };
  mockApi({
    listAdminCities: list(
      city(1, 'Kingston', { description: 'On the lake' }),
      city(2, 'Ottawa', { description: 'The capital', translations: { fr: translated, ar: translated } }),
      city(3, 'Perth', { translations: { fr: { ...translated, description: '' }, ar: { ...untranslated.city().ar, details: 'x' } } }),
    ),
  });
  await openCities(locale);
  const listed = within(screen.getByRole('region', { name: t['admin.cities.list'] }));
  // A row: its Edit button and the lines under it.
  const row = (name: string) => within(listed.getByRole('button', { name: t['admin.cities.edit'].replace('{name}', name) }).closest('li')!);
  const missing = (languages: string) => t['admin.translations.missing'].replace('{languages}', languages);
  await listed.findByRole('button', { name: t['admin.cities.edit'].replace('{name}', 'Kingston') });
  expect(row('Kingston').getByText(missing(locale === 'en' ? 'French and Arabic' : 'الفرنسية والعربية'))).toBeInTheDocument();
  expect(row('Ottawa').queryByText(missing(''), { exact: false })).not.toBeInTheDocument();
  // A text the English leaves empty needs none; Perth's name still lacks its Arabic.
  expect(row('Perth').getByText(missing(t['admin.translations.missingAr']))).toBeInTheDocument();
});

test('the server’s field errors show under the fields and the form keeps what was typed', async () => {
  mockApi({
    listAdminCities: list(city(1, 'Kingston')),
    createCity: { status: 422, body: { success: false, message: 'The given data was invalid.', errors: { slug: ['The slug has already been taken.'] } } },
  });
  const { user } = await openCities();
  await enter(user, await form().findByRole('textbox', { name: /^City name \(English\)/ }), 'Kingston');
  await user.click(form().getByRole('button', { name: en['admin.cities.add'] }));
  expect(await form().findByText('The slug has already been taken.')).toBeInTheDocument();
  expect(form().getByRole('alert')).toHaveTextContent('Could not save the city: The slug has already been taken.');
  expect(form().getByRole('textbox', { name: /^City name \(English\)/ })).toHaveValue('Kingston');
});

test('a network failure while saving says so and keeps the form', async () => {
  mockApi({ listAdminCities: list() });
  const { user } = await openCities();
  await enter(user, await form().findByRole('textbox', { name: /^City name \(English\)/ }), 'Perth');
  failNetwork();
  await user.click(form().getByRole('button', { name: en['admin.cities.add'] }));
  expect(await form().findByRole('alert')).toHaveTextContent(en['common.networkError']);
  expect(form().getByRole('textbox', { name: /^City name \(English\)/ })).toHaveValue('Perth');
});

test('delete asks first; a failed delete says so', async () => {
  const api = mockApi({
    listAdminCities: list(city(1, 'Kingston'), city(2, 'Ottawa')),
    deleteCity: { status: 404, body: { success: false, message: 'City not found.' } },
  });
  const { user } = await openCities();
  await user.click(await cityList().findByRole('button', { name: 'Delete Ottawa' }));
  expect(api.callsTo('deleteCity')).toHaveLength(0);
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Ottawa' }));
  expect(await screen.findByText('Failed to delete Ottawa: City not found.')).toBeInTheDocument();
  expect(api.callsTo('deleteCity')[0].url.pathname).toBe('/api/api/v1/admin/cities/2');
});

test('a failed load lists the head office read-only, in Arabic', async () => {
  mockApi({ listAdminCities: { status: 403, body: { success: false, message: 'ممنوع' } } });
  await openCities('ar');
  expect(await screen.findByRole('alert')).toHaveTextContent('ممنوع');
  const items = within(screen.getByRole('region', { name: ar['admin.cities.list'] }));
  expect(items.getByText(ar['admin.cities.defaultCityNote'])).toBeInTheDocument();
  expect(items.queryAllByRole('button', { name: /تعديل|حذف/ })).toHaveLength(0);
  expect(screen.getByRole('button', { name: ar['admin.cities.add'] })).toBeInTheDocument();
});

test('a city added here appears on the public Cities page already visited (cache tags)', async () => {
  let rows = [city(1, 'Kingston')];
  mockApi({
    listCities: () => list(...rows),
    listAdminCities: () => list(...rows),
    createCity: ({ body }) => {
      const created = { ...city(2, 'x'), ...(body as object) } as ReturnType<typeof city>;
      rows = [...rows, created];
      return { status: 201, body: { success: true, message: 'City added successfully.', data: created } };
    },
  });
  const { user, router } = await renderApp({ url: '/cities' }, { preloadedState: signedIn });
  const publicList = () => within(screen.getByRole('navigation', { name: en['cities.list'] }));
  await waitFor(() => expect(publicList().getByRole('button', { name: 'Kingston' })).toBeInTheDocument());
  await act(() => router.navigate('/admin/cities'));
  await enter(user, await form().findByRole('textbox', { name: /^City name \(English\)/ }), 'Perth');
  await user.click(form().getByRole('button', { name: en['admin.cities.add'] }));
  expect(await screen.findByText('Perth added.')).toBeInTheDocument();
  await act(() => router.navigate('/cities'));
  await waitFor(() => expect(publicList().getByRole('button', { name: 'Perth' })).toBeInTheDocument());
});

test('a save refused because the city changed meanwhile keeps what was typed; Reload loads the stored city and its version', async () => {
  const loadedAt = '2026-10-01T14:00:00.000Z';
  const changed = '2026-10-01T14:05:00.000Z';
  let rows = [city(1, 'Kingston', { updated_at: loadedAt })];
  const api = mockApi({
    listAdminCities: () => list(...rows),
    updateCity: ({ body }) =>
      (body as { expected_updated_at?: string }).expected_updated_at === rows[0].updated_at
        ? { body: { success: true, message: 'City updated successfully.', data: rows[0] } }
        : { status: 409, body: { success: false, message: 'This city was changed by someone else since you opened it.' } },
  });
  const { user } = await openCities();
  await user.click(await cityList().findByRole('button', { name: 'Edit Kingston' }));
  // Another admin saves meanwhile.
  rows = [city(1, 'Kingston', { phone: '613-555-0100', updated_at: changed })];
  await enter(user, form().getByRole('textbox', { name: /^Phone/ }), '613-555-0199');
  await user.click(form().getByRole('button', { name: en['admin.cities.saveChanges'] }));

  expect(await form().findByText(en['admin.staleRecord.changed'])).toBeInTheDocument();
  expect(api.callsTo('updateCity')[0].body).toMatchObject({ phone: '613-555-0199', expected_updated_at: loadedAt });
  expect(form().getByRole('textbox', { name: /^Phone/ })).toHaveValue('613-555-0199');

  await user.click(form().getByRole('button', { name: en['admin.staleRecord.reload'] }));
  await waitFor(() => expect(form().getByRole('textbox', { name: /^Phone/ })).toHaveValue('613-555-0100'));
  expect(form().queryByText(en['admin.staleRecord.changed'])).not.toBeInTheDocument();
  await user.click(form().getByRole('button', { name: en['admin.cities.saveChanges'] }));
  expect(await screen.findByText('Kingston saved.')).toBeInTheDocument();
  expect(api.callsTo('updateCity')[1].body).toMatchObject({ phone: '613-555-0100', expected_updated_at: changed });
});
