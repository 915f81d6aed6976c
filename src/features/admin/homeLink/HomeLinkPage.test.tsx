import { screen, waitFor, within } from '@testing-library/react';
import type { HomeLinkAssignment } from '../../../api/officeApi';
import { ar, en } from '../../../i18n/catalogs';
import { enter } from '../../../test/enter';
import { mockApi } from '../../../test/mockApi';
import { renderApp } from '../../../test/renderApp';

afterEach(() => localStorage.clear());

const signedIn = { auth: { adminToken: 'admin-token', adminUser: { id: 1, name: 'Admin', email: 'admin@example.com', role: 'admin' }, customerToken: null } };

const assignment = (id: number, en: string, minutes = 90, recorded_by_courses = 0): HomeLinkAssignment => ({
  id,
  title: { en, fr: '', ar: `${en} (ar)` },
  minutes,
  recorded_by_courses,
});
const list = (rows: HomeLinkAssignment[]) => ({ body: { success: true, data: rows } });

test('the office adds an assignment with its titles and minutes; minutes off the quarter hour are refused before sending', async () => {
  let rows = [assignment(1, 'Night driving', 120, 3)];
  const api = mockApi({
    listBdeHomeLinkAssignments: () => list(rows),
    createBdeHomeLinkAssignment: ({ body }) => {
      const input = body as { title: { en: string }; minutes: number };
      rows = [...rows, assignment(2, input.title.en, input.minutes)];
      return { status: 201, body: { success: true, data: rows[1] } };
    },
  });
  const { user } = await renderApp({ url: '/admin/bde-home-link' }, { preloadedState: signedIn });
  const listed = within(await screen.findByRole('region', { name: en['admin.homeLink.list'] }));
  expect(await listed.findByText('120 minutes · recorded by 3 students')).toBeInTheDocument();

  const form = within(screen.getByRole('region', { name: en['admin.homeLink.new'] }));
  await enter(user, form.getByRole('textbox', { name: /^Title \(English\)/ }), 'Parking practice');
  const minutes = form.getByRole('spinbutton', { name: /^Minutes credited/ });
  await user.clear(minutes);
  await enter(user, minutes, '50');
  await user.click(form.getByRole('button', { name: en['admin.homeLink.add'] }));
  expect(minutes).toHaveAccessibleDescription(en['admin.homeLink.minutesInvalid']);
  expect(api.callsTo('createBdeHomeLinkAssignment')).toHaveLength(0);

  await user.clear(minutes);
  await enter(user, minutes, '45');
  await user.click(form.getByRole('button', { name: en['admin.homeLink.add'] }));
  expect(await listed.findByText('Parking practice')).toBeInTheDocument();
  expect(api.callsTo('createBdeHomeLinkAssignment')[0].body).toEqual({ title: { en: 'Parking practice', fr: '', ar: '' }, minutes: 45 });
});

test('in Arabic the titles show in Arabic, and a delete the server refuses (work recorded) says why', async () => {
  mockApi({
    listBdeHomeLinkAssignments: list([assignment(1, 'Night driving', 120, 3)]),
    deleteBdeHomeLinkAssignment: {
      status: 409,
      body: { success: false, code: 'has_work', message: 'سجّل طلاب هذه المهمة: تبقى في سجلات دوراتهم.' },
    },
  });
  const { user } = await renderApp({ url: '/admin/bde-home-link' }, { preloadedState: signedIn, locale: 'ar' });
  const listed = within(await screen.findByRole('region', { name: ar['admin.homeLink.list'] }));
  await user.click(await listed.findByRole('button', { name: 'حذف Night driving (ar)' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /حذف/ }));
  await waitFor(() => expect(screen.getByText(/سجّل طلاب هذه المهمة/)).toBeInTheDocument());
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
});
