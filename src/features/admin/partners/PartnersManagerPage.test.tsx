import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/renderApp';
import { failNetwork, mockApi } from '../../../test/mockApi';
import { ar, en } from '../../../i18n/catalogs';
import type { Partner } from '../../../api/officeApi';
import { untranslated } from '../../../test/translations';
import { enter } from '../../../test/enter';

const signedIn = { auth: { adminToken: 'admin-token', adminUser: { id: 1, name: 'Admin', email: 'admin@example.com', role: 'admin' }, customerToken: null } };
const lsu: Partner = {
  id: 1,
  name: 'Limestone Students’ Union',
  logo: '/uploads/seed/lsu.svg',
  description: 'Queen’s and St. Lawrence students',
  translations: untranslated.partner(),
  contact_email: 'office@lsu.example.ca',
  discount_code: 'LSU10',
  discount_amount: 10,
  account_id: 'LSU-2026-0417',
  updated_at: '2026-11-01T14:00:00.000Z',
};
const listed = (partners: Partner[]) => ({ body: { success: true, data: partners } });
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
      updated_at: '2026-11-20T15:00:00.000Z',
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
  const api = mockApi({ listAdminPartners: listed([lsu]) });
  const { user } = await openAddPartner();
  expect(await screen.findByText('Limestone Students’ Union')).toBeInTheDocument();
  await user.clear(form().getByRole('spinbutton', { name: en['admin.partners.discountAmount'] }));
  await enter(user, form().getByRole('spinbutton', { name: en['admin.partners.discountAmount'] }), '-5');
  await user.click(form().getByRole('button', { name: en['admin.partners.add'] }));
  expect(form().getByText(en['admin.partners.nameRequired'])).toBeInTheDocument();
  expect(form().getByText(en['admin.partners.logoRequired'])).toBeInTheDocument();
  expect(form().getByText(en['admin.partners.discountInvalid'])).toBeInTheDocument();
  expect(form().getByText(en['admin.partners.accountRequired'])).toBeInTheDocument();
  expect(api.callsTo('createPartner')).toHaveLength(0);
});

