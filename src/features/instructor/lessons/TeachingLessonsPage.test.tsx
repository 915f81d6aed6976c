import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';
import { mockApi } from '../../../test/mockApi';
import { fill } from '../../../test/fill';
import { ar, en } from '../../../i18n/catalogs';
import { acceptedApplication, applicationReply, signedInInstructor, teachingLesson } from '../shared/instructorFixtures';
import type { TeachingLesson } from '../../../api/signedInApi';

const catalogs = { en, ar };

afterEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
});

const lessonsReply = (lessons: TeachingLesson[]) => ({ body: { success: true, data: lessons } });

describe.each(['en', 'ar'] as const)('in %s', (locale) => {
  const t = catalogs[locale];
  const prefix = locale === 'en' ? '' : `/${locale}`;

  test('upcoming and recent lessons by day, with the student, the pick-up city, the phone once given and the BDE badge', async () => {
    mockApi({
      getMyApplication: applicationReply(acceptedApplication),
      listMyTeachingLessons: lessonsReply([
        teachingLesson(3, -50, { status: 'completed', taught_minutes: 90, student: { first_name: 'Omar', city: null, phone: null } }),
        teachingLesson(5, 6, { bde: true, student: { first_name: 'Maya', city: 'Kingston', phone: '+16135550142' } }),
        teachingLesson(6, 72, { student: { first_name: 'Lina', city: 'Napanee', phone: null } }),
      ]),
    });
    await renderApp({ url: `${prefix}/instructor/lessons` }, { preloadedState: signedInInstructor, locale });
    expect(await screen.findByRole('heading', { level: 1, name: t['page.instructor.lessons.title'] })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');

    const upcoming = within(await screen.findByRole('group', { name: t['instructorArea.lessons.upcoming'] }));
    const [soon, later] = upcoming.getAllByRole('listitem');
    // The call in the page's direction, the number shown nationally and left to right; the link dials E.164.
    const call = within(soon).getByRole('link', { name: fill(t['instructorArea.lesson.call'], { phone: '(613) 555-0142' }) });
    expect(call).toHaveAttribute('href', 'tel:+16135550142');
    expect(call).not.toHaveAttribute('dir');
    expect(within(call).getByText('(613) 555-0142')).toHaveAttribute('dir', 'ltr');
    expect(within(soon).getByText(t['instructorArea.lesson.bde'])).toBeInTheDocument();
    // The name isolated in a line of the page's direction: dir="auto" made an Arabic line with a Latin name left to right.
    const name = within(soon).getByText('Maya');
    expect(name.tagName).toBe('BDI');
    expect(name.parentElement).not.toHaveAttribute('dir');
    expect(name.parentElement).toHaveTextContent(fill(t['instructorArea.lesson.studentIn'], { name: 'Maya', city: 'Kingston' }));
    expect(within(later).getByText(t['instructorArea.lesson.phoneLater'])).toBeInTheDocument();
    expect(later).toHaveTextContent('Lina');
    expect(later).toHaveTextContent('Napanee');

    const recent = within(screen.getByRole('group', { name: t['instructorArea.lessons.recent'] }));
    expect(recent.getByText(t['instructorArea.lesson.status.completed'])).toBeInTheDocument();
    expect(recent.queryByRole('button')).not.toBeInTheDocument();
  });
});

test('a started BDE lesson is recorded with the time taught and its in-car log, then shows the log', async () => {
  let lesson = teachingLesson(5, -1, { bde: true });
  const api = mockApi({
    getMyApplication: applicationReply(acceptedApplication),
    listMyTeachingLessons: () => lessonsReply([lesson]),
    recordMyLessonOutcome: ({ body }) => {
      const input = body as { taught_minutes: number; log: { notes: string; licence_number: string } };
      lesson = {
        ...lesson,
        status: 'completed',
        taught_minutes: input.taught_minutes,
        log: {
          lesson_id: 5,
          skills: ['circle_check', 'highway_driving'],
          notes: input.log.notes,
          licence_number: input.log.licence_number,
          updated_at: '2026-11-24T16:00:00.000Z',
          changes: [],
        },
      };
      return { body: { success: true, data: lesson } };
    },
  });
  const { user } = await renderApp({ url: '/instructor/lessons' }, { preloadedState: signedInInstructor });
  const upcoming = within(await screen.findByRole('group', { name: en['instructorArea.lessons.upcoming'] }));
  await user.click(upcoming.getByRole('button', { name: /^Record the lesson of/ }));

  const dialog = within(await screen.findByRole('dialog'));
  const save = dialog.getByRole('button', { name: en['instructorArea.record.save'] });
  expect(save).toBeDisabled();
  expect(dialog.getByRole('textbox', { name: new RegExp(`^${en['instructorArea.field.licenceNumber']}`) })).toHaveValue('DI-55501');
  await user.selectOptions(dialog.getByRole('combobox', { name: en['instructorArea.record.taught'] }), '90');
  await user.click(dialog.getByRole('checkbox', { name: en['lessonLog.skill.highwayDriving'] }));
  await user.click(dialog.getByRole('checkbox', { name: en['lessonLog.skill.circleCheck'] }));
  await user.type(dialog.getByRole('textbox', { name: en['instructorArea.record.notes'] }), 'Smooth merges.');
  await user.click(save);

  expect(await screen.findByText(en['instructorArea.record.done'])).toBeInTheDocument();
  expect(api.callsTo('recordMyLessonOutcome')[0].body).toEqual({
    outcome: 'completed',
    taught_minutes: 90,
    log: { skills: ['circle_check', 'highway_driving'], notes: 'Smooth merges.', licence_number: 'DI-55501' },
  });
  const skills = within(await screen.findByRole('list', { name: en['lessonLog.skills'] }));
  expect(skills.getAllByRole('listitem').map((item) => item.textContent)).toEqual([en['lessonLog.skill.circleCheck'], en['lessonLog.skill.highwayDriving']]);
  expect(screen.queryByRole('button', { name: /^Record the lesson of/ })).not.toBeInTheDocument();
});

test('a refusal of the recording is shown in the dialog, which stays open', async () => {
  mockApi({
    getMyApplication: applicationReply(acceptedApplication),
    listMyTeachingLessons: lessonsReply([teachingLesson(8, -1)]),
    recordMyLessonOutcome: { status: 409, body: { success: false, message: 'This lesson was already recorded.', code: 'already_recorded' } },
  });
  const { user } = await renderApp({ url: '/instructor/lessons' }, { preloadedState: signedInInstructor });
  await user.click(await screen.findByRole('button', { name: /^Record the lesson of/ }));
  const dialog = within(await screen.findByRole('dialog'));
  await user.click(dialog.getByRole('radio', { name: en['instructorArea.record.noShow'] }));
  await user.click(dialog.getByRole('button', { name: en['instructorArea.record.save'] }));
  expect(await dialog.findByText('This lesson was already recorded.')).toBeInTheDocument();
});
