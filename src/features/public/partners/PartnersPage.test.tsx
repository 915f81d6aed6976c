import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';
import { mockApi } from '../../../test/mockApi';
import { ar, en } from '../../../i18n/catalogs';
import { untranslated } from '../../../test/translations';
import { enter } from '../../../test/enter';

const partners = [
  { id: 1, name: 'Lakeside University', logo: '/uploads/seed/lsu.svg', description: 'Students union', translations: untranslated.partner() },
  { id: 2, name: 'Quinte Credit Union', logo: null, description: null, translations: untranslated.partner() },
];
const students = (count: number) => ({
  success: true,
  data: {
    partner_id: 1,
    count,
    profit: count * 10,
    students: Array.from({ length: count }, (_, i) => ({ id: i + 1, name: i === 0 ? null : `Student ${i + 1}` })),
  },
});

afterEach(() => localStorage.clear());

test('a matching account number shows the count, the profit and the names (a fallback for a nameless student)', async () => {
  const api = mockApi({ listPartners: { body: partners }, checkPartnerStudents: { body: students(3) } });
  const { user } = await renderApp({ url: '/partner' });
  const card = within(await screen.findByRole('article', { name: 'Lakeside University' }));
  expect(card.getByRole('img', { name: 'Lakeside University logo' })).toHaveAttribute('width', '150');
  await user.click(card.getByRole('button', { name: en['partners.check'] }));
  await enter(user, card.getByRole('textbox', { name: en['partners.accountNumber'] }), ' LSU-2026-0417 ');
  await user.click(card.getByRole('button', { name: en['partners.confirm'] }));
  expect(await card.findByText('3 students')).toBeInTheDocument();
  expect(card.getByText('Profit: $30')).toBeInTheDocument();
  const names = within(card.getByRole('list', { name: 'Students of Lakeside University' }));
  expect(names.getAllByRole('listitem').map((li) => li.textContent)).toEqual([en['partners.unnamed'], 'Student 2', 'Student 3']);
  expect(api.callsTo('checkPartnerStudents')[0].body).toEqual({ account_number: 'LSU-2026-0417' });
});

test('a wrong number (no students) says so; an empty number is asked for', async () => {
  const api = mockApi({ listPartners: { body: partners }, checkPartnerStudents: { body: students(0) } });
  const { user } = await renderApp({ url: '/partner' });
  const card = within(await screen.findByRole('article', { name: 'Lakeside University' }));
  await user.click(card.getByRole('button', { name: en['partners.check'] }));
  await user.click(card.getByRole('button', { name: en['partners.confirm'] }));
  expect(card.getByRole('textbox', { name: en['partners.accountNumber'] })).toHaveAccessibleDescription(en['partners.accountRequired']);
  expect(api.callsTo('checkPartnerStudents')).toHaveLength(0);
  await user.type(card.getByRole('textbox', { name: en['partners.accountNumber'] }), 'WRONG');
  await user.click(card.getByRole('button', { name: en['partners.confirm'] }));
  expect(await card.findByText(en['partners.noStudents'])).toBeInTheDocument();
});

test('one card open at a time; clicking the open card closes it and clears the input, in Arabic', async () => {
  mockApi({ listPartners: { body: partners } });
  const { user } = await renderApp({ url: '/partner' }, { locale: 'ar' });
  const first = within(await screen.findByRole('article', { name: 'Lakeside University' }));
  const second = within(screen.getByRole('article', { name: 'Quinte Credit Union' }));
  await user.click(first.getByRole('button', { name: ar['partners.check'] }));
  await user.type(first.getByRole('textbox', { name: ar['partners.accountNumber'] }), 'abc');
  await user.click(second.getByRole('button', { name: ar['partners.check'] }));
  expect(first.queryByRole('textbox')).not.toBeInTheDocument();
  expect(second.getByRole('textbox', { name: ar['partners.accountNumber'] })).toHaveValue('');
  await user.click(second.getByRole('button', { name: ar['partners.check'] }));
  expect(second.queryByRole('textbox')).not.toBeInTheDocument();
});