test('only an image of at most 2 MB is taken as the logo, and it is previewed', async () => {
  mockApi({ listAdminPartners: listed([]) });
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
  let partners: Partner[] = [lsu];
  let answer: (() => void) | undefined;
  const api = mockApi({
    listAdminPartners: () => listed(partners),
    createPartner: ({ body }) =>
      new Promise((resolve) => {
        answer = () => {
          const added = created(body as Record<string, unknown>);
          partners = [...partners, added.body.data as Partner];
          resolve(added);
        };
      }),
  });
  const { user } = await openAddPartner();
  await enter(user, form().getByRole('textbox', { name: /^Name/ }), ' Cataraqui Rowing Club ');
  await user.upload(form().getByLabelText(en['admin.partners.logo']), png());
  await enter(user, form().getByRole('textbox', { name: en['admin.partners.contactEmail'] }), 'club@example.ca');
  await enter(user, form().getByRole('textbox', { name: en['admin.partners.discountCode'] }), 'ROW10');
  await user.clear(form().getByRole('spinbutton', { name: en['admin.partners.discountAmount'] }));
  await enter(user, form().getByRole('spinbutton', { name: en['admin.partners.discountAmount'] }), '12.5');
  await enter(user, form().getByRole('textbox', { name: /^Account number/ }), 'CRC-2026-01');
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

test.each(['en', 'ar'] as const)(
  'the discount code (%s): left empty, the field says one is made; shorter than 8 characters, it warns, and still sends',
  async (locale) => {
    const words = locale === 'en' ? en : ar;
    const api = mockApi({ listAdminPartners: listed([]), createPartner: ({ body }) => created(body as Record<string, unknown>) });
    const { user } = await openAddPartner(locale);
    const here = within(screen.getByRole('region', { name: words['admin.partners.new'] }));
    const code = here.getByRole('textbox', { name: words['admin.partners.discountCode'] });
    expect(code).toHaveAccessibleDescription(words['admin.partners.discountCodeMade']);
    await user.type(code, 'LSU10');
    expect(code).toHaveAccessibleDescription(words['admin.partners.discountCodeShort']);
    expect(code).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(code, '-7KQ');
    expect(code).toHaveAccessibleDescription('');
    await user.clear(code);
    await user.type(code, 'LSU10');
    await user.type(here.getByRole('textbox', { name: new RegExp(`^${words['admin.partners.name']}`) }), 'Club');
    await user.upload(here.getByLabelText(words['admin.partners.logo']), png());
    await user.type(here.getByRole('textbox', { name: new RegExp(`^${words['admin.partners.accountId']}`) }), 'C-1');
    await user.click(here.getByRole('button', { name: words['admin.partners.add'] }));
    await waitFor(() => expect(api.callsTo('createPartner')).toHaveLength(1));
    expect(api.callsTo('createPartner')[0].body).toMatchObject({ discount_code: 'LSU10' });
  },
);

test('editing a partner says nothing of a made code: an emptied code is no code', async () => {
  mockApi({ listAdminPartners: listed([{ ...lsu, discount_code: null }]) });
  const { user } = await openAddPartner();
  await user.click(await partnerList().findByRole('button', { name: `Edit ${lsu.name}` }));
  const code = editForm(lsu.name).getByRole('textbox', { name: en['admin.partners.discountCode'] });
  expect(code).toHaveValue('');
  expect(code).toHaveAccessibleDescription('');
});

test('a refused upload shows the server’s messages and keeps the form, in Arabic', async () => {
  mockApi({
    listAdminPartners: listed([]),
    createPartner: { status: 422, body: { success: false, message: 'البيانات غير صالحة.', errors: { logo: ['يجب ألا يتجاوز حجم الشعار 2 ميغابايت.'] } } },
  });
  const { user } = await openAddPartner('ar');
  const arForm = within(screen.getByRole('region', { name: ar['admin.partners.new'] }));
  await enter(user, arForm.getByRole('textbox', { name: new RegExp(`^${ar['admin.partners.name']}`) }), 'نادي');
  await user.upload(arForm.getByLabelText(ar['admin.partners.logo']), png());
  await enter(user, arForm.getByRole('textbox', { name: new RegExp(`^${ar['admin.partners.accountId']}`) }), 'N-1');
  await user.click(arForm.getByRole('button', { name: ar['admin.partners.add'] }));
  expect(await arForm.findByText('يجب ألا يتجاوز حجم الشعار 2 ميغابايت.')).toBeInTheDocument();
  expect(await screen.findAllByText(/فشل في إضافة الشريك/)).not.toHaveLength(0);
  expect(arForm.getByRole('textbox', { name: new RegExp(`^${ar['admin.partners.name']}`) })).toHaveValue('نادي');
});

test('an unreachable server: the failure toast, the form kept', async () => {
  mockApi({ listAdminPartners: listed([]) });
  const { user } = await openAddPartner();
  await enter(user, form().getByRole('textbox', { name: /^Name/ }), 'Club');
  await user.upload(form().getByLabelText(en['admin.partners.logo']), png());
  await enter(user, form().getByRole('textbox', { name: /^Account number/ }), 'C-1');
  failNetwork();
  await user.click(form().getByRole('button', { name: en['admin.partners.add'] }));
  expect(await form().findByRole('alert')).toHaveTextContent(`Failed to add the partner: ${en['common.networkError']}`);
  expect(form().getByRole('textbox', { name: /^Name/ })).toHaveValue('Club');
});

test('a 401 on the upload ends the admin session', async () => {
  mockApi({ listAdminPartners: listed([]), createPartner: { status: 401, body: { success: false, message: 'Unauthenticated.' } } });
  const { user, store, router } = await openAddPartner();
  await enter(user, form().getByRole('textbox', { name: /^Name/ }), 'Club');
  await user.upload(form().getByLabelText(en['admin.partners.logo']), png());
  await enter(user, form().getByRole('textbox', { name: /^Account number/ }), 'C-1');
  await user.click(form().getByRole('button', { name: en['admin.partners.add'] }));
  await waitFor(() => expect(store.getState().auth.adminToken).toBeNull());
  await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
});

test('a partner added here appears on the public Partners page already visited (cache tags)', async () => {
  let partners: Partner[] = [lsu];
  const publicFields = ({ id, name, logo, description, translations }: Partner) => ({ id, name, logo, description, translations });
  mockApi({
    listPartners: () => ({ body: partners.map(publicFields) }),
    listAdminPartners: () => listed(partners),
    createPartner: ({ body }) => {
      const added = created(body as Record<string, unknown>);
      partners = [...partners, added.body.data as Partner];
      return added;
    },
  });
  const { user, router } = await renderApp({ url: '/partner' }, { preloadedState: signedIn });
  expect(await screen.findByRole('article', { name: lsu.name })).toBeInTheDocument();
  await act(() => router.navigate('/admin/addpartner'));
  await enter(user, await form().findByRole('textbox', { name: /^Name/ }), 'Club');
  await user.upload(form().getByLabelText(en['admin.partners.logo']), png());
  await enter(user, form().getByRole('textbox', { name: /^Account number/ }), 'C-1');
  await user.click(form().getByRole('button', { name: en['admin.partners.add'] }));
  expect(await screen.findByText('Club added successfully.')).toBeInTheDocument();
  await act(() => router.navigate('/partner'));
  expect(await screen.findByRole('article', { name: 'Club' })).toBeInTheDocument();
});

const partnerList = (locale: 'en' | 'ar' = 'en') => within(screen.getByRole('region', { name: (locale === 'en' ? en : ar)['admin.partners.list'] }));
const editForm = (name: string) => within(screen.getByRole('region', { name: `Edit ${name}` }));

test('choosing a partner edits it with the same form: its logo kept unless another is chosen, then back to add mode', async () => {
  let partners: Partner[] = [lsu];
  const api = mockApi({
    listAdminPartners: () => listed(partners),
    updatePartner: ({ body }) => {
      const fields = body as Record<string, unknown>;
      const updated = { ...lsu, name: String(fields.name), account_id: String(fields.account_id), updated_at: '2026-11-20T15:00:00.000Z' };
      partners = [updated];
      return { body: { success: true, message: 'Partner updated successfully.', data: updated } };
    },
  });
  const { user } = await openAddPartner();
  await user.click(await partnerList().findByRole('button', { name: `Edit ${lsu.name}` }));
  const edit = editForm(lsu.name);
  expect(edit.getByRole('textbox', { name: /^Account number/ })).toHaveValue('LSU-2026-0417');
  expect(edit.getByRole('textbox', { name: en['admin.partners.contactEmail'] })).toHaveValue('office@lsu.example.ca');
  expect(edit.getByRole('img', { name: en['admin.partners.keepLogo'] })).toBeInTheDocument();
  const name = edit.getByRole('textbox', { name: /^Name/ });
  await user.clear(name);
  await enter(user, name, 'LSU');
  await user.click(edit.getByRole('button', { name: en['admin.partners.saveChanges'] }));

  expect(await screen.findByText('LSU saved.')).toBeInTheDocument();
  const call = api.callsTo('updatePartner')[0];
  expect(call.url.pathname).toBe('/api/api/v1/admin/partners/1');
  expect(call.headers.get('authorization')).toBe('Bearer admin-token');
  expect(call.body).toMatchObject({ name: 'LSU', account_id: 'LSU-2026-0417', expected_updated_at: lsu.updated_at });
  expect(call.body).not.toHaveProperty('logo');
  expect(screen.getByRole('heading', { name: en['admin.partners.new'] })).toBeInTheDocument();
  expect(await partnerList().findByRole('button', { name: 'Edit LSU' })).toBeInTheDocument();
});

test('a save refused because the partner changed meanwhile keeps what was typed; Reload loads the stored partner and its version', async () => {
  const changed = '2026-11-05T10:00:00.000Z';
  let partners: Partner[] = [lsu];
  const api = mockApi({
    listAdminPartners: () => listed(partners),
    updatePartner: ({ body }) =>
      (body as { expected_updated_at?: string }).expected_updated_at === partners[0].updated_at
        ? { body: { success: true, message: 'Partner updated successfully.', data: partners[0] } }
        : { status: 409, body: { success: false, code: 'stale', message: 'This partner was changed by someone else since you opened it.' } },
  });
  const { user } = await openAddPartner();
  await user.click(await partnerList().findByRole('button', { name: `Edit ${lsu.name}` }));
  partners = [{ ...lsu, discount_code: 'LSU20', updated_at: changed }];
  const edit = editForm(lsu.name);
  await enter(user, edit.getByRole('textbox', { name: /^Description \(English\)/ }), ' and alumni');
  await user.click(edit.getByRole('button', { name: en['admin.partners.saveChanges'] }));

  expect(await edit.findByText(en['admin.staleRecord.changed'])).toBeInTheDocument();
  expect(edit.getByRole('textbox', { name: /^Description \(English\)/ })).toHaveValue('Queen’s and St. Lawrence students and alumni');
  await user.click(edit.getByRole('button', { name: en['admin.staleRecord.reload'] }));
  await waitFor(() => expect(edit.getByRole('textbox', { name: en['admin.partners.discountCode'] })).toHaveValue('LSU20'));
  await user.click(edit.getByRole('button', { name: en['admin.partners.saveChanges'] }));
  expect(await screen.findByText(`${lsu.name} saved.`)).toBeInTheDocument();
  expect(api.callsTo('updatePartner')[1].body).toMatchObject({ discount_code: 'LSU20', expected_updated_at: changed });
});

test.each(['en', 'ar'] as const)('delete asks first, then removes the partner with a toast (%s)', async (locale) => {
  const t = locale === 'en' ? en : ar;
  let partners: Partner[] = [lsu];
  const api = mockApi({
    listAdminPartners: () => listed(partners),
    deletePartner: () => {
      partners = [];
      return { body: { success: true, message: 'Partner deleted successfully.' } };
    },
  });
  const { user } = await openAddPartner(locale);
  const deleteLabel = t['admin.partners.delete'].replace('{name}', lsu.name);
  await user.click(await partnerList(locale).findByRole('button', { name: deleteLabel }));
  const dialog = within(screen.getByRole('dialog'));
  expect(dialog.getByText(t['admin.partners.confirmDelete'].replace('{name}', lsu.name))).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: t['admin.partners.cancel'] }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.callsTo('deletePartner')).toHaveLength(0);

  await user.click(partnerList(locale).getByRole('button', { name: deleteLabel }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: deleteLabel }));
  expect(await screen.findByText(t['admin.partners.deleted'].replace('{name}', lsu.name))).toBeInTheDocument();
  expect(api.callsTo('deletePartner')[0].url.pathname).toBe('/api/api/v1/admin/partners/1');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await partnerList(locale).findByText(t['admin.partners.empty'])).toBeInTheDocument();
});

