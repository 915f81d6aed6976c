import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';
import { fill, formatted } from '../../../test/fill';
import { mockApi } from '../../../test/mockApi';
import { ar, en } from '../../../i18n/catalogs';
import { applicant, approvedWithChange, one, signedIn } from './instructorFixtures';

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

const objectUrls = () => {
  const created: Blob[] = [];
  jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    created.push(blob as Blob);
    return `blob:http://localhost/doc-${created.length}`;
  });
  const revoke = jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  return { created, revoke };
};

test('the application: profile with languages in the reader’s language, bios, car and licence flag; the seven documents with the missing one listed', async () => {
  const api = mockApi({ getAdminInstructor: one(applicant()) });
  await renderApp({ url: '/admin/instructors/12' }, { preloadedState: signedIn });
  const profile = within(await screen.findByRole('region', { name: en['admin.instructors.profile'] }));
  expect(api.callsTo('getAdminInstructor')[0].headers.get('authorization')).toBe('Bearer admin-token');
  expect(screen.getByRole('heading', { level: 1, name: en['admin.instructors.application'] })).toBeInTheDocument();
  const review = within(screen.getByRole('region', { name: 'Omar Haddad' }));
  expect(review.getByText(en['admin.instructors.status.pending'])).toBeInTheDocument();
  expect(review.getByText('Nov 18, 2026')).toBeInTheDocument();
  expect(profile.getByText('Arabic and French')).toBeInTheDocument();
  expect(profile.getByText('Patient et calme.')).toBeInTheDocument();
  expect(profile.getByText('صبور وهادئ.')).toHaveAttribute('lang', 'ar');
  expect(profile.getByText('Toyota Corolla 2022')).toBeInTheDocument();
  expect(profile.getByRole('img', { name: "Omar Haddad's car" })).toHaveAttribute('src', 'http://localhost/uploads/instructors/car-12.jpg');
  expect(profile.getByText('DI-4455')).toBeInTheDocument();
  expect(profile.getByText('Mar 9, 1985')).toBeInTheDocument();
  expect(profile.getByText(en['admin.instructors.licence.expiring'])).toBeInTheDocument();

  const documents = within(screen.getByRole('region', { name: en['admin.instructors.documents'] }));
  expect(documents.getByText(en['instructors.doc1'])).toBeInTheDocument();
  expect(documents.getByRole('alert')).toHaveTextContent(`${en['instructors.doc7']} (${en['instructorDocs.frontPlate']})`);
  expect(documents.getAllByText(en['admin.instructors.doc.notUploaded'])).toHaveLength(1);
  expect(documents.getByText(/in-car-certification\.pdf/).closest('p')).toHaveTextContent('in-car-certification.pdf · 200 kB · Nov 18, 2026');

  // The application belongs to the instructors section of the sidebar, whose list it links back to.
  const sidebar = within(screen.getByRole('navigation', { name: en['admin.nav.label'] }));
  expect(sidebar.getByRole('link', { name: en['admin.nav.instructors'] })).toHaveAttribute('aria-current', 'page');
  expect(within(screen.getByRole('banner')).getByText(en['admin.nav.instructors'])).toBeInTheDocument();
  expect(screen.getByRole('link', { name: en['admin.instructors.backToList'] })).toHaveAttribute('href', '/admin/instructor-content');
});

