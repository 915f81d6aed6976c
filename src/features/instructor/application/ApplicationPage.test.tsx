import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/renderApp';
import { fill } from '../../../test/fill';
import { mockApi } from '../../../test/mockApi';
import { ar, en } from '../../../i18n/catalogs';
import { acceptedApplication, applicationReply, draftApplication, pendingChange, signedInInstructor } from '../shared/instructorFixtures';

const catalogs = { en, ar };
const label = (text: string) => new RegExp(`^${text}`);

afterEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
});

describe.each(['en', 'ar'] as const)('in %s', (locale) => {
  const t = catalogs[locale];
  const prefix = locale === 'en' ? '' : `/${locale}`;

  test('the application shows its state, what is missing (leading to its field), the profile, the documents and the area navigation', async () => {
    mockApi({ getMyApplication: applicationReply(draftApplication) });
    const { user } = await renderApp({ url: `${prefix}/instructor` }, { preloadedState: signedInInstructor, locale });
    expect(await screen.findByRole('heading', { level: 1, name: t['page.instructor.application.title'] })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    expect(await screen.findByText(t['instructorArea.status.draft'])).toBeInTheDocument();

    const nav = within(screen.getByRole('navigation', { name: t['instructorArea.nav.label'] }));
    expect(nav.getByRole('link', { name: t['instructorArea.nav.application'] })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: t['instructorArea.nav.lessons'] })).toHaveAttribute('href', `${prefix}/instructor/lessons`);

    const phone = screen.getByRole('textbox', { name: label(t['instructorArea.field.phone']) });
    await user.click(screen.getByRole('link', { name: t['instructorArea.field.phone'] }));
    expect(phone).toHaveFocus();
    expect(screen.getByRole('link', { name: t['instructors.doc4'] })).toBeInTheDocument();

    expect(screen.getByRole('textbox', { name: label(t['instructorArea.field.firstName']) })).toHaveValue('Samir');
    const languageNames = new Intl.DisplayNames([locale], { type: 'language' });
    expect(screen.getByRole('checkbox', { name: languageNames.of('ar') })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: languageNames.of('es') })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: fill(t['instructorArea.field.bioIn'], { language: languageNames.of('fr') ?? '' }) })).toHaveValue('');

    expect(screen.getByRole('heading', { level: 3, name: t['instructors.doc7'] })).toBeInTheDocument();
    // The file name isolated in a line of the page's direction.
    const file = screen.getByText('g-licence.pdf');
    expect(file.tagName).toBe('BDI');
    expect(file.parentElement).not.toHaveAttribute('dir');
    expect(screen.getByLabelText(fill(t['instructorArea.upload.replace'], { name: t['instructors.doc3'] }))).toHaveAttribute('type', 'file');
    expect(screen.getByLabelText(fill(t['instructorArea.upload.choose'], { name: t['instructorDocs.dualBrake'] }))).toBeInTheDocument();
  });
});

describe.each(['en', 'ar'] as const)('an approved instructor’s profile change, in %s', (locale) => {
  const t = catalogs[locale];
  const prefix = locale === 'en' ? '' : `/${locale}`;
  const approved = { ...acceptedApplication, car_image_url: '/uploads/instructors/car.webp' };

  test('waiting for review: what waits is listed, the form holds the changed values, the new photo stands beside the public one', async () => {
    mockApi({ getMyApplication: applicationReply({ ...approved, profile_change: pendingChange() }) });
    await renderApp({ url: `${prefix}/instructor` }, { preloadedState: signedInInstructor, locale });
    const notice = within((await screen.findByText(t['instructorArea.change.pending'])).closest('[role="status"]') as HTMLElement);
    expect(notice.getAllByRole('listitem').map((item) => item.textContent)).toEqual([t['instructorArea.field.lastName'], t['instructorArea.field.carPhoto']]);
    expect(screen.getByRole('textbox', { name: label(t['instructorArea.field.lastName']) })).toHaveValue('Haddad-Aziz');
    // Stored as +16135550199, shown as people write it.
    expect(screen.getByRole('textbox', { name: label(t['instructorArea.field.phone']) })).toHaveValue('(613) 555-0199');
    expect(screen.getByText(t['instructorArea.profile.publicReview'])).toBeInTheDocument();
    const photos = within(screen.getByRole('region', { name: t['instructorArea.field.carPhoto'] }));
    expect(photos.getByRole('img', { name: t['instructorArea.carPhoto.alt'] })).toHaveAttribute('src', 'http://localhost/uploads/instructors/car.webp');
    expect(photos.getByRole('img', { name: t['instructorArea.carPhoto.pendingAlt'] })).toHaveAttribute(
      'src',
      'http://localhost/uploads/instructors/new-car.webp',
    );
    expect(photos.getByText(t['instructorArea.carPhoto.pending'])).toBeInTheDocument();
  });

  test('refused: the office’s reason, and the approved values in the form', async () => {
    const refused = pendingChange({ status: 'rejected', reviewed_at: '2026-11-24T09:00:00.000Z', review_reason: 'Utilisez votre nom légal.' });
    mockApi({ getMyApplication: applicationReply({ ...approved, profile_change: refused }) });
    await renderApp({ url: `${prefix}/instructor` }, { preloadedState: signedInInstructor, locale });
    const alert = within(await screen.findByRole('alert'));
    expect(alert.getByText(t['instructorArea.change.rejected'])).toBeInTheDocument();
    expect(alert.getByText(fill(t['instructorArea.status.reason'], { reason: 'Utilisez votre nom légal.' }))).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: label(t['instructorArea.field.lastName']) })).toHaveValue('Haddad');
    expect(screen.queryByRole('img', { name: t['instructorArea.carPhoto.pendingAlt'] })).not.toBeInTheDocument();
  });
});

