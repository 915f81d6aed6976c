import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InsightFigure, InsightPoint, InsightResponse } from '../../../api/officeApi';
import { ar, en } from '../../../i18n/catalogs';
import { captureDownloads } from '../../../test/downloads';
import { mockApi, type RecordedCall } from '../../../test/mockApi';
import { preloadScreens, renderApp } from '../../../test/renderApp';

const signedIn = { auth: { adminToken: 'admin-token', adminUser: { id: 1, name: 'Admin', email: 'admin@example.com', role: 'admin' }, customerToken: null } };

const rate = (key: string, label: string, passed: number, taken: number): InsightPoint => ({
  key,
  label,
  value: taken ? passed / taken : null,
  numerator: passed,
  denominator: taken,
  count: taken,
  too_few: taken < 5,
});
const amount = (key: string, cents: number, count: number): InsightPoint => ({ key, label: key, value: cents, numerator: cents, count, too_few: false });
const figure = (id: InsightFigure['id'], unit: InsightFigure['unit'], axis: InsightFigure['axis'], points: InsightPoint[]): InsightFigure => {
  const count = points.reduce((sum, p) => sum + p.count, 0);
  const numerator = points.reduce((sum, p) => sum + (p.numerator ?? 0), 0);
  const denominator = points.reduce((sum, p) => sum + (p.denominator ?? 0), 0);
  const total = { value: unit === 'rate' ? numerator / denominator : numerator, count, too_few: count < 5 };
  return { id, unit, axis, total, series: [{ key: 'all', label: 'All', total, points }] };
};
const period = { period: 'last_12_months', from: '2025-12-01', to: '2026-11-30' } as const;
const answer = (figures: InsightFigure[], range: InsightResponse['data']['period'] = period) => ({ body: { success: true, data: { period: range, figures } } });

const byInstructor = figure('pass_rate.first_attempt.by_instructor', 'rate', 'instructor', [
  rate('7', 'Nadia T.', 9, 12),
  rate('9', 'Omar H.', 2, 3),
  rate('none', 'No lesson linked', 1, 2),
]);
const passRates = [figure('pass_rate.first_attempt', 'rate', 'month', [rate('2026-10', '2026-10', 5, 8), rate('2026-11', '2026-11', 6, 9)]), byInstructor];
const revenue = [
  figure('revenue.net.by_month', 'cents', 'month', [amount('2026-10', 1_234_567, 14), amount('2026-11', -22_600, 1)]),
  { ...figure('hst.collected.by_month', 'cents', 'month', []), total: { value: 0, count: 0, too_few: false } },
];

/** Every operation answered: the pass rates and revenue with figures, the others with none. */
function mockInsight(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    getInsightPassRates: answer(passRates),
    getInsightUtilisation: answer([]),
    getInsightAttendance: answer([]),
    getInsightRevenue: answer(revenue),
    getInsightSeats: answer([]),
    getInsightBde: answer([]),
    ...overrides,
  });
}

const periodOf = (call: RecordedCall) => call.url.searchParams.toString();

beforeAll(() => preloadScreens('/admin/insight'));

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

test('the last 12 months by default; the period chosen goes into the URL and every figure follows it', async () => {
  const api = mockInsight();
  const { user, router } = await renderApp({ url: '/admin/insight' }, { preloadedState: signedIn });
  expect(await screen.findByRole('heading', { level: 1, name: en['admin.insight.title'] })).toBeInTheDocument();
  await screen.findByRole('region', { name: en['admin.insight.figure.passRateByInstructor'] });
  expect(api.callsTo('getInsightPassRates').map(periodOf)).toEqual(['period=last_12_months']);
  expect(api.callsTo('getInsightBde').map(periodOf)).toEqual(['period=last_12_months']);
  expect(screen.getByText('Showing Dec 1, 2025 to Nov 30, 2026')).toBeInTheDocument();

  await user.click(screen.getByRole('combobox', { name: en['admin.insight.period.label'] }));
  await user.click(screen.getByRole('option', { name: en['admin.insight.period.last3Months'] }));
  await waitFor(() => expect(router.state.location.search).toBe('?period=last_3_months'));
  await waitFor(() => expect(api.callsTo('getInsightRevenue').map(periodOf)).toContain('period=last_3_months'));
  expect(api.callsTo('getInsightSeats').map(periodOf)).toContain('period=last_3_months');
});

test('custom days start from those shown, are kept in the URL, and are not asked for while the last is before the first', async () => {
  const api = mockInsight();
  const { user, router } = await renderApp({ url: '/admin/insight?period=this_month' }, { preloadedState: signedIn });
  await screen.findByRole('region', { name: en['admin.insight.figure.passRate'] });
  expect(api.callsTo('getInsightPassRates').map(periodOf)).toEqual(['period=this_month']);

  await user.click(screen.getByRole('combobox', { name: en['admin.insight.period.label'] }));
  await user.click(screen.getByRole('option', { name: en['admin.insight.period.custom'] }));
  await waitFor(() => expect(router.state.location.search).toBe('?period=custom&from=2025-12-01&to=2026-11-30'));
  await waitFor(() => expect(api.callsTo('getInsightPassRates').map(periodOf)).toContain('period=custom&from=2025-12-01&to=2026-11-30'));

  const calls = api.calls.length;
  const to = screen.getByLabelText(new RegExp(`^${en['admin.insight.period.to']}`));
  fireEvent.change(to, { target: { value: '2025-01-01' } });
  expect(await screen.findByText(en['admin.insight.period.order'])).toBeInTheDocument();
  expect(router.state.location.search).toBe('?period=custom&from=2025-12-01&to=2025-01-01');
  expect(api.calls).toHaveLength(calls);
});

