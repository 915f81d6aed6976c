import { act, screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';
import { mockApi } from '../../../test/mockApi';
import { ar, en } from '../../../i18n/catalogs';
import { HERO_ROTATION_MS } from './homeConstants';
import { untranslated } from '../../../test/translations';

const stamp = '2026-11-01T12:00:00.000Z';
const offer = {
  id: 1,
  key: 'winter',
  title: 'Winter BDE',
  type: 'offer',
  is_active: true,
  content: { price: '549', original_price: '699', details: ['10 in-car hours'] },
  translations: untranslated.offer(),
  created_at: stamp,
  updated_at: stamp,
};
const review = {
  id: 2,
  key: 'maya',
  title: 'Maya',
  type: 'review',
  is_active: true,
  content: { text: 'Great teachers', author: 'Maya C.', date: 'October 2026', image: '/uploads/seed/maya.svg' },
  translations: untranslated.offer(),
  created_at: stamp,
  updated_at: stamp,
};

afterEach(() => {
  localStorage.clear();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('offers and reviews come from the public content call', async () => {
  mockApi({ listPublicContent: { body: { success: true, data: [offer, review] } } });
  await renderApp({ url: '/' });
  const offers = within(await screen.findByRole('region', { name: en['home.offers.title'] }));
  expect(offers.getByRole('heading', { name: 'Winter BDE' })).toBeInTheDocument();
  expect(offers.getByText('was $699')).toBeInTheDocument();
  expect(offers.getByRole('link', { name: en['home.hero.enroll'] })).toHaveAttribute('href', '/payment-page?offer=1');
  const reviews = within(screen.getByRole('region', { name: en['home.reviews.title'] }));
  expect(reviews.getByText('Great teachers')).toBeInTheDocument();
  expect(reviews.getByText('Maya C.')).toBeInTheDocument();
  expect(reviews.getByText('October 2026')).toBeInTheDocument();
});

test('a content failure says so and shows the built-in offers ($399, was $499; $199), in Arabic', async () => {
  mockApi({ listPublicContent: { status: 422, body: { success: false, message: 'no' } } });
  await renderApp({ url: '/' }, { locale: 'ar' });
  expect(await screen.findByRole('alert')).toHaveTextContent(ar['home.content.loadFailed']);
  const offers = within(screen.getByRole('region', { name: ar['home.offers.title'] }));
  expect(offers.getByText('$399', { exact: false })).toBeInTheDocument();
  expect(offers.getByText('بدلًا من $499')).toBeInTheDocument();
  expect(offers.getByText('$199', { exact: false })).toBeInTheDocument();
  expect(screen.getByText(ar['home.sample.review1.text'])).toBeInTheDocument();
});

test('the stats read 1,732+ and 4.8/5 from the start; their rolling digits are hidden from assistive technology', async () => {
  mockApi({ listPublicContent: { body: { success: true, data: [] } } });
  await renderApp({ url: '/' });
  const customers = await screen.findByText('1,732+');
  expect(screen.getByText('4.8/5')).toBeInTheDocument();
  const rolling = customers.nextElementSibling!;
  expect(rolling).toHaveAttribute('aria-hidden', 'true');
  // A column of the ten digits for each digit of the figure; the separator and the suffix stand still.
  expect(rolling.textContent).toBe(`${'0123456789'},${'0123456789'.repeat(3)}+`);
});

test('the hero alternates every 7 seconds, and stays put once paused', async () => {
  jest.useFakeTimers();
  mockApi({ listPublicContent: { body: { success: true, data: [] } } });
  const { user } = await renderApp({ url: '/' });
  expect(await screen.findByRole('heading', { level: 1, name: en['home.hero1.title'] })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: en['home.hero1.how'] })).toHaveAttribute('href', '/#how-it-works');
  act(() => jest.advanceTimersByTime(HERO_ROTATION_MS));
  expect(screen.getByRole('heading', { level: 1, name: en['home.hero2.title'] })).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(HERO_ROTATION_MS));
  expect(screen.getByRole('heading', { level: 1, name: en['home.hero1.title'] })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: en['home.hero.pause'] }));
  act(() => jest.advanceTimersByTime(HERO_ROTATION_MS * 3));
  expect(screen.getByRole('heading', { level: 1, name: en['home.hero1.title'] })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Show slide 2' }));
  expect(screen.getByRole('heading', { level: 1, name: en['home.hero2.title'] })).toBeInTheDocument();
});

test('in Arabic an offer shows its Arabic title, its untranslated details in English marked left to right, and each review in the language it was written in', async () => {
  const translatedOffer = { ...offer, translations: { fr: untranslated.offer().fr, ar: { title: 'باقة الشتاء', details: [] } } };
  const arabicReview = { ...review, id: 3, key: 'youssef', content: { text: 'مدربون رائعون', author: 'يوسف ع.', date: 'سبتمبر 2026', lang: 'ar' } };
  mockApi({ listPublicContent: { body: { success: true, data: [translatedOffer, { ...review, content: { ...review.content, lang: 'en' } }, arabicReview] } } });
  await renderApp({ url: '/ar' }, { locale: 'ar' });
  const offers = within(await screen.findByRole('region', { name: ar['home.offers.title'] }));
  expect(await offers.findByRole('heading', { name: 'باقة الشتاء' })).not.toHaveAttribute('lang');
  expect(offers.getByText('10 in-car hours').closest('ul')).toHaveAttribute('dir', 'ltr');
  const english = screen.getByText('Great teachers').closest('[lang]');
  expect(english).toHaveAttribute('lang', 'en');
  expect(english).toHaveAttribute('dir', 'ltr');
  expect(within(english as HTMLElement).getByText('Maya C.')).toBeInTheDocument();
  expect(screen.getByText('مدربون رائعون').closest('[lang="en"]')).toBeNull();
});

test('on an English page a review written in Arabic reads right to left', async () => {
  const arabicReview = { ...review, content: { text: 'مدربون رائعون', author: 'يوسف ع.', date: 'سبتمبر 2026', lang: 'ar' } };
  mockApi({ listPublicContent: { body: { success: true, data: [arabicReview] } } });
  await renderApp({ url: '/' });
  const quote = (await screen.findByText('مدربون رائعون')).closest('[lang]');
  expect(quote).toHaveAttribute('lang', 'ar');
  expect(quote).toHaveAttribute('dir', 'rtl');
});
