import { screen, waitFor, within } from '@testing-library/react';
import { fill } from '../../../test/fill';
import { renderApp } from '../../../test/renderApp';
import { mockApi } from '../../../test/mockApi';
import { ar, en } from '../../../i18n/catalogs';
import { course, emptyAccountReplies } from '../shared/accountFixtures';
import { signedIn } from '../shared/enrolmentFixtures';
import { enter } from '../../../test/enter';
import { captureDownloads } from '../../../test/downloads';

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

const field = (text: string) => new RegExp(`^${text}`);

test('a student without a BDE course sees no course section', async () => {
  mockApi(emptyAccountReplies);
  await renderApp({ url: '/account' }, { preloadedState: signedIn });
  expect(await screen.findByRole('region', { name: en['account.profile.title'] })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: en['account.course.title'] })).not.toBeInTheDocument();
});

test('the G1 licence: a number the server refuses is shown by its field and kept; the right one is recorded', async () => {
  let replies = 0;
  let current = course();
  const api = mockApi({
    ...emptyAccountReplies,
    listMyBdeCourses: () => ({ body: { success: true, data: [current] } }),
    recordMyG1Licence: (call) => {
      replies += 1;
      const body = call.body as { g1_number: string; g1_expiry: string };
      if (replies === 1)
        return {
          status: 422,
          body: { success: false, message: 'The given data was invalid.', errors: { g1_number: ['Enter the licence number as on the card.'] } },
        };
      current = course({ g1: { number: 'A1234-56789-01234', expiry: body.g1_expiry } });
      return { body: { success: true, message: 'Your G1 licence is recorded.', data: current } };
    },
  });
  const { user } = await renderApp({ url: '/account' }, { preloadedState: signedIn });
  const section = within(await screen.findByRole('region', { name: en['account.course.title'] }));
  expect(section.getByText('BDE Complete')).toBeInTheDocument();
  expect(section.getByText(en['account.course.status.enrolled'])).toBeInTheDocument();
  expect(section.getByText('December 5, 2027')).toBeInTheDocument();
  // 750 class minutes are 12.5 hours; 240 in-car minutes, 4.
  expect(section.getByText(fill(en['account.course.hoursOf'], { done: 12.5, required: 20 }))).toBeInTheDocument();
  expect(section.getByText(fill(en['account.course.hoursOf'], { done: 4, required: 10 }))).toBeInTheDocument();
  expect(section.getByText(en['account.course.g1.missing'])).toBeInTheDocument();

  const number = section.getByRole('textbox', { name: field(en['account.course.g1.number']) });
  await enter(user, number, 'A1234 5678');
  await enter(user, section.getByLabelText(field(en['account.course.g1.expiry'])), '2028-06-30');
  await user.click(section.getByRole('button', { name: en['account.course.g1.save'] }));
  await waitFor(() => expect(number).toHaveAccessibleDescription('Enter the licence number as on the card.'));
  expect(number).toHaveValue('A1234 5678');

  await user.clear(number);
  await enter(user, number, 'a1234 56789 01234');
  await user.click(section.getByRole('button', { name: en['account.course.g1.save'] }));
  expect((await section.findByText('A1234-56789-01234')).parentElement).toHaveTextContent('A1234-56789-01234, valid until June 30, 2028');
  expect(api.callsTo('recordMyG1Licence').map((c) => c.body)).toEqual([
    { g1_number: 'A1234 5678', g1_expiry: '2028-06-30' },
    { g1_number: 'a1234 56789 01234', g1_expiry: '2028-06-30' },
  ]);
});

test('in Arabic, a student under 18 consents with a guardian: the box and the name are required before anything is sent', async () => {
  let current = course({ guardian_required: true, consent_wording: `${ar['account.course.title']} — موافقة` });
  const api = mockApi({
    ...emptyAccountReplies,
    listMyBdeCourses: () => ({ body: { success: true, data: [current] } }),
    consentToBdeRecords: (call) => {
      const guardian = (call.body as { guardian_name: string }).guardian_name;
      current = course({ consent: { wording: 'موافقة', given_at: '2026-11-29T15:00:00.000Z', guardian_name: guardian } });
      return { body: { success: true, data: current } };
    },
  });
  const { user } = await renderApp({ url: '/ar/account' }, { preloadedState: signedIn, locale: 'ar' });
  const section = within(await screen.findByRole('region', { name: ar['account.course.title'] }));
  const consent = within(section.getByRole('region', { name: ar['account.course.consent.title'] }));
  await user.click(consent.getByRole('button', { name: ar['account.course.consent.submit'] }));
  expect(consent.getByRole('checkbox')).toHaveAccessibleDescription(ar['account.course.consent.mustAgree']);
  expect(api.callsTo('consentToBdeRecords')).toHaveLength(0);

  await user.click(consent.getByRole('checkbox', { name: /موافقة/ }));
  await enter(user, consent.getByRole('textbox', { name: field(ar['account.course.consent.guardian']) }), 'وي تشين');
  await user.click(consent.getByRole('button', { name: ar['account.course.consent.submit'] }));
  // Given: the form makes way for the consent as recorded, with the guardian's name.
  expect((await consent.findByText('وي تشين')).parentElement).toHaveTextContent(ar['account.course.consent.givenWithGuardian'].split('{')[0].trim());
  expect(consent.queryByRole('checkbox')).not.toBeInTheDocument();
  expect(api.callsTo('consentToBdeRecords')[0].body).toEqual({ consent: true, guardian_name: 'وي تشين' });
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
});