test('saving a change to the public profile of an approved instructor says it waits for the office', async () => {
  let application = acceptedApplication;
  const api = mockApi({
    getMyApplication: () => applicationReply(application),
    updateMyApplication: () => {
      application = {
        ...acceptedApplication,
        updated_at: '2026-11-24T12:00:00.000Z',
        profile_change: pendingChange({ car_image_url: null, changed: ['l_name'] }),
      };
      return applicationReply(application);
    },
  });
  const { user } = await renderApp({ url: '/instructor' }, { preloadedState: signedInInstructor });
  const lastName = await screen.findByRole('textbox', { name: label(en['instructorArea.field.lastName']) });
  await user.type(lastName, '-A');
  await user.click(screen.getByRole('button', { name: en['instructorArea.profile.save'] }));
  expect(await screen.findByText(en['instructorArea.profile.savedForReview'])).toBeInTheDocument();
  expect(api.callsTo('updateMyApplication')[0].body).toMatchObject({ l_name: 'Haddad-A' });
  expect(await screen.findByText(en['instructorArea.change.pending'])).toBeInTheDocument();
  // The form shows the change as the server holds it.
  expect(lastName).toHaveValue('Haddad-Aziz');
});

test('a rejected application shows the office reason', async () => {
  mockApi({ getMyApplication: applicationReply({ ...draftApplication, status: 'rejected', review_reason: 'The insurance has expired.' }) });
  await renderApp({ url: '/instructor' }, { preloadedState: signedInInstructor });
  expect(await screen.findByText(fill(en['instructorArea.status.reason'], { reason: 'The insurance has expired.' }))).toBeInTheDocument();
});

test('signed out, the area sends to the login, which brings the instructor back', async () => {
  mockApi({});
  const { router } = await renderApp({ url: '/instructor/lessons' });
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(router.state.location.state).toEqual({ from: '/instructor/lessons' });
});

test('saving sends the profile with its version; a version changed elsewhere keeps what was typed, and saving again uses the newer one', async () => {
  let version = draftApplication.updated_at;
  const api = mockApi({
    getMyApplication: () => applicationReply({ ...draftApplication, updated_at: version }),
    updateMyApplication: ({ body }) => {
      const input = body as { updated_at: string; phone_number: string };
      if (input.updated_at !== version) return { status: 409, body: { success: false, message: 'Changed meanwhile.', code: 'stale' } };
      version = '2026-11-24T12:00:00.000Z';
      return applicationReply({ ...draftApplication, phone_number: input.phone_number, updated_at: version, missing: ['documents.insurance'] });
    },
  });
  const { user } = await renderApp({ url: '/instructor' }, { preloadedState: signedInInstructor });
  const phone = await screen.findByRole('textbox', { name: label(en['instructorArea.field.phone']) });
  version = '2026-11-24T11:00:00.000Z';
  await user.type(phone, '613 555 0199');
  await user.click(screen.getByRole('button', { name: en['instructorArea.profile.save'] }));
  expect(await screen.findByText(en['instructorArea.profile.stale'])).toBeInTheDocument();
  expect(phone).toHaveValue('613 555 0199');
  expect(screen.getByRole('button', { name: en['instructorArea.submit.button'] })).toBeDisabled();

  await waitFor(() => expect(api.callsTo('getMyApplication')).toHaveLength(2));
  await user.click(screen.getByRole('button', { name: en['instructorArea.profile.save'] }));
  expect(await screen.findByText(en['instructorArea.profile.saved'])).toBeInTheDocument();
  const saves = api.callsTo('updateMyApplication');
  expect(saves[1].body).toMatchObject({ phone_number: '613 555 0199', updated_at: '2026-11-24T11:00:00.000Z', languages: ['en', 'ar'] });
  // The saved number is shown as people write it.
  expect(phone).toHaveValue('(613) 555-0199');
});