test('a PDF and an image are shown in the page from files fetched with the admin token; hiding revokes them', async () => {
  const { created, revoke } = objectUrls();
  const api = mockApi({ getAdminInstructor: one(applicant()), getAdminInstructorDocumentFile: { body: 'file bytes' } });
  const { user } = await renderApp({ url: '/admin/instructors/12' }, { preloadedState: signedIn });
  const documents = within(await screen.findByRole('region', { name: en['admin.instructors.documents'] }));

  await user.click(documents.getByRole('button', { name: fill(en['admin.instructors.doc.view'], { document: en['instructors.doc1'] }) }));
  const pdf = await documents.findByTitle(en['instructors.doc1']);
  // Framed for the browser's viewer: the site's policy allows no plugin <object>.
  expect(pdf.tagName).toBe('IFRAME');
  expect(pdf).toHaveAttribute('src', 'blob:http://localhost/doc-1');
  expect(created[0].type).toBe('application/pdf');
  expect(documents.getByRole('link', { name: 'Download in-car-certification.pdf' })).toHaveAttribute('download', 'in-car-certification.pdf');
  const call = api.callsTo('getAdminInstructorDocumentFile')[0];
  expect(call.url.pathname).toBe('/api/api/v1/admin/instructors/12/documents/in_car_certification/file');
  expect(call.headers.get('authorization')).toBe('Bearer admin-token');

  await user.click(documents.getByRole('button', { name: fill(en['admin.instructors.doc.view'], { document: en['instructorDocs.dualBrake'] }) }));
  expect(await documents.findByRole('img', { name: en['instructorDocs.dualBrake'] })).toHaveAttribute('src', 'blob:http://localhost/doc-2');
  expect(created[1].type).toBe('image/jpeg');

  await user.click(documents.getByRole('button', { name: fill(en['admin.instructors.doc.hide'], { document: en['instructors.doc1'] }) }));
  expect(documents.queryByTitle(en['instructors.doc1'])).not.toBeInTheDocument();
  expect(revoke).toHaveBeenCalledWith('blob:http://localhost/doc-1');
});

test('a document that cannot be fetched says why, with a retry', async () => {
  objectUrls();
  let failing = true;
  mockApi({
    getAdminInstructor: one(applicant()),
    getAdminInstructorDocumentFile: () => (failing ? { status: 404, body: { success: false, message: 'No such file.' } } : { body: 'file bytes' }),
  });
  const { user } = await renderApp({ url: '/admin/instructors/12' }, { preloadedState: signedIn });
  const documents = within(await screen.findByRole('region', { name: en['admin.instructors.documents'] }));
  await user.click(documents.getByRole('button', { name: fill(en['admin.instructors.doc.view'], { document: en['instructors.doc2'] }) }));
  expect(await documents.findByText(/No such file\./)).toBeInTheDocument();
  failing = false;
  await user.click(documents.getByRole('button', { name: en['common.retry'] }));
  expect(await documents.findByTitle(en['instructors.doc2'])).toBeInTheDocument();
});

test('approve: posted with the version read; the toast, and the application as reviewed', async () => {
  let stored = applicant();
  const api = mockApi({
    getAdminInstructor: () => one(stored),
    reviewInstructor: () => {
      stored = applicant({ status: 'accepted', reviewed_at: '2026-11-20T15:00:00.000Z', updated_at: '2026-11-20T15:00:00.000Z' });
      return one(stored);
    },
  });
  const { user } = await renderApp({ url: '/admin/instructors/12' }, { preloadedState: signedIn });
  await user.click(await screen.findByRole('button', { name: en['admin.instructors.review.approve'] }));
  const dialog = within(screen.getByRole('dialog', { name: fill(en['admin.instructors.review.approveTitle'], { name: 'Omar Haddad' }) }));
  await user.click(dialog.getByRole('button', { name: en['admin.instructors.review.approve'] }));
  expect(await screen.findByText(fill(en['admin.instructors.review.approvedDone'], { name: 'Omar Haddad' }))).toBeInTheDocument();
  expect(api.callsTo('reviewInstructor')[0].body).toEqual({ decision: 'approve', updated_at: '2026-11-18T15:00:00.000Z' });
  const review = within(screen.getByRole('region', { name: 'Omar Haddad' }));
  expect(await review.findByText(en['admin.instructors.status.accepted'])).toBeInTheDocument();
  expect(review.getByText('Nov 20, 2026')).toBeInTheDocument();
  expect(review.queryByRole('button', { name: en['admin.instructors.review.approve'] })).not.toBeInTheDocument();
});

