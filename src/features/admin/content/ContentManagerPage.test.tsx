import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';
import { mockApi } from '../../../test/mockApi';
import { ar, en } from '../../../i18n/catalogs';
import { untranslated } from '../../../test/translations';
import { enter } from '../../../test/enter';

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

test('every missing or wrong field is named at its field, in Arabic, and nothing is sent', async () => {
  const api = mockApi({ listAdminContent: { body: { success: true, data: [] } } });
  const { user } = await renderApp({ url: '/admin/content' }, { preloadedState: signedIn, locale: 'ar' });
  await user.click(await screen.findByRole('button', { name: ar['admin.content.add'] }));
  const dialog = within(screen.getByRole('dialog'));
  await user.type(dialog.getByRole('textbox', { name: /^السعر الأصلي/ }), 'free');
  await user.click(dialog.getByRole('button', { name: ar['admin.content.save'] }));
  expect(dialog.getByRole('textbox', { name: /^العنوان \(الإنجليزية\)/ })).toHaveAccessibleDescription(ar['admin.content.titleRequired']);
  expect(dialog.getByRole('textbox', { name: ar['admin.content.price'] })).toHaveAccessibleDescription(ar['admin.services.priceRequired']);
  expect(dialog.getByRole('textbox', { name: /^السعر الأصلي/ })).toHaveAccessibleDescription(ar['admin.prices.originalNotAmount']);
  await user.click(dialog.getByRole('combobox', { name: ar['admin.content.type'] }));
  await user.click(screen.getByRole('option', { name: ar['admin.content.type.review'] }));
  await user.click(dialog.getByRole('button', { name: ar['admin.content.save'] }));
  expect(dialog.getByRole('textbox', { name: ar['admin.content.text'] })).toHaveAccessibleDescription(ar['admin.content.textRequired']);
  expect(dialog.getByRole('textbox', { name: ar['admin.content.author'] })).toHaveAccessibleDescription(ar['admin.content.authorRequired']);
  expect(dialog.getByRole('textbox', { name: ar['admin.content.date'] })).toHaveAccessibleDescription(ar['admin.content.dateRequired']);
  expect(api.callsTo('createContent')).toHaveLength(0);
});

test('a review is saved in the language its author wrote it in, typed in that language’s direction', async () => {
  const api = mockApi({
    listAdminContent: { body: { success: true, data: [] } },
    createContent: { status: 201, body: { success: true, message: 'Created.', data: { ...review, content: { ...review.content, lang: 'ar' } } } },
  });
  const { user } = await renderApp({ url: '/admin/content' }, { preloadedState: signedIn });
  await user.click(await screen.findByRole('button', { name: en['admin.content.add'] }));
  const dialog = within(screen.getByRole('dialog'));
  await user.click(dialog.getByRole('combobox', { name: /^Type/ }));
  await user.click(screen.getByRole('option', { name: en['admin.content.type.review'] }));
  await user.click(dialog.getByRole('combobox', { name: /^Written in/ }));
  await user.click(screen.getByRole('option', { name: en['admin.translations.language.ar'] }));
  const text = dialog.getByRole('textbox', { name: /^Review text/ });
  expect(text).toHaveAttribute('dir', 'rtl');
  await enter(user, dialog.getByRole('textbox', { name: /^Title/ }), 'Review from Youssef');
  await user.click(text);
  await user.paste('مدربون رائعون');
  await user.type(dialog.getByRole('textbox', { name: /^Author/ }), 'Y');
  await user.type(dialog.getByRole('textbox', { name: /^Date/ }), '2026');
  await user.click(dialog.getByRole('button', { name: en['admin.content.save'] }));
  await waitFor(() => expect(api.callsTo('createContent')).toHaveLength(1));
  expect(api.callsTo('createContent')[0].body).toMatchObject({ type: 'review', content: { text: 'مدربون رائعون', lang: 'ar' } });
  expect(api.callsTo('createContent')[0].body).not.toHaveProperty('translations');
});

