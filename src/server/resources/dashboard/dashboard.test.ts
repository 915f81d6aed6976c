import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { openDatabase } from '../../db/connect';
import { addInquiry, call, createAdmin, createStudent, createTestApp, engines, type TestApp } from '../../test/helpers';
import { torontoDayRange, torontoMonthRange } from '../../../contract/torontoTime';
import { dashboardHandlers } from './handlers';
import { appVersion } from './appVersion';
import { monthlyGrowth } from './domain';

async function addService(db: Kysely<Database>, is_active: number) {
  const at = new Date().toISOString();
  return db
    .insertInto('services')
    .values({
      title: 'S',
      description: '',
      price: '1',
      original_price: null,
      features: '[]',
      icon: 'car',
      category: 'bde',
      is_active,
      sort_order: 1,
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

const statsOf = (data: { metric: string; value: number }[]) => Object.fromEntries(data.map((d) => [d.metric, d.value]));

test.each([
  [0, 0, 0],
  [3, 0, 100],
  [0, 4, -100],
  [3, 2, 50],
  [2, 3, -33.3],
  [7, 3, 133.3],
  [5, 5, 0],
])('monthlyGrowth(%i this month, %i last month) = %d', (thisMonth, lastMonth, expected) => {
  expect(monthlyGrowth(thisMonth, lastMonth)).toBe(expected);
});

test('appVersion is the version of package.json', () => {
  const packageJson = JSON.parse(readFileSync(path.join(__dirname, '../../../../package.json'), 'utf8'));
  expect(appVersion()).toBe(packageJson.version);
});

describe.each(engines())('dashboard (%s)', (engine) => {
  let t: TestApp;
  let admin: string;
  let student: string;
  // One app per engine (building it dominates the run time); each test starts from empty tables.
  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = (await createAdmin(t)).token;
    student = (await createStudent(t)).token;
  });
  beforeEach(async () => {
    await t.db.deleteFrom('inquiries').execute();
    await t.db.deleteFrom('services').execute();
  });
  afterAll(async () => {
    await t.close();
  });

  test('getDashboard: the 5 newest inquiries and the overview, today in Toronto', async () => {
    const today = torontoDayRange();
    const service = await addService(t.db, 1);
    await addInquiry(t.db, { name: 'old', status: 'completed', created_at: '2025-01-01T00:00:00.000Z' });
    await addInquiry(t.db, { name: 'yesterday-late', status: 'cancelled', created_at: new Date(Date.parse(today.start) - 1).toISOString() });
    await addInquiry(t.db, { name: 'today-start', status: 'in_progress', created_at: today.start });
    for (let i = 0; i < 4; i++)
      await addInquiry(t.db, { name: `recent-${i}`, created_at: new Date(Date.parse(today.start) + 1000 * (i + 1)).toISOString(), service_id: service.id });
    // A timestamp later today (still before tomorrow in Toronto) would be in the future: not needed.

    const res = await call(t.app, 'getDashboard', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data.recent_inquiries.map((i: { name: string }) => i.name)).toEqual(['recent-3', 'recent-2', 'recent-1', 'recent-0', 'today-start']);
    expect(res.body.data.recent_inquiries[0].service).toEqual({ id: service.id, title: 'S' });
    expect(res.body.data.overview).toEqual({ new_inquiries: 4, in_progress_inquiries: 1, completed_inquiries: 1, cancelled_inquiries: 1, today_inquiries: 5 });
  });

  test('getDashboard: the figures by status, cancelled included, add up to the total of the quick stats', async () => {
    for (const status of ['new', 'new', 'in_progress', 'completed', 'cancelled', 'cancelled', 'cancelled'] as const) await addInquiry(t.db, { status });

    const { overview } = (await call(t.app, 'getDashboard', { token: admin })).body.data;
    const total = statsOf((await call(t.app, 'getQuickStats', { token: admin })).body.data).totalInquiries;
    expect(overview).toMatchObject({ new_inquiries: 2, in_progress_inquiries: 1, completed_inquiries: 1, cancelled_inquiries: 3 });
    expect(overview.new_inquiries + overview.in_progress_inquiries + overview.completed_inquiries + overview.cancelled_inquiries).toBe(total);
    expect(total).toBe(7);
  });

  test('getDashboard on an empty database', async () => {
    const res = await call(t.app, 'getDashboard', { token: admin });
    expect(res.body.data).toEqual({
      recent_inquiries: [],
      overview: { new_inquiries: 0, in_progress_inquiries: 0, completed_inquiries: 0, cancelled_inquiries: 0, today_inquiries: 0 },
      licence_alerts: [],
    });
  });

  test('getQuickStats: totals, active services, growth by Toronto month, distinct satisfied emails', async () => {
    await addService(t.db, 1);
    await addService(t.db, 1);
    await addService(t.db, 0);
    const thisMonth = torontoMonthRange(0);
    const lastMonth = torontoMonthRange(-1);
    await addInquiry(t.db, { created_at: thisMonth.start, status: 'completed', email: 'a@example.com' });
    await addInquiry(t.db, { status: 'completed', email: 'A@Example.com' });
    await addInquiry(t.db, { status: 'new', email: 'b@example.com' });
    await addInquiry(t.db, { created_at: lastMonth.start, status: 'completed', email: 'c@example.com' });
    await addInquiry(t.db, { created_at: new Date(Date.parse(thisMonth.start) - 1).toISOString(), status: 'cancelled', email: 'd@example.com' });
    await addInquiry(t.db, { created_at: '2020-05-05T00:00:00.000Z', status: 'new' });

    const res = await call(t.app, 'getQuickStats', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data.map((d: { metric: string }) => d.metric)).toEqual(['totalInquiries', 'activeServices', 'monthlyGrowth', 'satisfiedClients']);
    expect(statsOf(res.body.data)).toEqual({ totalInquiries: 6, activeServices: 2, monthlyGrowth: 50, satisfiedClients: 2 });
  });

  test('getQuickStats on an empty database: growth 0', async () => {
    const res = await call(t.app, 'getQuickStats', { token: admin });
    expect(statsOf(res.body.data)).toEqual({ totalInquiries: 0, activeServices: 0, monthlyGrowth: 0, satisfiedClients: 0 });
  });

  test('getSystemHealth: database reachable, engine, uptime, version', async () => {
    const res = await call(t.app, 'getSystemHealth', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'ok', database: { reachable: true, engine }, version: appVersion() });
    expect(res.body.data.database.latency_ms).toBeGreaterThanOrEqual(0);
    expect(res.body.data.uptime_seconds).toBeGreaterThanOrEqual(0);
    expect(Math.abs(Date.parse(res.body.data.timestamp) - Date.now())).toBeLessThan(60_000);
  });

  test.each(['getDashboard', 'getQuickStats', 'getSystemHealth'] as const)('%s: anonymous 401, student 403, admin 200', async (op) => {
    expect((await call(t.app, op)).status).toBe(401);
    expect((await call(t.app, op, { token: student })).status).toBe(403);
    expect((await call(t.app, op, { token: admin })).status).toBe(200);
  });
});

test('getSystemHealth reports an unreachable database as degraded (handler called directly)', async () => {
  // The security hook needs the database too, so the handler is exercised on its own here.
  // Nothing listens on port 1: the connection is refused at once.
  const handle = openDatabase({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none' });
  try {
    const req = { server: { db: handle.db, engine: 'postgres' }, log: { warn: () => undefined } };
    const body = (await dashboardHandlers.getSystemHealth(req as never, {} as never)) as {
      data: { status: string; database: { reachable: boolean; engine: string } };
    };
    expect(body.data.status).toBe('degraded');
    expect(body.data.database).toMatchObject({ reachable: false, engine: 'postgres' });
  } finally {
    await handle.close();
  }
});
