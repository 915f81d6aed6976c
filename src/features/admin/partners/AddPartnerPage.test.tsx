import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/renderApp';
import { failNetwork, mockApi } from '../../../test/mockApi';
import { ar, en } from '../../../i18n/catalogs';
import type { PublicPartner } from '../../../api';
import { untranslated } from '../../../test/translations';

const signedIn = { auth: { adminToken: 'admin-token', adminUser: { id: 1, name: 'Admin', email: 'admin@example.com', role: 'admin' }, customerToken: null } };
const lsu = {
  id: 1,
  name: 'Limestone Students’ Union',
  logo: '/uploads/seed/lsu.svg',
  description: 'Queen’s and St. Lawrence students',
  translations: untranslated.partner(),
};
const png = (bytes = 64, type = 'image/png', name = 'logo.png') => new File([new Uint8Array(bytes)], name, { type });
const created = (body: Record<string, unknown>) => ({
  status: 201,
  body: {
    success: true,
    message: 'Partner added successfully.',
    data: {
      id: 9,
      name: body.name,
      logo: '/uploads/partners/abc.png',
      description: body.description || null,
      translations: untranslated.partner(),
      contact_email: body.contact_email || null,
      discount_code: body.discount_code || null,
      discount_amount: Number(body.discount_amount),
      account_id: body.account_id,
    },
  },
});
const form = () => within(screen.getByRole('region', { name: en['admin.partners.new'] }));

afterEach(() => localStorage.clear());

async function openAddPartner(locale: 'en' | 'ar' = 'en') {
  const rendered = await renderApp({ url: '/admin/addpartner' }, { preloadedState: signedIn, locale });
  await screen.findByRole('region', { name: (locale === 'en' ? en : ar)['admin.partners.new'] });
  return rendered;
}

test('name, logo and account number are required; the discount is a number of at least 0', async () => {
  const api = mockApi({ listPartners: { body: [lsu] } });
  const { user } = await openAddPartner();
  expect(await screen.findByText('Limestone Students’ Union')).toBeInTheDocument();
  await user.clear(form().getByRole('spinbutton', { name: en['admin.partners.discountAmount'] }));
  await user.type(form().getByRole('spinbutton', { name: en['admin.partners.discountAmount'] }), '-5');
  await user.click(form().getByRole('button', { name: en['admin.partners.add'] }));
  expect(form().getByText(en['admin.partners.nameRequired'])).toBeInTheDocument();
  expect(form().getByText(en['admin.partners.logoRequired'])).toBeInTheDocument();
  expect(form().getByText(en['admin.partners.discountInvalid'])).toBeInTheDocument();
  expect(form().getByText(en['admin.partners.accountRequired'])).toBeInTheDocument();
  expect(api.callsTo('createPartner')).toHaveLength(0);
});

test('only an image of at most 2 MB is taken as the logo, and it is previewed', async () => {
  mockApi({ listPartners: { body: [] } });
  await openAddPartner();
  const input = form().getByLabelText(en['admin.partners.logo']);
  expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/gif,image/webp');
  // `applyAccept: false`: a person can still pick "all files" in the browser's dialog.
  const { upload } = userEvent.setup({ applyAccept: false });
  await upload(input, new File(['%PDF'], 'brochure.pdf', { type: 'application/pdf' }));
  expect(form().getByText(en['admin.partners.logoNotImage'])).toBeInTheDocument();
  await upload(input, png(2 * 1024 * 1024 + 1));
  expect(form().getByText(en['admin.partners.logoTooBig'])).toBeInTheDocument();
  expect(form().queryByRole('img', { name: en['admin.partners.logoPreview'] })).not.toBeInTheDocument();
  await upload(input, png());
  expect(form().getByRole('img', { name: en['admin.partners.logoPreview'] })).toHaveAttribute('width', '150');
  expect(form().getByText('logo.png')).toBeInTheDocument();
  expect(form().queryByText(en['admin.partners.logoTooBig'])).not.toBeInTheDocument();
});