test('a table under each chart shows its figures: rates with the tests behind them, too few to say under five', async () => {
  mockInsight();
  const { user } = await renderApp({ url: '/admin/insight' }, { preloadedState: signedIn });
  const card = within(await screen.findByRole('region', { name: en['admin.insight.figure.passRateByInstructor'] }));
  expect(card.getByRole('figure', { name: en['admin.insight.figure.passRateByInstructor'] })).toBeInTheDocument();
  expect(card.getByText('Over the period: 70.6% (17 tests)')).toBeInTheDocument();
  const toggle = card.getByRole('button', { name: `Show table: ${en['admin.insight.figure.passRateByInstructor']}` });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const table = card.getByRole('table', { name: `Table: ${en['admin.insight.figure.passRateByInstructor']}` });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Instructor', 'Rate', 'Tests']);
  const [nadia, omar, none] = within(table).getAllByRole('row').slice(1);
  expect(within(nadia).getByRole('rowheader')).toHaveTextContent('Nadia T.');
  expect(nadia).toHaveTextContent('75%');
  expect(nadia).toHaveTextContent('12');
  expect(omar).toHaveTextContent(en['admin.insight.tooFew']);
  expect(omar).not.toHaveTextContent('66.7%');
  expect(none).toHaveTextContent('No lesson linked');

  const money = within(screen.getByRole('region', { name: en['admin.insight.figure.revenue'] }));
  await user.click(money.getByRole('button', { name: `Show table: ${en['admin.insight.figure.revenue']}` }));
  const months = within(money.getByRole('table')).getAllByRole('row').slice(1);
  expect(months[0]).toHaveTextContent('October 2026$12,345.6714');
  expect(months[1]).toHaveTextContent('November 2026-$226.001');
});

test('a figure with nothing behind it says so; a failed section offers a retry', async () => {
  mockInsight({ getInsightAttendance: { status: 403, body: { success: false, message: 'Forbidden here' } } });
  await renderApp({ url: '/admin/insight' }, { preloadedState: signedIn });
  const hst = within(await screen.findByRole('region', { name: en['admin.insight.figure.hst'] }));
  expect(hst.getByText(en['admin.insight.empty'])).toBeInTheDocument();
  expect(hst.queryByRole('figure')).not.toBeInTheDocument();
  const attendance = within(screen.getByRole('region', { name: en['admin.insight.section.attendance'] }));
  expect(await attendance.findByRole('alert')).toHaveTextContent('Forbidden here');
  expect(attendance.getByRole('button', { name: en['common.retry'] })).toBeInTheDocument();
});

test('the CSV of a table: its columns, plain numbers, months as keys, too few flagged, formulas guarded', async () => {
  const sneaky = figure('pass_rate.first_attempt.by_centre', 'rate', 'centre', [rate('x', '=HYPERLINK("http://evil.example")', 3, 4)]);
  mockInsight({ getInsightPassRates: answer([...passRates, sneaky]) });
  const { blobs, clicked } = captureDownloads();
  const { user } = await renderApp({ url: '/admin/insight' }, { preloadedState: signedIn });
  // Blob.text() drops the byte-order mark (csvText's own tests check it).
  const lines = async (index: number) => (await blobs[index].text()).split('\r\n');

  await user.click(await screen.findByRole('button', { name: `Download CSV: ${en['admin.insight.figure.passRateByInstructor']}` }));
  expect(clicked[0].download).toMatch(/^insight-pass_rate-first_attempt-by_instructor-2025-12-01-2026-11-30-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(await lines(0)).toEqual([
    '"Instructor","Rate (%)","Tests","Too few to say"',
    '"Nadia T.","75","12",""',
    '"Omar H.","66.67","3","Yes"',
    '"No lesson linked","50","2","Yes"',
    '',
  ]);

  await user.click(screen.getByRole('button', { name: `Download CSV: ${en['admin.insight.figure.revenue']}` }));
  expect((await lines(1)).slice(0, 3)).toEqual([
    '"Month","Amount (CAD)","Bookings","Too few to say"',
    '"2026-10","12345.67","14",""',
    `"2026-11","'-226.00","1",""`,
  ]);

  await user.click(screen.getByRole('button', { name: `Download CSV: ${en['admin.insight.figure.passRateByCentre']}` }));
  expect((await lines(2))[1]).toBe(`"'=HYPERLINK(""http://evil.example"")","75","4","Yes"`);
});

test('in Arabic: the headings, the definition behind a focusable button, the table with too few to say', async () => {
  mockInsight();
  const { user } = await renderApp({ url: '/admin/insight' }, { preloadedState: signedIn, locale: 'ar' });
  expect(await screen.findByRole('heading', { level: 1, name: ar['admin.insight.title'] })).toBeInTheDocument();
  const title = ar['admin.insight.figure.passRateByInstructor'];
  const card = within(await screen.findByRole('region', { name: title }));
  const info = card.getByRole('button', { name: `تعريف «${title}»` });
  act(() => info.focus());
  expect(await screen.findByRole('tooltip')).toHaveTextContent(ar['admin.insight.definition.passRateByInstructor']);
  expect(info).toHaveAccessibleDescription(ar['admin.insight.definition.passRateByInstructor']);

  await user.click(card.getByRole('button', { name: `عرض الجدول: ${title}` }));
  const table = card.getByRole('table', { name: `جدول: ${title}` });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['المدرب', 'النسبة', 'الاختبارات']);
  const [, omar] = within(table).getAllByRole('row').slice(1);
  expect(omar).toHaveTextContent(ar['admin.insight.tooFew']);
  expect(card.getByText(/^خلال الفترة: .*\(17 اختبارًا\)$/)).toBeInTheDocument();
});