test('a saved offer, with its translations, refreshes the list by its tag and is toasted as every admin save is', async () => {
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
  await user.click(dialog.getByRole('textbox', { name: /^Title \(English\)/ }));
  await user.paste('Spring offer');
  await user.click(dialog.getByRole('textbox', { name: /^Price/ }));
  await user.paste('299');
  await enter(user, dialog.getByRole('textbox', { name: /^Details, one per line \(English\)/ }), ' 5 lessons \n\n');
  await user.click(dialog.getByRole('textbox', { name: /^Title \(French\)/ }));
  await user.paste('Offre du printemps');
  await user.click(dialog.getByRole('button', { name: en['admin.content.save'] }));
  expect(await screen.findByRole('article', { name: 'Spring offer' })).toBeInTheDocument();
  expect(api.callsTo('createContent')[0].body).toEqual({
    title: 'Spring offer',
    type: 'offer',
    is_active: true,
    content: { price: '299', original_price: null, details: ['5 lessons'] },
    translations: { fr: { title: 'Offre du printemps', details: [] }, ar: { title: '', details: [] } },
  });
  expect(await screen.findByText(en['admin.content.saved'])).toBeInTheDocument();
});

test('deleting asks first, then is toasted and the card leaves the list; an offer lacking translations says so', async () => {
  let rows: Record<string, unknown>[] = [offer, review];
  mockApi({
    listAdminContent: () => ({ body: { success: true, data: rows } }),
    deleteContent: ({ pathParams }) => {
      rows = rows.filter((row) => row.id !== Number(pathParams.id));
      return { body: { success: true, message: 'Deleted.' } };
    },
  });
  const { user } = await renderApp({ url: '/admin/content' }, { preloadedState: signedIn });
  const card = within(await screen.findByRole('article', { name: 'Winter BDE' }));
  expect(card.getByText('Not translated: French and Arabic')).toBeInTheDocument();
  expect(within(screen.getByRole('article', { name: 'Maya' })).queryByText(/Not translated/)).not.toBeInTheDocument();
  await user.click(card.getByRole('button', { name: 'Delete Winter BDE' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Winter BDE' }));
  expect(await screen.findByText(en['admin.content.deleted'])).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Winter BDE' })).not.toBeInTheDocument());
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
  await user.click(dialog.getByRole('textbox', { name: /^Title \(English\)/ }));
  await user.paste('Spring offer');
  await user.click(dialog.getByRole('textbox', { name: /^Price/ }));
  await user.paste('299');
  await user.click(dialog.getByRole('button', { name: en['admin.content.save'] }));
  expect(await screen.findByRole('article', { name: 'Spring offer' })).toBeInTheDocument();
  await act(() => router.navigate('/'));
  expect(await (await homeOffers()).findByRole('heading', { name: 'Spring offer' })).toBeInTheDocument();
  // Two areas rendered and a form typed into: beyond the default limit on a loaded CI machine.
}, 60_000);

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
  await enter(user, dialog.getByRole('textbox', { name: /^Price/ }), '529');
  await user.click(dialog.getByRole('button', { name: en['admin.content.save'] }));

  expect(await dialog.findByText(en['admin.staleRecord.changed'])).toBeInTheDocument();
  expect(api.callsTo('updateContent')[0].body).toMatchObject({ content: { price: '529' }, expected_updated_at: stamp });
  expect(dialog.getByRole('textbox', { name: /^Price/ })).toHaveValue('529');

  await user.click(dialog.getByRole('button', { name: en['admin.staleRecord.reload'] }));
  await waitFor(() => expect(dialog.getByRole('textbox', { name: /^Price/ })).toHaveValue('499'));
  await user.click(dialog.getByRole('button', { name: en['admin.content.save'] }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.callsTo('updateContent')[1].body).toMatchObject({ content: { price: '499' }, expected_updated_at: changed });
  // A dialog saved twice through a refusal: beyond the default limit on a loaded CI machine.
}, 60_000);
