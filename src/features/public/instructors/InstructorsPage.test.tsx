import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';
import { fill } from '../../../test/fill';
import { mockApi } from '../../../test/mockApi';
import { ar, en } from '../../../i18n/catalogs';

const instructors = [
  {
    id: 7,
    f_name: 'Nadia',
    l_name: 'NULL',
    public_phone: null,
    car_image_url: '/uploads/seed/car.svg',
    languages: ['en'],
    bio: '',
    car_make_model: '',
  },
  {
    id: 8,
    f_name: 'Omar',
    l_name: 'Haddad',
    public_phone: '+16135550108',
    car_image_url: null,
    languages: ['ar', 'fr'],
    bio: 'Patient and calm.',
    car_make_model: 'Toyota Corolla',
  },
];

afterEach(() => localStorage.clear());

test('steps, perks and documents of the spec, then the instructors; a last name of NULL is hidden', async () => {
  mockApi({ listAcceptedInstructors: { body: instructors } });
  await renderApp({ url: '/Certificated-Instructors' });
  expect(within(await screen.findByRole('region', { name: en['instructors.how.title'] })).getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
  expect(screen.getByText(en['instructors.perk6'])).toBeInTheDocument();
  expect(screen.getByText(en['instructors.doc7'])).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Nadia' })).toBeInTheDocument();
  expect(screen.queryByText(/NULL/)).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Omar Haddad' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: "Nadia's car" })).toHaveAttribute('src', 'http://localhost/uploads/seed/car.svg');
  const omar = within(screen.getByRole('article', { name: 'Omar Haddad' }));
  expect(omar.getByText('Speaks Arabic and French')).toBeInTheDocument();
  expect(omar.getByText('Patient and calm.')).toBeInTheDocument();
  expect(omar.getByText(/Car:/)).toHaveTextContent('Car: Toyota Corolla');
  // Nothing given, nothing shown.
  const nadia = within(screen.getByRole('article', { name: 'Nadia' }));
  expect(nadia.queryByText(/Car:/)).not.toBeInTheDocument();
});

describe.each([
  ['en', en, ''],
  ['ar', ar, '/ar'],
] as const)('in %s', (locale, catalog, prefix) => {
  test('a card offers the business phone its instructor published, else contact through the school; never a personal email', async () => {
    mockApi({ listAcceptedInstructors: { body: instructors } });
    await renderApp({ url: `${prefix}/Certificated-Instructors` }, { locale });
    const omar = within(await screen.findByRole('article', { name: 'Omar Haddad' }));
    // Read as people write it; dialled as stored.
    expect(omar.getByRole('link', { name: '(613) 555-0108' })).toHaveAttribute('href', 'tel:+16135550108');
    expect(omar.queryByRole('link', { name: catalog['footer.contact.phone'] })).not.toBeInTheDocument();

    const nadia = within(screen.getByRole('article', { name: 'Nadia' }));
    const school = catalog['footer.contact.phone'];
    expect(
      nadia.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent === fill(catalog['instructors.contactSchool'], { name: 'Nadia', phone: school }).replace(/<\/?link>/g, ''),
      ),
    ).toBeInTheDocument();
    expect(nadia.getByRole('link', { name: school })).toHaveAttribute('href', `tel:${school.replace(/[^\d+]/g, '')}`);
    const form = /<link>(.*)<\/link>/.exec(catalog['instructors.contactSchool'])![1];
    expect(nadia.getByRole('link', { name: form })).toHaveAttribute('href', `${prefix}/aboutpage#contact`);
    expect(document.querySelector('a[href^="mailto:"][href*="example.com"]')).toBeNull();
  });
});

test('the languages are named in the page’s language', async () => {
  mockApi({ listAcceptedInstructors: { body: instructors } });
  await renderApp({ url: '/Certificated-Instructors' }, { locale: 'fr' });
  expect(await screen.findByText('Parle arabe et français')).toBeInTheDocument();
});

test('the schedule loads once per instructor and is kept when reopened', async () => {
  const api = mockApi({
    listAcceptedInstructors: { body: instructors },
    listInstructorDates: { body: [{ id: 1, date: '2026-12-01', from_time: '09:00', to_time: '11:00' }] },
  });
  const { user } = await renderApp({ url: '/Certificated-Instructors' });
  const card = within(await screen.findByRole('article', { name: 'Omar Haddad' }));
  await user.click(card.getByRole('button', { name: en['instructors.viewSchedule'] }));
  const table = await card.findByRole('table', { name: 'Availability of Omar Haddad' });
  expect(within(table).getByRole('row', { name: /Dec 1, 2026 09:00 11:00/ })).toBeInTheDocument();
  await user.click(card.getByRole('button', { name: en['instructors.hideSchedule'] }));
  expect(card.queryByRole('table')).not.toBeInTheDocument();
  await user.click(card.getByRole('button', { name: en['instructors.viewSchedule'] }));
  expect(card.getByRole('table')).toBeInTheDocument();
  expect(api.callsTo('listInstructorDates')).toHaveLength(1);
  expect(api.callsTo('listInstructorDates')[0].url.pathname).toBe('/api/api/getInstructorDates/8');
});

test('no instructors: the empty text; a failure: the error above the grid, in Arabic', async () => {
  mockApi({ listAcceptedInstructors: { body: [] } });
  const first = await renderApp({ url: '/Certificated-Instructors' });
  expect(await screen.findByText(en['instructors.empty'])).toBeInTheDocument();
  first.unmount();
  mockApi({ listAcceptedInstructors: { status: 429, body: { success: false, message: 'بطيء' } } });
  await renderApp({ url: '/Certificated-Instructors' }, { locale: 'ar' });
  expect(await screen.findByRole('alert')).toHaveTextContent('بطيء');
  expect(screen.getByRole('heading', { name: ar['instructors.grid.title'] })).toBeInTheDocument();
});
