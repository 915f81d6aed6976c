import { screen, waitFor, within } from '@testing-library/react';
import type { LessonLog } from '../../../api/signedInApi';
import { renderApp } from '../../../test/renderApp';
import { fill } from '../../../test/fill';
import { mockApi } from '../../../test/mockApi';
import { ar, en } from '../../../i18n/catalogs';
import { actionOn, lessonList, pastLesson, signedIn } from './lessonFixtures';
import { enter } from '../../../test/enter';

const day = '/admin/lessons?day=2026-01-14';
const completed = pastLesson({ status: 'completed' });

const entry = (over: Partial<LessonLog> = {}): LessonLog => ({
  lesson_id: 8,
  skills: ['circle_check', 'turns'],
  notes: 'Good mirror checks.',
  licence_number: 'DI-4455',
  updated_at: '2026-01-15T14:30:00.000Z',
  changes: [
    {
      changed_at: '2026-01-15T14:30:00.000Z',
      changed_by: 'Admin',
      role: 'office',
      skills: ['circle_check', 'turns'],
      notes: 'Good mirror checks.',
      licence_number: 'DI-4455',
    },
    { changed_at: '2026-01-14T19:05:00.000Z', changed_by: 'Omar Haddad', role: 'instructor', skills: ['circle_check'], notes: '', licence_number: 'DI-4455' },
  ],
  ...over,
});
const logBody = (data: LessonLog) => ({ body: { success: true, data } });
const noEntry = { status: 404, body: { success: false, message: 'No log entry.' } };

afterEach(() => localStorage.clear());

const openLog = async (user: Awaited<ReturnType<typeof renderApp>>['user']) => {
  await user.click(await screen.findByRole('button', { name: actionOn(en['admin.lessons.log.open']) }));
  return within(await screen.findByRole('dialog', { name: fill(en['admin.lessons.log.title'], { name: 'Karim Saleh' }) }));
};

test('only a completed lesson has a log', async () => {
  mockApi({ listAdminLessons: lessonList([pastLesson({ status: 'no_show' })]) });
  await renderApp({ url: day }, { preloadedState: signedIn });
  expect(await screen.findByText('Karim Saleh')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: actionOn(en['admin.lessons.log.open']) })).not.toBeInTheDocument();
});

