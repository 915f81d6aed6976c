import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';
import { failNetwork, mockApi } from '../../../test/mockApi';
import { ar, en } from '../../../i18n/catalogs';
import { untranslated } from '../../../test/translations';

const stamp = '2026-11-01T12:00:00.000Z';
const service = (id: number, category: string, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  title,
  description: `${title} description`,
  price: '699',
  original_price: '899',
  features: [],
  translations: untranslated.service(),
  icon: 'car',
  category,
  is_active: true,
  sort_order: id,
  created_at: stamp,
  updated_at: stamp,
  ...extra,
});

afterEach(() => localStorage.clear());

test('services are grouped under their anchors, with the regular price struck through and features as plain text', async () => {
  mockApi({
    listServices: {
      body: {
        success: true,
        data: [
          service(1, 'bde', 'BDE Complete', { features: ['10 in-car hours', '<b>20</b> online hours', '  '] }),
          service(2, 'private', 'Refresher', { original_price: null }),
          service(3, 'roadtest', 'G2 package'),
          service(4, 'faq', 'FAQ', { features: ['How long is BDE?|About 4 weeks', 'Do you pick me up?|Yes, in Kingston'] }),
        ],
      },
    },
  });
  await renderApp({ url: '/services' });
  const bde = within(await screen.findByRole('region', { name: en['page.services.bde.title'] }));
  expect(bde.getByRole('heading', { name: 'BDE Complete' })).toBeInTheDocument();
  expect(bde.getByText('$699')).toBeInTheDocument();
  expect(bde.getByLabelText('Regular price $899')).toBeInTheDocument();
  expect(bde.getByText('<b>20</b> online hours')).toBeInTheDocument();
  expect(bde.getAllByRole('listitem')).toHaveLength(2);
  expect(bde.getByRole('link', { name: 'Enroll now: BDE Complete' })).toHaveAttribute('href', '/payment-page?service=1');
  expect(document.getElementById('bde')).toBeInTheDocument();
  expect(document.getElementById('private')).toBeInTheDocument();
  expect(document.getElementById('roadtest')).toBeInTheDocument();
  const faq = within(screen.getByRole('region', { name: en['services.faq.title'] }));
  // Each question opens its answer (a native disclosure, which works before any script).
  const question = faq.getByText('How long is BDE?').closest('summary')!;
  expect(question.closest('details')).not.toHaveAttribute('open');
  fireEvent.click(question);
  expect(question.closest('details')).toHaveAttribute('open');
  expect(faq.getByText('Yes, in Kingston', { exact: false })).toBeInTheDocument();
});

test('each empty category says so', async () => {
  mockApi({ listServices: { body: { success: true, data: [] } } });
  await renderApp({ url: '/services' });
  expect(await screen.findByText(en['services.empty.all'])).toBeInTheDocument();
  expect(screen.getByText(en['services.empty.plans'])).toBeInTheDocument();
  expect(screen.getByText(en['services.empty.private'])).toBeInTheDocument();
  expect(screen.getByText(en['services.empty.roadtest'])).toBeInTheDocument();
  expect(screen.getByText(en['services.empty.faq'])).toBeInTheDocument();
});

test('asks for active services only', async () => {
  const api = mockApi({ listServices: { body: { success: true, data: [] } } });
  await renderApp({ url: '/services' });
  await screen.findByText(en['services.empty.all']);
  expect(api.callsTo('listServices')[0].url.searchParams.get('active')).toBe('1');
});

test('a failed fetch says so with the server text and still shows the default service, in Arabic', async () => {
  mockApi({ listServices: { status: 422, body: { success: false, message: 'حاول لاحقًا' } } });
  await renderApp({ url: '/services' }, { locale: 'ar' });
  expect(await screen.findByRole('alert')).toHaveTextContent(`${ar['services.loadFailed']}: حاول لاحقًا`);
  expect(screen.getByRole('heading', { name: ar['services.default.title'] })).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
});

test('an unreachable server gives the network message and a retry', async () => {
  failNetwork();
  const { user } = await renderApp({ url: '/services' });
  expect(await screen.findByRole('alert')).toHaveTextContent(en['common.networkError']);
  mockApi({ listServices: { body: { success: true, data: [service(1, 'bde', 'BDE Complete')] } } });
  await user.click(screen.getByRole('button', { name: en['common.retry'] }));
  expect(await screen.findByRole('heading', { name: 'BDE Complete' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

describe('the office’s texts in the visitor’s language', () => {
  const translated = service(1, 'bde', 'BDE Complete', {
    description: 'Ministry-approved course.',
    features: ['10 in-car hours'],
    translations: {
      fr: { title: 'BDE complet', description: 'Cours approuvé par le ministère.', features: ['10 heures en voiture'] },
      ar: { title: 'دورة BDE الكاملة', description: '', features: [] },
    },
  });
  const faq = service(2, 'faq', 'FAQ', {
    features: ['How long is BDE?|About 4 weeks'],
    translations: { fr: { title: '', description: '', features: ['Combien de temps dure le BDE ?|Environ 4 semaines'] }, ar: untranslated.service().ar },
  });

  test('in French every translated field is French, with no language mark of its own', async () => {
    mockApi({ listServices: { body: { success: true, data: [translated, faq] } } });
    await renderApp({ url: '/fr/services' }, { locale: 'fr' });
    const bde = within(await screen.findByRole('region', { name: /BDE/ }));
    const heading = bde.getByRole('heading', { name: 'BDE complet' });
    expect(heading).not.toHaveAttribute('lang');
    expect(bde.getByText('Cours approuvé par le ministère.')).toBeInTheDocument();
    expect(bde.getByText('10 heures en voiture')).toBeInTheDocument();
    expect(bde.queryByText('10 in-car hours')).not.toBeInTheDocument();
    expect(screen.getByText('Combien de temps dure le BDE ?')).not.toHaveAttribute('lang');
  });

  test('in Arabic an untranslated field falls back to English, marked English and left to right, field by field', async () => {
    mockApi({ listServices: { body: { success: true, data: [translated, faq] } } });
    await renderApp({ url: '/ar/services' }, { locale: 'ar' });
    const heading = await screen.findByRole('heading', { name: 'دورة BDE الكاملة' });
    expect(heading).not.toHaveAttribute('lang');
    const description = screen.getByText('Ministry-approved course.');
    expect(description).toHaveAttribute('lang', 'en');
    expect(description).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('10 in-car hours').closest('ul')).toHaveAttribute('lang', 'en');
    const question = screen.getByText('How long is BDE?');
    expect(question).toHaveAttribute('lang', 'en');
    expect(question).toHaveAttribute('dir', 'ltr');
  });
});

test.each(['en', 'ar'] as const)('opened at /services#private (%s), the section takes the focus without a ring around it', async (locale) => {
  mockApi({ listServices: { body: { success: true, data: [service(2, 'private', 'Refresher')] } } });
  await renderApp({ url: '/services#private' }, { locale });
  const section = await screen.findByRole('region', { name: (locale === 'en' ? en : ar)['page.services.private.title'] });
  await waitFor(() => expect(section).toHaveFocus());
  expect(section).toHaveStyle({ outline: 'none' });
});