test('reject: the reason is required and long enough; then sent, and shown with the review', async () => {
  let stored = applicant();
  const api = mockApi({
    getAdminInstructor: () => one(stored),
    reviewInstructor: ({ body }) => {
      stored = applicant({ status: 'rejected', reviewed_at: '2026-11-20T15:00:00.000Z', review_reason: (body as { reason: string }).reason });
      return one(stored);
    },
  });
  const { user } = await renderApp({ url: '/admin/instructors/12' }, { preloadedState: signedIn });
  await user.click(await screen.findByRole('button', { name: en['admin.instructors.review.reject'] }));
  const dialog = within(screen.getByRole('dialog', { name: fill(en['admin.instructors.review.rejectTitle'], { name: 'Omar Haddad' }) }));
  const confirm = dialog.getByRole('button', { name: en['admin.instructors.review.reject'] });
  expect(confirm).toBeDisabled();
  await user.type(dialog.getByRole('textbox', { name: en['admin.bookings.reason'] }), 'Expired');
  await user.click(confirm);
  expect(await dialog.findByText(formatted(en['admin.instructors.review.reasonShort'], { min: 10 }))).toBeInTheDocument();
  expect(api.callsTo('reviewInstructor')).toHaveLength(0);
  await user.type(dialog.getByRole('textbox', { name: en['admin.bookings.reason'] }), ' insurance certificate.');
  await user.click(confirm);
  expect(await screen.findByText(fill(en['admin.instructors.review.rejectedDone'], { name: 'Omar Haddad' }))).toBeInTheDocument();
  expect(api.callsTo('reviewInstructor')[0].body).toEqual({
    decision: 'reject',
    reason: 'Expired insurance certificate.',
    updated_at: '2026-11-18T15:00:00.000Z',
  });
  const review = within(screen.getByRole('region', { name: 'Omar Haddad' }));
  expect(await review.findByText('Expired insurance certificate.')).toBeInTheDocument();
  expect(review.getByText(en['admin.instructors.status.rejected'])).toBeInTheDocument();
});

test('a review refused because the application changed reloads it and says why, in Arabic', async () => {
  const api = mockApi({
    getAdminInstructor: one(applicant()),
    reviewInstructor: { status: 409, body: { success: false, message: 'تغيّر', code: 'stale' } },
  });
  const { user } = await renderApp({ url: '/admin/instructors/12' }, { preloadedState: signedIn, locale: 'ar' });
  await user.click(await screen.findByRole('button', { name: ar['admin.instructors.review.approve'] }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: ar['admin.instructors.review.approve'] }));
  expect(await screen.findByText(ar['admin.instructors.review.stale'])).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(api.callsTo('getAdminInstructor')).toHaveLength(2));
});

test('an application that cannot be loaded says why, with a retry', async () => {
  mockApi({ getAdminInstructor: { status: 404, body: { success: false, message: 'Not found.' } } });
  await renderApp({ url: '/admin/instructors/99' }, { preloadedState: signedIn });
  expect(await screen.findByRole('alert')).toHaveTextContent('Not found.');
  expect(screen.getByRole('button', { name: en['common.retry'] })).toBeInTheDocument();
});

