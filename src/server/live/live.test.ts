import { sql } from 'kysely';
import { addDate, addPackage } from '../resources/bookings/fixtures';
import { addAvailability, addInstructor, giveHours } from '../resources/lessons/fixtures';
import { call, createStudent, createTestApp, engines, eventually, type TestApp } from '../test/helpers';
import { openLiveStream, type LiveStreamClient, type StreamEvent } from '../test/liveStream';
import { TOPICS_OF_TABLE } from './topics';

// June 2099: Toronto is on EDT (UTC−4), so 09:00 there is 13:00Z.
const DAY = '2099-06-10';
const Z = (time: string) => `${DAY}T${time}:00.000Z`;
const change = (topic: string) => (event: StreamEvent) => event.event === 'change' && (event.data as { topics: string[] }).topics.includes(topic);
// Streams stay open for the test (the harness ends them at once by default).
const KEPT_OPEN = { config: { liveStreamMaxMs: 60_000 } };

describe.each(engines())('live events (%s)', (engine) => {
  let t: TestApp;
  const streams: LiveStreamClient[] = [];
  const open = async (topics: string, options?: { lastEventId?: string }) => {
    const stream = await openLiveStream(t.app, topics, options);
    streams.push(stream);
    return stream;
  };
  beforeAll(async () => {
    t = await createTestApp(engine, KEPT_OPEN);
    // PostgreSQL: events are heard once the change feed listens.
    if (t.changes) await eventually('the change feed listens', () => t.changes!.live());
  });
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });
  afterAll(() => t.close());

  test('the stream: text/event-stream, no caching, greeted with ready, its id and the reconnection delay', async () => {
    const stream = await open('lessons,seats');
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream');
    expect(stream.headers['cache-control']).toBe('no-cache');
    // Helmet's headers carry over to the stream.
    expect(stream.headers['x-content-type-options']).toBe('nosniff');
    expect(stream.events[0]).toEqual({ id: expect.stringMatching(/^[0-9a-f]{8}\.\d+$/), event: 'ready', data: { topics: ['lessons', 'seats'] } });
    expect(stream.events[0].id!.split('.')[0]).toBe(t.app.live.lastId().split('.')[0]);
  });

  test('a lesson booked and then cancelled reaches a stream watching lessons, not one watching seats', async () => {
    const instructor = await addInstructor(t.db);
    await addAvailability(t.db, instructor, DAY, '09:00', '13:00');
    const student = await createStudent(t);
    await giveHours(t.db, student.user.id, 10);
    const lessons = await open('lessons');
    const seats = await open('seats');

    const booked = await call(t.app, 'bookLesson', { token: student.token, body: { instructor_id: instructor, starts_at: Z('13:00'), duration_minutes: 60 } });
    expect(booked.status).toBe(201);
    const first = await lessons.next('the booking', change('lessons'));
    expect(first.data).toEqual({ topics: ['lessons'] });
    expect(first.id).toMatch(/^[0-9a-f]{8}\.\d+$/);

    const skip = lessons.events.length;
    expect((await call(t.app, 'cancelMyLesson', { token: student.token, params: { id: booked.body.data.id } })).status).toBe(200);
    await lessons.next('the cancellation', change('lessons'), skip);

    // The seats stream heard nothing of either: its first event is the seat taken below.
    const pkg = await addPackage(t.db);
    await seats.next('a package added', change('seats'));
    expect(seats.events.slice(1).every(change('seats'))).toBe(true);
    expect(pkg).toBeGreaterThan(0);
  });

  test('a booking taking a seat reaches a stream watching seats', async () => {
    const pkg = await addPackage(t.db);
    const date = await addDate(t.db, pkg, { capacity: 3 });
    const student = await createStudent(t);
    const seats = await open('seats');
    const booked = await call(t.app, 'createBooking', { token: student.token, body: { package_id: pkg, package_date_id: date } });
    expect(booked.status).toBe(201);
    await seats.next('the seat taken', change('seats'));
  });

  test('a reconnection with Last-Event-ID gets what it missed, or resync when the server cannot know', async () => {
    const first = await open('seats');
    const lastId = first.events[0].id!;
    first.close();
    await addPackage(t.db);
    await addPackage(t.db);
    await eventually('the packages heard', () => t.app.live.lastId() !== lastId);

    // The same process and start: the missed change, exactly.
    const again = await open('seats', { lastEventId: lastId });
    const missed = await again.next('the missed change', change('seats'));
    expect(missed.id).not.toBe(lastId);
    expect(again.events.some((event) => event.event === 'resync')).toBe(false);

    // An id of another process or start (or none this process knows): resync.
    for (const unknown of ['0badc0de.3', `${lastId.split('.')[0]}.999999`, 'garbage']) {
      const stream = await open('seats', { lastEventId: unknown });
      const resync = await stream.next('resync', (event) => event.event === 'resync');
      expect(resync.data).toEqual({ topics: ['seats'] });
    }
  });

  test('streamLiveEvents against the contract: 200 as an event stream, 422 for unknown topics', async () => {
    const short = await createTestApp(engine);
    try {
      // The harness ends a stream after its greeting, so call() gets a whole answer.
      const answer = await call(short.app, 'streamLiveEvents', { query: { topics: 'lessons' } });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('text/event-stream');
      expect(answer.body).toMatch(/^id: [0-9a-f]{8}\.\d+\nevent: ready\ndata: \{"topics":\["lessons"\]\}\nretry: 3000\n\n$/);
      for (const topics of ['', 'bookings', 'lessons;seats', 'lessons,']) {
        expect((await call(short.app, 'streamLiveEvents', { query: { topics } })).status).toBe(422);
      }
    } finally {
      await short.close();
    }
  });

  test('past LIVE_STREAMS_MAX open streams a process refuses more with 503 and Retry-After, until one closes', async () => {
    const small = await createTestApp(engine, { config: { liveStreamMaxMs: 60_000, liveStreamsMax: 1 } });
    try {
      const first = await openLiveStream(small.app, 'seats');
      const refused = await call(small.app, 'streamLiveEvents', { query: { topics: 'seats' } });
      expect(refused.status).toBe(503);
      expect(refused.headers['retry-after']).toBe('30');
      first.close();
      await eventually('the first stream is gone', () => small.app.live.size() === 0);
      expect((await openLiveStream(small.app, 'seats')).status).toBe(200);
    } finally {
      await small.close();
    }
  });

  test('closing the app ends its open streams at once', async () => {
    const other = await createTestApp(engine, KEPT_OPEN);
    const stream = await openLiveStream(other.app, 'lessons');
    const started = Date.now();
    await other.close();
    await eventually('the stream ends', () => stream.ended());
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  if (engine === 'postgres') {
    test('a write through one server process reaches a stream on another sharing the database', async () => {
      const second = await createTestApp(engine, { ...KEPT_OPEN, sharing: t });
      try {
        await eventually('the second process listens', () => second.changes!.live());
        const there = await openLiveStream(second.app, 'seats');
        streams.push(there);
        const pkg = await addPackage(t.db);
        const date = await addDate(t.db, pkg, { capacity: 2 });
        const student = await createStudent(t);
        expect((await call(t.app, 'createBooking', { token: student.token, body: { package_id: pkg, package_date_id: date } })).status).toBe(201);
        await there.next('the seat taken through the other process', change('seats'));
      } finally {
        await second.close();
      }
    });

    test('every table a topic watches says its name on commit (migration 0030 through the trigger of 0013)', async () => {
      const triggers = await sql<{ table: string }>`
        select c.relname as table from pg_trigger g join pg_class c on c.oid = g.tgrelid join pg_namespace n on n.oid = c.relnamespace
        where g.tgname = 'data_changed' and n.nspname = ${t.schema!}`.execute(t.db);
      const notifying = new Set(triggers.rows.map((row) => row.table));
      expect(Object.keys(TOPICS_OF_TABLE).filter((table) => !notifying.has(table))).toEqual([]);
    });
  }
});
