import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';
import { mockApi } from '../../../test/mockApi';
import { ar, en } from '../../../i18n/catalogs';
import { untranslated } from '../../../test/translations';

const stamp = '2026-11-01T12:00:00.000Z';
const offer = {
  id: 1,
  key: 'winter',
  title: 'Winter BDE',
  type: 'offer',
  is_active: true,
  content: { price: '549', original_price: '699', details: [] },
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
  content: { text: 'x'.repeat(150), author: 'Maya C.', date: 'October 2026', image: null },
  translations: untranslated.offer(),
  created_at: stamp,
  updated_at: stamp,
};
const signedIn = { auth: { adminToken: 'admin-token', adminUser: { id: 1, name: 'Admin', email: 'admin@example.com', role: 'admin' }, customerToken: null } };

afterEach(() => {
  localStorage.clear();
  jest.useRealTimers();
});

test('offers and reviews as cards; a review is previewed to 100 characters', async () => {
  mockApi({ listAdminContent: { body: { success: true, data: [offer, review] } } });
  await renderApp({ url: '/admin/content' }, { preloadedState: signedIn });
  const offers = within(await screen.findByRole('region', { name: en['admin.content.offers'] }));
  expect(await offers.findByText('$549')).toBeInTheDocument();
  const reviews = within(screen.getByRole('region', { name: en['admin.content.reviews'] }));
  expect(reviews.getByText(`${'x'.repeat(100)}…`)).toBeInTheDocument();
});

test('title, offer price and review fields are required, with the messages of the spec', async () => {
  const api = mockApi({ listAdminContent: { body: { success: true, data: [] } } });
  const { user } = await renderApp({ url: '/admin/content' }, { preloadedState: signedIn });
  await user.click(await screen.findByRole('button', { name: en['admin.content.add'] }));
  const dialog = within(screen.getByRole('dialog'));
  await user.click(dialog.getByRole('button', { name: en['admin.content.save'] }));
  expect(dialog.getByText(en['admin.content.titleRequired'])).toBeInTheDocument();
  await user.type(dialog.getByRole('textbox', { name: /^Title/ }), 'Spring offer');
  await user.click(dialog.getByRole('button', { name: en['admin.content.save'] }));
  expect(dialog.getByText(en['admin.content.priceRequired'])).toBeInTheDocument();
  await user.click(dialog.getByRole('combobox', { name: /^Type/ }));
  await user.click(screen.getByRole('option', { name: en['admin.content.type.review'] }));
  await user.click(dialog.getByRole('button', { name: en['admin.content.save'] }));
  expect(dialog.getByText(en['admin.content.reviewFieldsRequired'])).toBeInTheDocument();
  expect(api.callsTo('createContent')).toHaveLength(0);
});

test('a saved offer refreshes the list by its tag; the success message clears after 3 s', async () => {
  let rows: Record<string, unknown>[] = [offer];
  const api = mockApi({
    listAdminContent: () => ({ body: { success: true, data: rows } }),
    createContent: ({ body }) => {
      const input = body as { title: string; content: { price: string } };
      const created = {
        ...offer,
        id: 3,
        key: 'spring',
        title: input.title,
        content: { price: input.content.price, original_price: null, details: ['5 lessons'] },
      };
      rows = [...rows, created];
      return { status: 201, body: { success: true, message: 'Created.', data: created } };
    },
  });
  const { user } = await renderApp({ url: '/admin/content' }, { preloadedState: signedIn });
  await user.click(await screen.findByRole('button', { name: en['admin.content.add'] }));
  const dialog = within(screen.getByRole('dialog'));
  await user.type(dialog.getByRole('textbox', { name: /^Title/ }), 'Spring offer');
  await user.type(dialog.getByRole('textbox', { name: /^Price/ }), '299');
  await user.type(dialog.getByRole('textbox', { name: /^Details/ }), ' 5 lessons {enter}{enter}');
  jest.useFakeTimers({ advanceTimers: true });
  await user.click(dialog.getByRole('button', { name: en['admin.content.save'] }));
  expect(await screen.findByRole('article', { name: 'Spring offer' })).toBeInTheDocument();
  expect(api.callsTo('createContent')[0].body).toEqual({
    title: 'Spring offer',
    type: 'offer',
    is_active: true,
    content: { price: '299', original_price: null, details: ['5 lessons'] },
  });
  expect(screen.getByText(en['admin.content.saved'])).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(3100));
  expect(screen.queryByText(en['admin.content.saved'])).not.toBeInTheDocument();
});

