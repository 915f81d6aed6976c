import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/renderApp';
import { mockApi } from '../../../test/mockApi';
import { ar, en } from '../../../i18n/catalogs';
import { untranslated } from '../../../test/translations';

const kingston = {
  id: 1,
  name: 'Kingston',
  slug: 'kingston',
  email: null,
  phone: null,
  description: null,
  details: null,
  map_link: null,
  images: ['/uploads/seed/kingston-1.svg'],
  translations: untranslated.city(),
  updated_at: '2026-10-01T14:00:00.000Z',
};
const signedIn = { auth: { adminToken: 'admin-token', adminUser: { id: 1, name: 'Admin', email: 'admin@example.com', role: 'admin' }, customerToken: null } };
const photo = (bytes = 64, type = 'image/jpeg', name = 'harbour.jpg') => new File([new Uint8Array(bytes)], name, { type });

afterEach(() => localStorage.clear());

async function editKingston(locale: 'en' | 'ar') {
  const t = locale === 'en' ? en : ar;
  const rendered = await renderApp({ url: '/admin/cities' }, { preloadedState: signedIn, locale });
  const list = within(await screen.findByRole('region', { name: t['admin.cities.list'] }));
  await rendered.user.click(await list.findByRole('button', { name: t['admin.cities.edit'].replace('{name}', 'Kingston') }));
  return { ...rendered, t, form: within(screen.getByRole('region', { name: t['admin.cities.editing'].replace('{city}', 'Kingston') })) };
}

test.each(['en', 'ar'] as const)('a chosen photo is uploaded at once, previewed, added to the city’s images and saved with it (%s)', async (locale) => {
  const api = mockApi({
    listAdminCities: { body: { success: true, data: [kingston] } },
    uploadImage: { status: 201, body: { success: true, data: { url: '/uploads/cities/3f2a.jpg' } } },
    updateCity: ({ body }) => ({ body: { success: true, message: 'City updated successfully.', data: { ...kingston, ...(body as object) } } }),
  });
  const { user, form, t } = await editKingston(locale);
  await user.upload(form.getByLabelText(t['admin.cities.photoFile']), photo());

  expect(await form.findByRole('img', { name: t['admin.imageUpload.preview'] })).toHaveAttribute('src', expect.stringMatching(/\/uploads\/cities\/3f2a\.jpg$/));
  expect(await screen.findByText(t['admin.imageUpload.uploaded'])).toBeInTheDocument();
  const call = api.callsTo('uploadImage')[0];
  expect(call.headers.get('authorization')).toBe('Bearer admin-token');
  expect(call.body).toMatchObject({ purpose: 'city' });
  expect((call.body as { image: File }).image.name).toBe('harbour.jpg');
  expect(form.getByRole('textbox', { name: new RegExp(`^${t['admin.cities.images']}`) })).toHaveValue('/uploads/seed/kingston-1.svg, /uploads/cities/3f2a.jpg');
  expect(form.getByRole('button', { name: t['admin.imageUpload.chooseAnother'] })).toBeInTheDocument();

  await user.click(form.getByRole('button', { name: t['admin.cities.saveChanges'] }));
  await waitFor(() => expect(api.callsTo('updateCity')).toHaveLength(1));
  expect(api.callsTo('updateCity')[0].body).toMatchObject({ images: ['/uploads/seed/kingston-1.svg', '/uploads/cities/3f2a.jpg'] });
});

test('a file that is not an image of at most 2 MB is refused before sending', async () => {
  const api = mockApi({ listAdminCities: { body: { success: true, data: [kingston] } } });
  const { form } = await editKingston('en');
  const input = form.getByLabelText(en['admin.cities.photoFile']);
  expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/gif,image/webp');
  // `applyAccept: false`: a person can still pick "all files" in the browser's dialog.
  const { upload } = userEvent.setup({ applyAccept: false });
  await upload(input, new File(['%PDF'], 'map.pdf', { type: 'application/pdf' }));
  expect(form.getByText(en['admin.imageUpload.notImage'])).toBeInTheDocument();
  await upload(input, photo(2 * 1024 * 1024 + 1));
  expect(form.getByText(en['admin.imageUpload.tooBig'])).toBeInTheDocument();
  expect(api.callsTo('uploadImage')).toHaveLength(0);
});

test('the server’s refusal shows at the field in Arabic; the city’s images are unchanged', async () => {
  mockApi({
    listAdminCities: { body: { success: true, data: [kingston] } },
    uploadImage: {
      status: 422,
      body: { success: false, message: 'البيانات غير صالحة.', errors: { image: ['يجب أن تكون الصورة بصيغة PNG أو JPEG أو GIF أو WebP.'] } },
    },
  });
  const { user, form } = await editKingston('ar');
  await user.upload(form.getByLabelText(ar['admin.cities.photoFile']), photo());
  expect(await form.findByText('يجب أن تكون الصورة بصيغة PNG أو JPEG أو GIF أو WebP.')).toBeInTheDocument();
  expect(form.getByRole('textbox', { name: new RegExp(`^${ar['admin.cities.images']}`) })).toHaveValue('/uploads/seed/kingston-1.svg');
});