test('adding uploads the form with the admin token, shows the progress, and the list refreshes by its tag', async () => {
  let partners: PublicPartner[] = [lsu];
  let answer: (() => void) | undefined;
  const api = mockApi({
    listPartners: () => ({ body: partners }),
    createPartner: ({ body }) =>
      new Promise((resolve) => {
        answer = () => {
          partners = [
            ...partners,
            {
              id: 9,
              name: String((body as { name: string }).name),
              logo: '/uploads/partners/abc.png',
              description: null,
              translations: untranslated.partner(),
            },
          ];
          resolve(created(body as Record<string, unknown>));
        };
      }),
  });
  const { user } = await openAddPartner();
  await user.type(form().getByRole('textbox', { name: /^Name/ }), ' Cataraqui Rowing Club ');
  await user.upload(form().getByLabelText(en['admin.partners.logo']), png());
  await user.type(form().getByRole('textbox', { name: en['admin.partners.contactEmail'] }), 'club@example.ca');
  await user.type(form().getByRole('textbox', { name: en['admin.partners.discountCode'] }), 'ROW10');
  await user.clear(form().getByRole('spinbutton', { name: en['admin.partners.discountAmount'] }));
  await user.type(form().getByRole('spinbutton', { name: en['admin.partners.discountAmount'] }), '12.5');
  await user.type(form().getByRole('textbox', { name: /^Account number/ }), 'CRC-2026-01');
  await user.click(form().getByRole('button', { name: en['admin.partners.add'] }));

  const progress = await form().findByRole('progressbar', { name: en['admin.partners.progress'] });
  await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '100'));
  expect(form().getByRole('button', { name: en['admin.partners.saving'] })).toBeDisabled();
  const call = api.callsTo('createPartner')[0];
  expect(call.headers.get('authorization')).toBe('Bearer admin-token');
  expect(call.headers.get('accept-language')).toBe('en');
  expect(call.body).toMatchObject({
    name: 'Cataraqui Rowing Club',
    contact_email: 'club@example.ca',
    discount_code: 'ROW10',
    discount_amount: '12.5',
    account_id: 'CRC-2026-01',
  });
  expect((call.body as { logo: File }).logo.name).toBe('logo.png');

  await act(async () => answer?.());
  expect(await screen.findByText('Cataraqui Rowing Club added successfully.')).toBeInTheDocument();
  expect(await screen.findByText('Cataraqui Rowing Club')).toBeInTheDocument();
  expect(form().getByRole('textbox', { name: /^Name/ })).toHaveValue('');
  expect(form().queryByRole('progressbar')).not.toBeInTheDocument();
});

test('a refused upload shows the server’s messages and keeps the form, in Arabic', async () => {
  mockApi({
    listPartners: { body: [] },
    createPartner: { status: 422, body: { success: false, message: 'البيانات غير صالحة.', errors: { logo: ['يجب ألا يتجاوز حجم الشعار 2 ميغابايت.'] } } },
  });
  const { user } = await openAddPartner('ar');
  const arForm = within(screen.getByRole('region', { name: ar['admin.partners.new'] }));
  await user.type(arForm.getByRole('textbox', { name: new RegExp(`^${ar['admin.partners.name']}`) }), 'نادي');
  await user.upload(arForm.getByLabelText(ar['admin.partners.logo']), png());
  await user.type(arForm.getByRole('textbox', { name: new RegExp(`^${ar['admin.partners.accountId']}`) }), 'N-1');
  await user.click(arForm.getByRole('button', { name: ar['admin.partners.add'] }));
  expect(await arForm.findByText('يجب ألا يتجاوز حجم الشعار 2 ميغابايت.')).toBeInTheDocument();
  expect(await screen.findAllByText(/فشل في إضافة الشريك/)).not.toHaveLength(0);
  expect(arForm.getByRole('textbox', { name: new RegExp(`^${ar['admin.partners.name']}`) })).toHaveValue('نادي');
});

test('an unreachable server: the failure toast, the form kept', async () => {
  mockApi({ listPartners: { body: [] } });
  const { user } = await openAddPartner();
  await user.type(form().getByRole('textbox', { name: /^Name/ }), 'Club');
  await user.upload(form().getByLabelText(en['admin.partners.logo']), png());
  await user.type(form().getByRole('textbox', { name: /^Account number/ }), 'C-1');
  failNetwork();
  await user.click(form().getByRole('button', { name: en['admin.partners.add'] }));
  expect(await form().findByRole('alert')).toHaveTextContent(`Failed to add the partner: ${en['common.networkError']}`);
  expect(form().getByRole('textbox', { name: /^Name/ })).toHaveValue('Club');
});

test('a 401 on the upload ends the admin session', async () => {
  mockApi({ listPartners: { body: [] }, createPartner: { status: 401, body: { success: false, message: 'Unauthenticated.' } } });
  const { user, store, router } = await openAddPartner();
  await user.type(form().getByRole('textbox', { name: /^Name/ }), 'Club');
  await user.upload(form().getByLabelText(en['admin.partners.logo']), png());
  await user.type(form().getByRole('textbox', { name: /^Account number/ }), 'C-1');
  await user.click(form().getByRole('button', { name: en['admin.partners.add'] }));
  await waitFor(() => expect(store.getState().auth.adminToken).toBeNull());
  await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
});

test('a partner added here appears on the public Partners page already visited (cache tags)', async () => {
  let partners: PublicPartner[] = [lsu];
  mockApi({
    listPartners: () => ({ body: partners }),
    createPartner: ({ body }) => {
      partners = [...partners, { id: 9, name: 'Club', logo: '/uploads/partners/abc.png', description: null, translations: untranslated.partner() }];
      return created(body as Record<string, unknown>);
    },
  });
  const { user, router } = await renderApp({ url: '/partner' }, { preloadedState: signedIn });
  expect(await screen.findByRole('article', { name: lsu.name })).toBeInTheDocument();
  await act(() => router.navigate('/admin/addpartner'));
  await user.type(await form().findByRole('textbox', { name: /^Name/ }), 'Club');
  await user.upload(form().getByLabelText(en['admin.partners.logo']), png());
  await user.type(form().getByRole('textbox', { name: /^Account number/ }), 'C-1');
  await user.click(form().getByRole('button', { name: en['admin.partners.add'] }));
  expect(await screen.findByText('Club added successfully.')).toBeInTheDocument();
  await act(() => router.navigate('/partner'));
  expect(await screen.findByRole('article', { name: 'Club' })).toBeInTheDocument();
});
