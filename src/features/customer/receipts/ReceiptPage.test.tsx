import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';
import { mockApi } from '../../../test/mockApi';
import { ar, en, fr } from '../../../i18n/catalogs';
import { receipt, signedIn } from '../shared/enrolmentFixtures';

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

test.each(['en', 'ar'] as const)('read in %s, a receipt shows the school’s HST number, its lines and totals, and prints', async (locale) => {
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  mockApi({ getMyReceipt: { body: { success: true, data: { ...receipt, locale } } } });
  const t = { en, ar }[locale];
  const { user } = await renderApp({ url: '/receipts/9' }, { preloadedState: signedIn, locale });
  const document = await screen.findByRole('article');
  expect(document).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
  expect(within(document).getByRole('heading', { level: 1, name: t['page.receipt.title'] })).toBeInTheDocument();
  expect(within(document).getByText(t['receipt.hstNumber'].replace('{number}', '123456789 RT0001'))).toBeInTheDocument();
  expect(within(document).getByText(t['receipt.number'].replace('{number}', 'R-2026-00042'))).toBeInTheDocument();
  // Every value ends its line, as the amounts do, whatever its own direction: none turns its line with dir="auto".
  const values = [...document.querySelectorAll('dd')];
  expect(values.length).toBeGreaterThan(2);
  for (const value of values) {
    expect(value).not.toHaveAttribute('dir');
    expect(value).toHaveStyle({ textAlign: 'end' });
  }
  expect(within(document).getByText('sam@example.com').tagName).toBe('BDI');
  const lines = within(within(document).getByRole('table'));
  expect(lines.getAllByRole('row')).toHaveLength(6);
  expect(lines.getByRole('row', { name: new RegExp(`^${t['checkout.amounts.total']}`) })).toHaveTextContent('$733.37');
  expect(lines.getByRole('row', { name: new RegExp(`^${t['checkout.amounts.subtotal']}`) })).toHaveTextContent('$649.00');
  await user.click(screen.getByRole('button', { name: t['receipt.print'] }));
  expect(print).toHaveBeenCalled();
});

test('a receipt opens in the language it was issued in, and the reader can switch it to Arabic, right to left', async () => {
  mockApi({ getMyReceipt: { body: { success: true, data: { ...receipt, locale: 'fr' } } } });
  const { user } = await renderApp({ url: '/receipts/9' }, { preloadedState: signedIn });
  const document = await screen.findByRole('article');
  expect(document).toHaveAttribute('lang', 'fr');
  expect(within(document).getByRole('heading', { level: 1, name: fr['page.receipt.title'] })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: ar['language.name.ar'] }));
  expect(document).toHaveAttribute('dir', 'rtl');
  expect(within(document).getByRole('heading', { level: 1, name: ar['page.receipt.title'] })).toBeInTheDocument();
  // The page around it stays in the reader's language.
  expect(screen.getByRole('button', { name: en['receipt.print'] })).toBeInTheDocument();
});

test('a credit note says so and names the receipt it refunds', async () => {
  mockApi({
    getMyReceipt: {
      body: {
        success: true,
        data: {
          ...receipt,
          id: 10,
          kind: 'credit_note',
          number: 'CN-2026-00003',
          refers_to: { id: 9, kind: 'receipt', number: 'R-2026-00042', issued_at: receipt.issued_at },
        },
      },
    },
  });
  await renderApp({ url: '/receipts/10' }, { preloadedState: signedIn });
  expect(await screen.findByRole('heading', { level: 1, name: en['page.creditNote.title'] })).toBeInTheDocument();
  expect(screen.getByText('For receipt R-2026-00042')).toBeInTheDocument();
});

test('a French credit note is “émise”: a note is feminine', async () => {
  mockApi({ getMyReceipt: { body: { success: true, data: { ...receipt, id: 10, kind: 'credit_note', number: 'CN-2026-00003', locale: 'fr' } } } });
  await renderApp({ url: '/receipts/10' }, { preloadedState: signedIn });
  const document = await screen.findByRole('article');
  expect(within(document).getByText(/^Émise le /)).toBeInTheDocument();
  expect(within(document).queryByText(/^Émis le /)).not.toBeInTheDocument();
});

test.each([
  ['cash', 'دُفع نقدًا بتاريخ'],
  ['interac', 'دُفع بتحويل Interac الإلكتروني بتاريخ'],
  ['stripe', 'دُفع بالبطاقة عبر الإنترنت بتاريخ'],
] as const)('an Arabic receipt paid by %s says how in a natural sentence', async (receivedBy, sentence) => {
  mockApi({ getMyReceipt: { body: { success: true, data: { ...receipt, locale: 'ar', received_by: receivedBy } } } });
  await renderApp({ url: '/receipts/9' }, { preloadedState: signedIn });
  const document = await screen.findByRole('article');
  expect(within(document).getByText(new RegExp(`^${sentence} `))).toBeInTheDocument();
});

test('another student’s receipt is not found', async () => {
  mockApi({ getMyReceipt: { status: 404, body: { success: false, message: 'Not found.' } } });
  await renderApp({ url: '/receipts/77' }, { preloadedState: signedIn });
  expect(await screen.findByText(en['receipt.notFound'])).toBeInTheDocument();
});