test('a partner with students is kept: the refusal is said in Arabic', async () => {
  mockApi({
    listAdminPartners: listed([lsu]),
    deletePartner: { status: 409, body: { success: false, code: 'has_students', message: 'لهذا الشريك طلاب مسجلون باسمه، لذا لا يمكن حذفه.' } },
  });
  const { user } = await openAddPartner('ar');
  const deleteLabel = ar['admin.partners.delete'].replace('{name}', lsu.name);
  await user.click(await partnerList('ar').findByRole('button', { name: deleteLabel }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: deleteLabel }));
  expect(
    await screen.findByText(
      ar['admin.partners.deleteFailed'].replace('{name}', lsu.name).replace('{error}', 'لهذا الشريك طلاب مسجلون باسمه، لذا لا يمكن حذفه.'),
    ),
  ).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(partnerList('ar').getByText(lsu.name)).toBeInTheDocument();
});

test('editing in Arabic: the form is filled in, a new logo replaces the stored one, the save is toasted', async () => {
  const api = mockApi({
    listAdminPartners: listed([lsu]),
    updatePartner: ({ body }) => ({
      body: {
        success: true,
        message: 'تم تحديث الشريك بنجاح.',
        data: { ...lsu, name: String((body as { name: string }).name), logo: '/uploads/partners/new.png' },
      },
    }),
  });
  const { user } = await openAddPartner('ar');
  await user.click(await partnerList('ar').findByRole('button', { name: ar['admin.partners.edit'].replace('{name}', lsu.name) }));
  const edit = within(screen.getByRole('region', { name: ar['admin.partners.editing'].replace('{name}', lsu.name) }));
  expect(edit.getByRole('textbox', { name: new RegExp(`^${ar['admin.partners.accountId']}`) })).toHaveValue('LSU-2026-0417');
  await user.upload(edit.getByLabelText(ar['admin.partners.logo']), png());
  expect(edit.getByRole('img', { name: ar['admin.partners.logoPreview'] })).toBeInTheDocument();
  await user.click(edit.getByRole('button', { name: ar['admin.partners.saveChanges'] }));
  expect(await screen.findByText(ar['admin.partners.updated'].replace('{name}', lsu.name))).toBeInTheDocument();
  expect((api.callsTo('updatePartner')[0].body as { logo: File }).logo.name).toBe('logo.png');
});