test('the entry as stored, its history newest first in Toronto time; a correction is sent with the version read', async () => {
  const api = mockApi({
    listAdminLessons: lessonList([completed]),
    getLessonLog: logBody(entry()),
    updateLessonLog: ({ body }) => logBody(entry({ ...(body as Partial<LessonLog>), updated_at: '2026-01-16T12:00:00.000Z' })),
  });
  const { user } = await renderApp({ url: day }, { preloadedState: signedIn });
  const dialog = await openLog(user);
  const skills = within(await dialog.findByRole('group', { name: en['lessonLog.skills'] }));
  expect(skills.getAllByRole('checkbox')).toHaveLength(18);
  expect(skills.getByRole('checkbox', { name: en['lessonLog.skill.circleCheck'] })).toBeChecked();
  expect(skills.getByRole('checkbox', { name: en['lessonLog.skill.turns'] })).toBeChecked();
  expect(skills.getByRole('checkbox', { name: en['lessonLog.skill.parking'] })).not.toBeChecked();
  expect(dialog.getByRole('textbox', { name: en['admin.lessons.log.notes'] })).toHaveValue('Good mirror checks.');
  expect(dialog.getByRole('textbox', { name: en['admin.lessons.log.licence'] })).toHaveValue('DI-4455');

  const history = within(dialog.getByRole('region', { name: en['admin.lessons.log.history'] })).getAllByRole('listitem');
  // 14:30 UTC on 15 January is 09:30 in Toronto.
  expect(history[0]).toHaveTextContent('Jan 15, 2026, 9:30 a.m., by Admin (office)');
  expect(history[0]).toHaveTextContent('Circle check and Turns');
  expect(history[1]).toHaveTextContent('Jan 14, 2026, 2:05 p.m., by Omar Haddad (instructor)');

  await user.click(skills.getByRole('checkbox', { name: en['lessonLog.skill.parking'] }));
  await user.click(skills.getByRole('checkbox', { name: en['lessonLog.skill.circleCheck'] }));
  await user.click(dialog.getByRole('button', { name: en['admin.lessons.log.save'] }));
  expect(await screen.findByText(fill(en['admin.lessons.log.saved'], { name: 'Karim Saleh' }))).toBeInTheDocument();
  expect(api.callsTo('updateLessonLog')[0].body).toEqual({
    skills: ['turns', 'parking'],
    notes: 'Good mirror checks.',
    licence_number: 'DI-4455',
    updated_at: '2026-01-15T14:30:00.000Z',
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('no entry yet: the office writes the first, which needs a skill and the licence number', async () => {
  const api = mockApi({
    listAdminLessons: lessonList([completed]),
    getLessonLog: noEntry,
    updateLessonLog: ({ body }) => logBody(entry(body as Partial<LessonLog>)),
  });
  const { user } = await renderApp({ url: day }, { preloadedState: signedIn });
  const dialog = await openLog(user);
  expect(await dialog.findByText(en['admin.lessons.log.none'])).toBeInTheDocument();
  expect(dialog.queryByRole('region', { name: en['admin.lessons.log.history'] })).not.toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: en['admin.lessons.log.save'] }));
  expect(dialog.getByText(en['admin.lessons.log.skillsRequired'])).toBeInTheDocument();
  expect(dialog.getByText(en['admin.lessons.log.licenceRequired'])).toBeInTheDocument();
  expect(api.callsTo('updateLessonLog')).toHaveLength(0);

  await user.click(dialog.getByRole('checkbox', { name: en['lessonLog.skill.highwayDriving'] }));
  await enter(user, dialog.getByRole('textbox', { name: en['admin.lessons.log.licence'] }), 'DI-4455');
  await enter(user, dialog.getByRole('textbox', { name: en['admin.lessons.log.notes'] }), 'First time on the 417.');
  await user.click(dialog.getByRole('button', { name: en['admin.lessons.log.save'] }));
  await waitFor(() => expect(api.callsTo('updateLessonLog')).toHaveLength(1));
  expect(api.callsTo('updateLessonLog')[0].body).toEqual({ skills: ['highway_driving'], notes: 'First time on the 417.', licence_number: 'DI-4455' });
});

test('an entry changed meanwhile is reloaded and the office told so, in Arabic', async () => {
  let stored = entry();
  const api = mockApi({
    listAdminLessons: lessonList([completed]),
    getLessonLog: () => logBody(stored),
    updateLessonLog: () => {
      stored = entry({ skills: ['parking'], notes: 'Changed by the instructor.', updated_at: '2026-01-16T09:00:00.000Z' });
      return { status: 409, body: { success: false, message: 'تغيّر', code: 'stale' } };
    },
  });
  const { user } = await renderApp({ url: day }, { preloadedState: signedIn, locale: 'ar' });
  await user.click(await screen.findByRole('button', { name: actionOn(ar['admin.lessons.log.open']) }));
  // While the entry loads, a dialog of its own shows a disabled save: the form's dialog replaces it.
  await screen.findByRole('textbox', { name: ar['admin.lessons.log.notes'] }, { timeout: 5_000 });
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: ar['admin.lessons.log.save'] }));
  expect(await screen.findByText(ar['admin.lessons.log.stale'])).toBeInTheDocument();
  await waitFor(() => expect(api.callsTo('getLessonLog')).toHaveLength(2));
  const reloaded = within(screen.getByRole('dialog'));
  expect(await reloaded.findByRole('textbox', { name: ar['admin.lessons.log.notes'] })).toHaveValue('Changed by the instructor.');
  expect(reloaded.getByRole('checkbox', { name: ar['lessonLog.skill.parking'] })).toBeChecked();
  expect(reloaded.getByText(ar['admin.lessons.log.stale'])).toBeInTheDocument();
});

test('a log that cannot be loaded says why, with a retry', async () => {
  mockApi({ listAdminLessons: lessonList([completed]), getLessonLog: { status: 403, body: { success: false, message: 'Forbidden here.' } } });
  const { user } = await renderApp({ url: day }, { preloadedState: signedIn });
  const dialog = await openLog(user);
  expect(await dialog.findByRole('alert')).toHaveTextContent('Forbidden here.');
  expect(dialog.getByRole('button', { name: en['common.retry'] })).toBeInTheDocument();
  expect(dialog.getByRole('button', { name: en['admin.lessons.log.save'] })).toBeDisabled();
});
