import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';
import { mockApi } from '../../../test/mockApi';
import { ar, en } from '../../../i18n/catalogs';
import { untranslated } from '../../../test/translations';

const city = (id: number, name: string, images: string[] = []) => ({
  id,
  name,
  slug: name.toLowerCase(),
  email: `${name.toLowerCase()}@driveontario.ca`,
  phone: '613-555-0100',
  description: `${name} description`,
  details: `${name} details`,
  map_link: `https://maps.example.com/${name}`,
  images,
  translations: untranslated.city(),
  updated_at: '2026-10-01T14:00:00.000Z',
});

afterEach(() => localStorage.clear());

test('the first city is shown; choosing another city and a thumbnail changes the card', async () => {
  mockApi({ listCities: { body: { success: true, data: [city(1, 'Kingston', ['/uploads/seed/k1.svg', '/uploads/seed/k2.svg']), city(2, 'Ottawa')] } } });
  const { user } = await renderApp({ url: '/cities' });
  const card = await screen.findByRole('article', { name: 'Kingston' });
  expect(within(card).getByRole('img', { name: 'Kingston, photo 1' })).toHaveAttribute('src', 'http://localhost/uploads/seed/k1.svg');
  await user.click(within(card).getByRole('button', { name: 'Show photo 2 of Kingston' }));
  expect(within(card).getByRole('img', { name: 'Kingston, photo 2' })).toHaveAttribute('src', 'http://localhost/uploads/seed/k2.svg');
  expect(within(card).getByRole('link', { name: 'kingston@driveontario.ca' })).toHaveAttribute('href', 'mailto:kingston@driveontario.ca');
  expect(within(card).getByRole('link', { name: '613-555-0100' })).toHaveAttribute('href', 'tel:6135550100');
  expect(within(card).getByRole('link', { name: 'Open Kingston in maps' })).toHaveAttribute('href', 'https://maps.example.com/Kingston');

  const list = within(screen.getByRole('navigation', { name: en['cities.list'] }));
  await user.click(list.getByRole('button', { name: 'Ottawa' }));
  expect(await screen.findByRole('article', { name: 'Ottawa' })).toHaveTextContent('Ottawa details');
  expect(list.getByRole('button', { name: 'Ottawa' })).toHaveAttribute('aria-current', 'true');
});

test('no cities: the empty text', async () => {
  mockApi({ listCities: { body: { success: true, data: [] } } });
  await renderApp({ url: '/cities' });
  expect(await screen.findByText(en['cities.empty'])).toBeInTheDocument();
});

test('a failure shows the message and the head office, in Arabic', async () => {
  mockApi({ listCities: { status: 429, body: { success: false, message: 'Too many attempts.' } } });
  await renderApp({ url: '/cities' }, { locale: 'ar' });
  expect(await screen.findByRole('alert')).toHaveTextContent(ar['cities.loadFailed']);
  expect(screen.getByRole('article', { name: ar['cities.default.name'] })).toBeInTheDocument();
});