test('the description is edited in English, French and Arabic (typed right to left), sent as JSON beside the other fields', async () => {
  const translated: Partner = { ...lsu, translations: { fr: { description: 'Étudiants de Queen’s et de St. Lawrence' }, ar: { description: '' } } };
  const api = mockApi({
    listAdminPartners: listed([translated]),
    updatePartner: ({ body }) => {
      const fields = body as { translations: string };
      return {
        body: {
          success: true,
          message: 'Partner updated successfully.',
          data: { ...translated, translations: JSON.parse(fields.translations) as Partner['translations'] },
        },
      };
    },
  });
  const { user } = await openAddPartner();
  await user.click(await partnerList().findByRole('button', { name: `Edit ${lsu.name}` }));
  const edit = editForm(lsu.name);
  expect(edit.getByRole('textbox', { name: /^Description \(English\)/ })).toHaveValue(lsu.description);
  expect(edit.getByRole('textbox', { name: /^Description \(French\)/ })).toHaveValue('Étudiants de Queen’s et de St. Lawrence');
  const arabic = edit.getByRole('textbox', { name: /^Description \(Arabic\)/ });
  expect(arabic).toHaveValue('');
  expect(arabic).toHaveAttribute('dir', 'rtl');
  expect(arabic).toHaveAttribute('lang', 'ar');
  expect(arabic).not.toBeRequired();
  expect(edit.getAllByText(en['admin.translations.fallbackHint'])).toHaveLength(2);
  await enter(user, arabic, ' طلاب كوينز وسانت لورانس ');
  await user.click(edit.getByRole('button', { name: en['admin.partners.saveChanges'] }));

  expect(await screen.findByText(`${lsu.name} saved.`)).toBeInTheDocument();
  const { translations, ...fields } = api.callsTo('updatePartner')[0].body as { translations: string };
  expect(fields).toMatchObject({ description: lsu.description, expected_updated_at: lsu.updated_at });
  expect(JSON.parse(translations)).toEqual({ fr: { description: 'Étudiants de Queen’s et de St. Lawrence' }, ar: { description: 'طلاب كوينز وسانت لورانس' } });
});

