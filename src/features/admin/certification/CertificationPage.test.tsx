import { screen, waitFor, within } from '@testing-library/react';
import type { AdminBdeCourse } from '../../../api/officeApi';
import { ar, en } from '../../../i18n/catalogs';
import { enter } from '../../../test/enter';
import { mockApi } from '../../../test/mockApi';
import { renderApp } from '../../../test/renderApp';
import { adminCourse } from '../shared/courseFixtures';

afterEach(() => localStorage.clear());

const signedIn = { auth: { adminToken: 'admin-token', adminUser: { id: 1, name: 'Admin', email: 'admin@example.com', role: 'admin' }, customerToken: null } };

/** A course ready to certify, every part done. */
const course = (id: number, name: string, overrides: Partial<AdminBdeCourse> = {}): AdminBdeCourse =>
  adminCourse({
    id,
    booking_id: 30 + id,
    status: 'ready',
    course_start: '2026-06-12',
    in_car_deadline: '2027-06-12',
    progress: {
      class_minutes: 1200,
      class_hours_required: 20,
      in_car_minutes: 600,
      in_car_hours_required: 10,
      home_link_minutes: 600,
      home_link_hours_required: 10,
      test_passed: true,
      pass_percent: 70,
    },
    ready_at: '2026-11-02T14:00:00.000Z',
    student: { id: id + 100, name, email: `${name.split(' ')[0].toLowerCase()}@example.com` },
    ...overrides,
  });

test('the office records the certificate of a student ready to certify; the list then leaves them out, and the at-risk list says why', async () => {
  let ready = [course(1, 'Lucas Tremblay')];
  const atRisk = [
    {
      course: course(2, 'Noah Haddad', { status: 'in_progress', in_car_deadline: '2026-12-20', ready_at: null }),
      reasons: ['deadline', 'idle'],
      last_activity_at: '2026-09-01T14:00:00.000Z',
    },
  ];
  const api = mockApi({
    listBdeCertificationQueue: () => ({ body: { success: true, ready, at_risk: atRisk } }),
    certifyBdeCourse: () => {
      const certified = course(1, 'Lucas Tremblay', {
        status: 'certified',
        certificate: { issued_on: '2026-11-20', mto_reference: 'BDE-2026-0042' },
        certified_by: { name: 'Admin', at: '2026-11-20T15:00:00.000Z' },
      });
      ready = [];
      return { body: { success: true, data: certified } };
    },
  });
  const { user } = await renderApp({ url: '/admin/bde-certification' }, { preloadedState: signedIn });
  const readyList = within(await screen.findByRole('region', { name: en['admin.certification.ready'] }));
  expect(readyList.getByText('Ready since Nov 2, 2026')).toBeInTheDocument();
  const risky = within(screen.getByRole('article', { name: 'Noah Haddad' }));
  expect(risky.getByText('In-car part ends Dec 20, 2026 with hours left')).toBeInTheDocument();
  expect(risky.getByText('Nothing recorded since Sep 1, 2026')).toBeInTheDocument();

  await user.click(readyList.getByRole('button', { name: 'Record certificate (Lucas Tremblay)' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Certificate of Lucas Tremblay' }));
  const confirm = dialog.getByRole('button', { name: en['admin.certification.confirm'] });
  expect(confirm).toBeDisabled();
  await enter(user, dialog.getByRole('textbox', { name: /^Ministry reference/ }), 'BDE-2026-0042');
  await user.click(confirm);
  expect(await screen.findByText('Lucas Tremblay is certified.')).toBeInTheDocument();
  expect(await screen.findByText(en['admin.certification.readyEmpty'])).toBeInTheDocument();
  expect(api.callsTo('certifyBdeCourse')[0].body).toEqual({ issued_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), mto_reference: 'BDE-2026-0042' });
});

test('in Arabic, empty lists say so, right to left', async () => {
  mockApi({ listBdeCertificationQueue: { body: { success: true, ready: [], at_risk: [] } } });
  await renderApp({ url: '/admin/bde-certification' }, { preloadedState: signedIn, locale: 'ar' });
  expect(await screen.findByText(ar['admin.certification.readyEmpty'])).toBeInTheDocument();
  expect(screen.getByText(ar['admin.certification.atRiskEmpty'])).toBeInTheDocument();
  await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
});