test('the business phone: off by default, explained, sent as typed; the server’s refusal is shown at the field', async () => {
  let reply = 0;
  const api = mockApi({
    getMyApplication: applicationReply(acceptedApplication),
    updateMyApplication: () =>
      reply++ === 0
        ? { status: 422, body: { success: false, message: 'Check the form.', errors: { public_phone: ['Enter a valid phone number.'] } } }
        : applicationReply({ ...acceptedApplication, public_phone: '+16135550100', updated_at: '2026-11-24T12:00:00.000Z' }),
  });
  const { user } = await renderApp({ url: '/instructor' }, { preloadedState: signedInInstructor });
  const field = await screen.findByRole('textbox', { name: (name) => name.startsWith(en['instructorArea.field.publicPhone']) });
  expect(field).toHaveValue('');
  expect(field).toHaveAccessibleDescription(en['instructorArea.field.publicPhoneHelp']);
  await user.type(field, '555');
  await user.click(screen.getByRole('button', { name: en['instructorArea.profile.save'] }));
  await waitFor(() => expect(field).toHaveAccessibleDescription('Enter a valid phone number.'));
  expect(field).toBeInvalid();
  await user.clear(field);
  await user.type(field, '613 555 0100');
  await user.click(screen.getByRole('button', { name: en['instructorArea.profile.save'] }));
  expect(await screen.findByText(en['instructorArea.profile.saved'])).toBeInTheDocument();
  expect(api.callsTo('updateMyApplication')[1].body).toMatchObject({ public_phone: '613 555 0100', phone_number: '(613) 555-0199' });
  // Stored as +16135550100, shown as people write it.
  expect(field).toHaveValue('(613) 555-0100');
});

test('a document is checked before sending, uploaded through XMLHttpRequest with the instructor token, and the application is read again', async () => {
  let application = draftApplication;
  const api = mockApi({
    getMyApplication: () => applicationReply(application),
    uploadMyDocument: ({ pathParams }) => {
      application = {
        ...application,
        documents: [
          ...application.documents,
          { kind: 'insurance', file_name: 'insurance.pdf', mime_type: 'application/pdf', size_bytes: 4, uploaded_at: '2026-11-24T13:00:00.000Z' },
        ],
        missing: ['phone_number'],
      };
      expect(pathParams.kind).toBe('insurance');
      return applicationReply(application);
    },
  });
  await renderApp({ url: '/instructor' }, { preloadedState: signedInInstructor });
  const { upload } = userEvent.setup({ applyAccept: false });
  const input = await screen.findByLabelText(fill(en['instructorArea.upload.choose'], { name: en['instructors.doc4'] }));

  await upload(input, new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }));
  expect(await screen.findByText(en['instructorArea.upload.type'])).toBeInTheDocument();
  await upload(input, new File([new Uint8Array(8 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' }));
  expect(await screen.findByText(fill(en['instructorArea.upload.tooLarge'], { max: 8 }))).toBeInTheDocument();
  expect(api.callsTo('uploadMyDocument')).toHaveLength(0);

  await upload(input, new File(['%PDF'], 'insurance.pdf', { type: 'application/pdf' }));
  expect(await screen.findByText(label('insurance.pdf'))).toBeInTheDocument();
  const [sent] = api.callsTo('uploadMyDocument');
  expect(sent.headers.get('authorization')).toBe('Bearer itok-1');
  expect(sent.body).toHaveProperty('file');
  expect(screen.queryByRole('link', { name: en['instructors.doc4'] })).not.toBeInTheDocument();
});

test("the server's refusal of a file is shown at its upload", async () => {
  mockApi({
    getMyApplication: applicationReply(draftApplication),
    uploadMyDocument: { status: 415, body: { success: false, message: 'Only PDF, PNG, JPEG or WebP files are accepted.' } },
  });
  await renderApp({ url: '/instructor' }, { preloadedState: signedInInstructor });
  const { upload } = userEvent.setup({ applyAccept: false });
  await upload(
    await screen.findByLabelText(fill(en['instructorArea.upload.choose'], { name: en['instructors.doc1'] })),
    new File(['%PDF'], 'cert.pdf', { type: 'application/pdf' }),
  );
  expect(await screen.findByText('Only PDF, PNG, JPEG or WebP files are accepted.')).toBeInTheDocument();
});

test('submitting names each missing item the server lists, each leading to its field', async () => {
  mockApi({
    getMyApplication: applicationReply(draftApplication),
    submitMyApplication: {
      status: 422,
      body: {
        success: false,
        message: 'The application is incomplete.',
        errors: { phone_number: ['The phone number is required.'], 'documents.insurance': ['The insurance is required.'] },
      },
    },
  });
  const { user } = await renderApp({ url: '/instructor' }, { preloadedState: signedInInstructor });
  await user.click(await screen.findByRole('button', { name: en['instructorArea.submit.button'] }));
  const alert = within(await screen.findByRole('alert'));
  expect(alert.getByRole('link', { name: en['instructors.doc4'] }).closest('li')).toHaveTextContent('The insurance is required.');
  expect(alert.getByRole('link', { name: en['instructorArea.field.phone'] })).toBeInTheDocument();
});

test('an approved application shows its state and no submission', async () => {
  mockApi({ getMyApplication: applicationReply(acceptedApplication) });
  await renderApp({ url: '/instructor' }, { preloadedState: signedInInstructor });
  expect(await screen.findByText(en['instructorArea.status.accepted'])).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: en['instructorArea.submit.button'] })).not.toBeInTheDocument();
  expect(screen.getByText(en['instructorArea.profile.licenceReview'])).toBeInTheDocument();
});