test('home-link: each assignment shows where it stands; one is marked done with the guardian named, and the test result shows', async () => {
  const work = (assignment_id: number, title: string, status: 'to_do' | 'done' | 'accepted') => ({
    assignment_id,
    title: { en: title, fr: '', ar: '' },
    minutes: 90,
    status,
    guardian_name: status === 'to_do' ? null : 'Lin Chen',
    done_at: status === 'to_do' ? null : '2026-12-06T14:00:00.000Z',
    accepted_at: status === 'accepted' ? '2026-12-07T14:00:00.000Z' : null,
  });
  let current = course({
    status: 'in_progress',
    home_link: [work(1, 'Night driving', 'accepted'), work(2, 'Parking practice', 'to_do')],
    tests: [{ id: 1, taken_on: '2026-12-20', theory_percent: 82, in_car_percent: 64, passed: false }],
  });
  const api = mockApi({
    ...emptyAccountReplies,
    listMyBdeCourses: () => ({ body: { success: true, data: [current] } }),
    markMyHomeLinkDone: () => {
      current = { ...current, home_link: [work(1, 'Night driving', 'accepted'), work(2, 'Parking practice', 'done')] };
      return { body: { success: true, message: 'Marked done.', data: current } };
    },
  });
  const { user } = await renderApp({ url: '/account' }, { preloadedState: signedIn });
  const part = within(await screen.findByRole('region', { name: en['account.course.homeLink.title'] }));
  expect(part.getByText('Night driving · 90 minutes').nextSibling).toHaveTextContent(en['account.course.homeLink.accepted']);
  expect(screen.getByText(fill(en['account.course.test.failed'], { theory: 82, inCar: 64, pass: 70 }))).toBeInTheDocument();

  await user.click(part.getByRole('button', { name: en['account.course.homeLink.submit'] }));
  const which = part.getByRole('combobox', { name: field(en['account.course.homeLink.which']) });
  expect(which).toHaveAccessibleDescription(en['signup.required']);
  expect(api.callsTo('markMyHomeLinkDone')).toHaveLength(0);
  await user.selectOptions(which, 'Parking practice');
  await enter(user, part.getByRole('textbox', { name: field(en['account.course.homeLink.guardian']) }), 'Lin Chen');
  await user.click(part.getByRole('button', { name: en['account.course.homeLink.submit'] }));
  await waitFor(() => expect(part.getByText('Parking practice · 90 minutes').nextSibling).toHaveTextContent(en['account.course.homeLink.done']));
  expect(api.callsTo('markMyHomeLinkDone').map((c) => [c.pathParams, c.body])).toEqual([[{ id: '7', assignmentId: '2' }, { guardian_name: 'Lin Chen' }]]);
  // Only work not yet accepted can be marked.
  expect(
    within(which)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual([en['account.course.homeLink.choose'], 'Parking practice']);
});

test('the student downloads their course record in the page’s language; a failure says so and the button comes back', async () => {
  const { clicked } = captureDownloads();
  let failing = false;
  const api = mockApi({
    ...emptyAccountReplies,
    listMyBdeCourses: { body: { success: true, data: [course()] } },
    getMyBdeCourseFile: () => (failing ? { status: 500, body: { success: false, message: 'Something went wrong on our side.' } } : { body: '%PDF-1.3 record' }),
  });
  localStorage.setItem('locale', 'ar');
  const { user } = await renderApp({ url: '/ar/account' }, { preloadedState: signedIn });
  const section = within(await screen.findByRole('region', { name: ar['account.course.title'] }));
  await user.click(section.getByRole('button', { name: ar['account.course.file'] }));
  await waitFor(() => expect(clicked).toHaveLength(1));
  expect(clicked[0].download).toBe(`bde-course-${course().id}.pdf`);
  const call = api.callsTo('getMyBdeCourseFile')[0];
  expect(call.url.pathname).toBe(`/api/api/v1/bde-courses/${course().id}/file`);
  expect(call.headers.get('accept-language')).toBe('ar');
  expect(call.headers.get('authorization')).toMatch(/^Bearer /);

  failing = true;
  await user.click(section.getByRole('button', { name: ar['account.course.file'] }));
  expect(await section.findByRole('alert')).toHaveTextContent(ar['account.course.fileFailed']);
  expect(section.getByRole('button', { name: ar['account.course.file'] })).toBeEnabled();
  expect(clicked).toHaveLength(1);
});
