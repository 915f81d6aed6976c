import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';
import { mockApi } from '../../../test/mockApi';
import { ar, en } from '../../../i18n/catalogs';
import { emptyAccountReplies, textsOff } from '../shared/accountFixtures';
import { signedIn } from '../shared/enrolmentFixtures';
import { enter } from '../../../test/enter';
import { fill } from '../../../test/fill';

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

const field = (text: string) => new RegExp(`^${text}`);

/** The server's side of the opt-in: a code sent to a number, then confirmed (a wrong code first, when asked). */
function textsServer(options: { wrongFirst?: boolean } = {}) {
  let current = { ...textsOff } as Record<string, unknown>;
  let confirms = 0;
  return mockApi({
    ...emptyAccountReplies,
    getMyTexts: () => ({ body: { success: true, data: current } }),
    sendMyPhoneCode: () => {
      current = { ...current, pending_phone: '+16135550142' };
      return { body: { success: true, message: 'A code was texted.', data: current } };
    },
    confirmMyTexts: () => {
      confirms += 1;
      if (options.wrongFirst && confirms === 1)
        return { status: 422, body: { success: false, message: 'The given data was invalid.', errors: { code: ['The code is incorrect or has expired.'] } } };
      current = {
        opted_in: true,
        phone_number: '+16135550142',
        pending_phone: null,
        consented_at: '2026-12-02T15:00:00.000Z',
        consent_wording: en['account.texts.consent'],
      };
      return { body: { success: true, message: 'Texts are on.', data: current } };
    },
    stopMyTexts: () => {
      // The verified number stays on record with texts off, as the server answers.
      current = { ...textsOff, phone_number: '+16135550142' };
      return { body: { success: true, message: 'Texts are off.', data: current } };
    },
  });
}

test('texts are opt-in: the box starts unticked, the number is verified by a texted code before texts turn on, and they can be turned off', async () => {
  const api = textsServer({ wrongFirst: true });
  const { user } = await renderApp({ url: '/account' }, { preloadedState: signedIn });
  const section = within(await screen.findByRole('region', { name: en['account.texts.title'] }));
  const box = section.getByRole('checkbox', { name: en['account.texts.consent'] });
  expect(box).not.toBeChecked();
  expect(box).toHaveAccessibleDescription(en['account.texts.help']);
  // Nothing to send before the box is ticked.
  expect(section.queryByRole('button', { name: en['account.texts.sendCode'] })).not.toBeInTheDocument();

  await user.click(box);
  const phone = section.getByRole('textbox', { name: field(en['account.texts.phone']) });
  await user.clear(phone);
  await enter(user, phone, '613 555 0142');
  await user.click(section.getByRole('button', { name: en['account.texts.sendCode'] }));
  expect(await section.findByRole('status')).toHaveTextContent(fill(en['account.texts.codeSent'], { phone: '(613) 555-0142' }));
  expect(api.callsTo('sendMyPhoneCode').map((c) => c.body)).toEqual([{ phone_number: '613 555 0142' }]);

  const code = section.getByRole('textbox', { name: field(en['account.texts.code']) });
  await enter(user, code, '000000');
  await user.click(section.getByRole('button', { name: en['account.texts.confirm'] }));
  await waitFor(() => expect(code).toHaveAccessibleDescription('The code is incorrect or has expired.'));
  await user.clear(code);
  await enter(user, code, '123456');
  await user.click(section.getByRole('button', { name: en['account.texts.confirm'] }));
  expect(await section.findByText(/^Texts go to/)).toHaveTextContent(fill(en['account.texts.on'], { phone: '(613) 555-0142' }));
  expect(api.callsTo('confirmMyTexts').map((c) => c.body)).toEqual([
    { code: '000000', consent: true },
    { code: '123456', consent: true },
  ]);

  await user.click(section.getByRole('button', { name: en['account.texts.turnOff'] }));
  expect(await section.findByRole('checkbox', { name: en['account.texts.consent'] })).not.toBeChecked();
  expect(section.getByText(/^Texts to/)).toHaveTextContent(fill(en['account.texts.off'], { phone: '(613) 555-0142' }));
  expect(api.callsTo('stopMyTexts')).toHaveLength(1);
});

test('in Arabic, the opt-in reads right to left and the number stays left to right', async () => {
  const api = textsServer();
  const { user } = await renderApp({ url: '/ar/account' }, { preloadedState: signedIn, locale: 'ar' });
  const section = within(await screen.findByRole('region', { name: ar['account.texts.title'] }));
  await user.click(section.getByRole('checkbox', { name: ar['account.texts.consent'] }));
  const phone = section.getByRole('textbox', { name: field(ar['account.texts.phone']) });
  expect(phone).toHaveAttribute('dir', 'ltr');
  await user.clear(phone);
  await enter(user, phone, '6135550142');
  await user.click(section.getByRole('button', { name: ar['account.texts.sendCode'] }));
  const status = await section.findByRole('status');
  expect(within(status).getByText('(613) 555-0142')).toHaveAttribute('dir', 'ltr');
  await enter(user, section.getByRole('textbox', { name: field(ar['account.texts.code']) }), '123456');
  await user.click(section.getByRole('button', { name: ar['account.texts.confirm'] }));
  expect(await section.findByRole('button', { name: ar['account.texts.turnOff'] })).toBeInTheDocument();
  expect(api.callsTo('confirmMyTexts')[0].body).toEqual({ code: '123456', consent: true });
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
});