describe.each([
  ['en', en],
  ['ar', ar],
] as const)('an approved instructor’s profile change, in %s', (locale, t) => {
  test('each changed field as the website shows it and as proposed, the car photo before and after; approving sends the change’s version', async () => {
    let stored = approvedWithChange();
    const api = mockApi({
      getAdminInstructor: () => one(stored),
      reviewInstructorProfileChange: () => {
        stored = applicant({ status: 'accepted', f_name: 'Omar-Karim', updated_at: '2026-11-22T15:00:00.000Z' });
        return one(stored);
      },
    });
    const { user } = await renderApp({ url: '/admin/instructors/12' }, { preloadedState: signedIn, locale });
    const section = within(await screen.findByRole('region', { name: t['admin.instructors.change.title'] }));
    const table = within(section.getByRole('table'));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      t['admin.instructors.change.field'],
      t['admin.instructors.change.before'],
      t['admin.instructors.change.after'],
    ]);
    const cells = (label: string) => within(table.getByRole('rowheader', { name: label }).closest('tr')!).getAllByRole('cell');
    expect(cells(t['admin.instructors.firstName']).map((cell) => cell.textContent)).toEqual(['Omar', 'Omar-Karim']);
    expect(cells(t['admin.instructors.bioFr']).map((cell) => cell.textContent)).toEqual(['Patient et calme.', 'Très patient.']);
    // Only the bios that changed.
    expect(table.queryByRole('rowheader', { name: t['admin.instructors.bioEn'] })).not.toBeInTheDocument();
    expect(table.queryByRole('rowheader', { name: t['admin.instructors.lastName'] })).not.toBeInTheDocument();
    expect(table.getByRole('img', { name: fill(t['admin.instructors.change.photoBefore'], { name: 'Omar Haddad' }) })).toHaveAttribute(
      'src',
      'http://localhost/uploads/instructors/car-12.jpg',
    );
    expect(table.getByRole('img', { name: fill(t['admin.instructors.change.photoAfter'], { name: 'Omar Haddad' }) })).toHaveAttribute(
      'src',
      'http://localhost/uploads/instructors/car-12-new.jpg',
    );

    await user.click(section.getByRole('button', { name: t['admin.instructors.change.approve'] }));
    const dialog = within(screen.getByRole('dialog', { name: fill(t['admin.instructors.change.approveTitle'], { name: 'Omar Haddad' }) }));
    expect(dialog.getByText(fill(t['admin.instructors.change.approveWhat'], { name: 'Omar Haddad' }))).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: t['admin.instructors.change.approve'] }));
    expect(await screen.findByText(fill(t['admin.instructors.change.approvedDone'], { name: 'Omar Haddad' }))).toBeInTheDocument();
    expect(api.callsTo('reviewInstructorProfileChange')[0].body).toEqual({ decision: 'approve', updated_at: '2026-11-21T15:00:00.000Z' });
    await waitFor(() => expect(screen.queryByRole('region', { name: t['admin.instructors.change.title'] })).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Omar-Karim Haddad' })).toBeInTheDocument();
  });

  test('rejecting needs a reason of some length; the refusal is then shown with when and why', async () => {
    let stored = approvedWithChange();
    const api = mockApi({
      getAdminInstructor: () => one(stored),
      reviewInstructorProfileChange: ({ body }) => {
        const reason = (body as { reason: string }).reason;
        stored = approvedWithChange({
          status: 'rejected',
          reviewed_at: '2026-11-22T15:00:00.000Z',
          review_reason: reason,
          updated_at: '2026-11-22T15:00:00.000Z',
        });
        return one(stored);
      },
    });
    const { user } = await renderApp({ url: '/admin/instructors/12' }, { preloadedState: signedIn, locale });
    const section = within(await screen.findByRole('region', { name: t['admin.instructors.change.title'] }));
    await user.click(section.getByRole('button', { name: t['admin.instructors.change.reject'] }));
    const dialog = within(screen.getByRole('dialog', { name: fill(t['admin.instructors.change.rejectTitle'], { name: 'Omar Haddad' }) }));
    const confirm = dialog.getByRole('button', { name: t['admin.instructors.change.reject'] });
    expect(confirm).toBeDisabled();
    await user.type(dialog.getByRole('textbox', { name: t['admin.bookings.reason'] }), 'Blurry');
    await user.click(confirm);
    expect(await dialog.findByText(formatted(t['admin.instructors.review.reasonShort'], { min: 10 }, locale))).toBeInTheDocument();
    expect(api.callsTo('reviewInstructorProfileChange')).toHaveLength(0);
    await user.type(dialog.getByRole('textbox', { name: t['admin.bookings.reason'] }), ' photo.');
    await user.click(confirm);
    expect(await screen.findByText(fill(t['admin.instructors.change.rejectedDone'], { name: 'Omar Haddad' }))).toBeInTheDocument();
    expect(api.callsTo('reviewInstructorProfileChange')[0].body).toEqual({
      decision: 'reject',
      reason: 'Blurry photo.',
      updated_at: '2026-11-21T15:00:00.000Z',
    });
    expect(await screen.findByText(/Blurry photo\./)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: t['admin.instructors.change.title'] })).not.toBeInTheDocument();
  });

  test('a decision on a change the instructor replaced since reloads the instructor and says why', async () => {
    const api = mockApi({
      getAdminInstructor: one(approvedWithChange()),
      reviewInstructorProfileChange: { status: 409, body: { success: false, message: 'Changed.', code: 'stale' } },
    });
    const { user } = await renderApp({ url: '/admin/instructors/12' }, { preloadedState: signedIn, locale });
    await user.click(await screen.findByRole('button', { name: t['admin.instructors.change.approve'] }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: t['admin.instructors.change.approve'] }));
    expect(await screen.findByText(t['admin.instructors.change.stale'])).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.callsTo('getAdminInstructor')).toHaveLength(2));
  });
});

test('an instructor without a profile change shows no change to review', async () => {
  mockApi({ getAdminInstructor: one(applicant({ status: 'accepted', profile_change: null })) });
  await renderApp({ url: '/admin/instructors/12' }, { preloadedState: signedIn });
  expect(await screen.findByRole('region', { name: en['admin.instructors.profile'] })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: en['admin.instructors.change.title'] })).not.toBeInTheDocument();
});