test('adding in Arabic: each description labelled with its language, the translations sent with the logo', async () => {
  const api = mockApi({ listAdminPartners: listed([]), createPartner: ({ body }) => created(body as Record<string, unknown>) });
  const { user } = await openAddPartner('ar');
  const arForm = within(screen.getByRole('region', { name: ar['admin.partners.new'] }));
  const description = (language: 'en' | 'fr' | 'ar') =>
    arForm.getByRole('textbox', {
      name: new RegExp(`^${ar['admin.partners.description']} \\(${ar[`admin.translations.language.${language}`]}\\)`),
    });
  await enter(user, arForm.getByRole('textbox', { name: new RegExp(`^${ar['admin.partners.name']}`) }), 'نادي التجديف');
  await user.upload(arForm.getByLabelText(ar['admin.partners.logo']), png());
  await enter(user, arForm.getByRole('textbox', { name: new RegExp(`^${ar['admin.partners.accountId']}`) }), 'N-1');
  expect(description('en')).toHaveAttribute('dir', 'ltr');
  await enter(user, description('en'), 'Rowing club members');
  await enter(user, description('fr'), 'Membres du club d’aviron');
  await enter(user, description('ar'), 'أعضاء نادي التجديف');
  await user.click(arForm.getByRole('button', { name: ar['admin.partners.add'] }));

  expect(await screen.findByText(ar['admin.partners.added'].replace('{name}', 'نادي التجديف'))).toBeInTheDocument();
  const body = api.callsTo('createPartner')[0].body as { description: string; translations: string; logo: File };
  expect(body.description).toBe('Rowing club members');
  expect(JSON.parse(body.translations)).toEqual({ fr: { description: 'Membres du club d’aviron' }, ar: { description: 'أعضاء نادي التجديف' } });
  expect(body.logo.name).toBe('logo.png');
});

test.each(['en', 'ar'] as const)('each listed partner says which translations its description lacks (%s)', async (locale) => {
  const t = locale === 'en' ? en : ar;
  const translated = { ...lsu, id: 2, name: 'Cataraqui Rowing Club', translations: { fr: { description: 'Rabais' }, ar: { description: 'خصومات' } } };
  const frenchOnly = { ...lsu, id: 3, name: 'Kingston Library', translations: { fr: { description: 'Rabais' }, ar: { description: '' } } };
  const noDescription = { ...lsu, id: 4, name: 'No Words Inc', description: null };
  mockApi({ listAdminPartners: listed([lsu, translated, frenchOnly, noDescription]) });
  await openAddPartner(locale);
  // A row: its Edit button and the lines under it.
  const row = (name: string) =>
    within(
      partnerList(locale)
        .getByRole('button', { name: t['admin.partners.edit'].replace('{name}', name) })
        .closest('li')!,
    );
  const missing = (languages: string) => t['admin.translations.missing'].replace('{languages}', languages);
  await partnerList(locale).findByRole('button', { name: t['admin.partners.edit'].replace('{name}', lsu.name) });
  expect(row(lsu.name).getByText(missing(locale === 'en' ? 'French and Arabic' : 'الفرنسية والعربية'))).toBeInTheDocument();
  expect(row('Kingston Library').getByText(missing(t['admin.translations.missingAr']))).toBeInTheDocument();
  // Complete, or nothing written to translate.
  for (const name of ['Cataraqui Rowing Club', 'No Words Inc']) expect(row(name).queryByText(missing(''), { exact: false })).not.toBeInTheDocument();
});
