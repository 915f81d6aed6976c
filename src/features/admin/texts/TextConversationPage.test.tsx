import { screen, waitFor, within } from '@testing-library/react';
import type { TextConsentRecord, TextMessage } from '../../../api/officeApi';
import { ar, en } from '../../../i18n/catalogs';
import { mockApi } from '../../../test/mockApi';
import { renderApp } from '../../../test/renderApp';

afterEach(() => localStorage.clear());

const signedIn = { auth: { adminToken: 'admin-token', adminUser: { id: 1, name: 'Admin', email: 'admin@example.com', role: 'admin' }, customerToken: null } };
const student = { id: 8, name: 'Layla Haddad', email: 'layla@example.com' };
const on: TextConsentRecord = {
  opted_in: true,
  phone: '+16135550142',
  verified_at: '2026-11-20T15:00:00.000Z',
  consented_at: '2026-11-20T15:00:00.000Z',
  source: 'profile',
  lang: 'en',
  stopped_at: null,
};
const thread: TextMessage[] = [
  { direction: 'out', body: '', at: '2026-11-20T14:59:00.000Z', kind: 'phone_code', status: 'delivered' },
  {
    direction: 'out',
    body: 'Drive Ontario: reminder, lesson Thu 10:00. Reply C to confirm.',
    at: '2026-12-01T14:00:00.000Z',
    kind: 'lesson_reminder',
    status: 'delivered',
  },
  { direction: 'in', body: 'Can I bring my dog?', at: '2026-12-01T15:00:00.000Z', kind: 'unknown', status: null },
];
const reply = (messages: TextMessage[], consent = on) => ({ body: { success: true, data: { student, consent, messages } } });

test('one student’s texts oldest first with their delivery, the consent as recorded, and an answer queued from the box', async () => {
  let messages = thread;
  const api = mockApi({
    getTextConversation: () => reply(messages),
    answerTextConversation: ({ body }) => {
      messages = [
        ...messages,
        {
          direction: 'out',
          body: `Drive Ontario: ${(body as { body: string }).body}`,
          at: '2026-12-01T15:10:00.000Z',
          kind: 'office_reply',
          status: 'waiting',
        },
      ];
      return { body: { success: true, message: 'The text is queued; it leaves outside the quiet hours.', data: { student, consent: on, messages } } };
    },
  });
  const { user } = await renderApp({ url: '/admin/texts/8' }, { preloadedState: signedIn });
  expect(await screen.findByRole('heading', { level: 1, name: 'Layla Haddad' })).toBeInTheDocument();
  const consent = within(screen.getByRole('region', { name: en['admin.texts.consent.title'] }));
  expect(consent.getByText(en['admin.texts.consent.on'])).toBeInTheDocument();
  expect(consent.getByText('(613) 555-0142')).toBeInTheDocument();
  expect(consent.getByText(en['admin.texts.consent.byProfile'])).toBeInTheDocument();
  const list = within(screen.getByRole('list', { name: en['admin.texts.thread'] }));
  const [code, reminder, question] = list.getAllByRole('listitem');
  expect(code).toHaveTextContent(en['admin.texts.notKept']);
  expect(reminder).toHaveTextContent(en['admin.texts.kind.lessonReminder']);
  expect(reminder).toHaveTextContent(en['admin.texts.status.delivered']);
  expect(question).toHaveTextContent(en['admin.texts.fromStudent']);

  const form = within(screen.getByRole('form', { name: en['admin.texts.reply.title'] }));
  const box = form.getByRole('textbox', { name: en['admin.texts.reply.label'] });
  await user.click(form.getByRole('button', { name: en['admin.texts.reply.send'] }));
  expect(box).toHaveAccessibleDescription(en['admin.texts.reply.empty']);
  expect(api.callsTo('answerTextConversation')).toHaveLength(0);
  await user.click(box);
  await user.paste('Yes, if it stays in its crate.');
  expect(box).toHaveAccessibleDescription('30 characters of 480 · 1 segment');
  await user.click(form.getByRole('button', { name: en['admin.texts.reply.send'] }));
  expect(await screen.findByText(en['admin.texts.reply.queued'])).toBeInTheDocument();
  expect(api.callsTo('answerTextConversation')[0].body).toEqual({ body: 'Yes, if it stays in its crate.' });
  await waitFor(() => expect(box).toHaveValue(''));
  expect(list.getAllByRole('listitem').at(-1)).toHaveTextContent(en['admin.texts.status.waiting']);
});

test('in Arabic, a student who texted STOP: texts off with the time, the box closed and why', async () => {
  const stopped = { ...on, opted_in: false, stopped_at: '2026-12-01T16:00:00.000Z' };
  mockApi({ getTextConversation: reply(thread, stopped) });
  await renderApp({ url: '/admin/texts/8' }, { preloadedState: signedIn, locale: 'ar' });
  const consent = within(await screen.findByRole('region', { name: ar['admin.texts.consent.title'] }));
  expect(consent.getByText(ar['admin.texts.consent.off'])).toBeInTheDocument();
  expect(consent.getByText(ar['admin.texts.consent.stopped']).nextElementSibling).not.toHaveTextContent('–');
  const form = within(screen.getByRole('form', { name: ar['admin.texts.reply.title'] }));
  expect(form.getByText(ar['admin.texts.reply.stopped'])).toBeInTheDocument();
  expect(form.getByRole('textbox', { name: ar['admin.texts.reply.label'] })).toBeDisabled();
  expect(form.getByRole('button', { name: ar['admin.texts.reply.send'] })).toBeDisabled();
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
});

test('an answer the server refuses (the student stopped texts meanwhile) shows its reason at the field and keeps the text', async () => {
  mockApi({
    getTextConversation: reply(thread),
    answerTextConversation: {
      status: 422,
      body: {
        success: false,
        message: 'The given data was invalid.',
        errors: { body: ['This student texted STOP: no text may be sent until they turn texts back on.'] },
      },
    },
  });
  const { user } = await renderApp({ url: '/admin/texts/8' }, { preloadedState: signedIn });
  const form = within(await screen.findByRole('form', { name: en['admin.texts.reply.title'] }));
  const box = form.getByRole('textbox', { name: en['admin.texts.reply.label'] });
  await user.click(box);
  await user.paste('See you Thursday');
  await user.click(form.getByRole('button', { name: en['admin.texts.reply.send'] }));
  await waitFor(() => expect(box).toHaveAccessibleDescription('This student texted STOP: no text may be sent until they turn texts back on.'));
  expect(box).toHaveValue('See you Thursday');
});