test('a failed load shows its error, in Arabic', async () => {
  mockApi({ listAdminContent: { status: 403, body: { success: false, message: 'ممنوع' } } });
  await renderApp({ url: '/admin/content' }, { preloadedState: signedIn, locale: 'ar' });
  expect(await screen.findByRole('alert')).toHaveTextContent('ممنوع');
  expect(screen.getByRole('button', { name: ar['admin.content.add'] })).toBeInTheDocument();
});

test('an offer added here appears on the home page already visited (cache tags)', async () => {
  let rows: Record<string, unknown>[] = [offer];
  mockApi({
    listPublicContent: () => ({ body: { success: true, data: rows } }),
    listAdminContent: () => ({ body: { success: true, data: rows } }),
    createContent: ({ body }) => {
      const input = body as { title: string; content: { price: string } };
      const created = { ...offer, id: 3, key: 'spring', title: input.title, content: { price: input.content.price, original_price: null, details: [] } };
      rows = [...rows, created];
      return { status: 201, body: { success: true, message: 'Created.', data: created } };
    },
  });
  const { user, router } = await renderApp({ url: '/' }, { preloadedState: signedIn });
  const homeOffers = async () => within(await screen.findByRole('region', { name: en['home.offers.title'] }));
  expect(await (await homeOffers()).findByRole('heading', { name: 'Winter BDE' })).toBeInTheDocument();
  await act(() => router.navigate('/admin/content'));
  await user.click(await screen.findByRole('button', { name: en['admin.content.add'] }));
  const dialog = within(screen.getByRole('dialog'));
  await user.type(dialog.getByRole('textbox', { name: /^Title/ }), 'Spring offer');
  await user.type(dialog.getByRole('textbox', { name: /^Price/ }), '299');
  await user.click(dialog.getByRole('button', { name: en['admin.content.save'] }));
  expect(await screen.findByRole('article', { name: 'Spring offer' })).toBeInTheDocument();
  await act(() => router.navigate('/'));
  expect(await (await homeOffers()).findByRole('heading', { name: 'Spring offer' })).toBeInTheDocument();
});

test('a save refused because the offer changed meanwhile keeps what was typed; Reload loads the stored offer and its version', async () => {
  const changed = '2026-11-01T12:05:00.000Z';
  let rows: (typeof offer)[] = [offer];
  const api = mockApi({
    listAdminContent: () => ({ body: { success: true, data: rows } }),
    updateContent: ({ body }) =>
      (body as { expected_updated_at?: string }).expected_updated_at === rows[0].updated_at
        ? { body: { success: true, message: 'Updated.', data: rows[0] } }
        : { status: 409, body: { success: false, message: 'This item was changed by someone else since you opened it.' } },
  });
  const { user } = await renderApp({ url: '/admin/content' }, { preloadedState: signedIn });
  await user.click(await screen.findByRole('button', { name: en['admin.content.edit'].replace('{title}', 'Winter BDE') }));
  const dialog = within(screen.getByRole('dialog'));
  // Another admin saves meanwhile.
  rows = [{ ...offer, content: { ...offer.content, price: '499' }, updated_at: changed }];
  await user.clear(dialog.getByRole('textbox', { name: /^Price/ }));
  await user.type(dialog.getByRole('textbox', { name: /^Price/ }), '529');
  await user.click(dialog.getByRole('button', { name: en['admin.content.save'] }));

  expect(await dialog.findByText(en['admin.staleRecord.changed'])).toBeInTheDocument();
  expect(api.callsTo('updateContent')[0].body).toMatchObject({ content: { price: '529' }, expected_updated_at: stamp });
  expect(dialog.getByRole('textbox', { name: /^Price/ })).toHaveValue('529');

  await user.click(dialog.getByRole('button', { name: en['admin.staleRecord.reload'] }));
  await waitFor(() => expect(dialog.getByRole('textbox', { name: /^Price/ })).toHaveValue('499'));
  await user.click(dialog.getByRole('button', { name: en['admin.content.save'] }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.callsTo('updateContent')[1].body).toMatchObject({ content: { price: '499' }, expected_updated_at: changed });
});
