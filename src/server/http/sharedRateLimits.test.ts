import { call, capturedLog, createTestApp, eventually, type TestApp } from '../test/helpers';
import { hasRedis, startRedis, type TestRedis } from '../test/redisServer';

/*
 * Two server instances counting in one real redis-server, which the test stops and starts again.
 * The limits do not depend on the database engine: SQLite only.
 */

jest.setTimeout(30_000);

const LIMIT = 4;
const describeWithRedis = hasRedis() ? describe : describe.skip;

describeWithRedis('rate limits shared through Redis', () => {
  let redis: TestRedis;
  let apps: TestApp[] = [];
  beforeEach(async () => {
    redis = await startRedis();
  });
  afterEach(async () => {
    await Promise.all(apps.map((t) => t.close()));
    apps = [];
    await redis.stop();
  });

  const twoServers = async () => {
    const logs = [capturedLog(), capturedLog()];
    apps = await Promise.all(
      logs.map(({ logger }) =>
        createTestApp('sqlite', {
          logger,
          config: {
            redisUrl: redis.url,
            trustProxy: 1,
            rateLimit: { enabled: true, strict: { max: LIMIT, windowMs: 60_000 }, writes: { max: LIMIT, windowMs: 60_000 } },
          },
        }),
      ),
    );
    return logs.map((log) => log.lines);
  };

  let guess = 0;
  /** A wrong sign-in from `client` (its address, as the load balancer reports it) through server `i`. */
  const signIn = (i: number, client: string) =>
    call(apps[i].app, 'adminLogin', {
      body: { email: `guess${++guess}@example.com`, password: 'wrong' },
      headers: { 'x-forwarded-for': client },
      allowUndeclared: true,
    }).then((res) => res.status);

  /** Statuses of `n` sign-ins from one client spread over both servers in turn. */
  const spread = async (client: string, n: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < n; i += 1) statuses.push(await signIn(i % 2, client));
    return statuses;
  };
  const warnings = (lines: Record<string, unknown>[]) => lines.filter((line) => String(line.msg).startsWith('Redis is unreachable'));
  const returns = (lines: Record<string, unknown>[]) => lines.filter((line) => String(line.msg).startsWith('Redis is reachable again'));

  test('sign-ins spread over two servers hit the limit at the configured count, not twice it', async () => {
    await twoServers();
    await eventually('both servers connected to Redis', () => apps.every((t) => t.app.sharedLimits?.shared() === true), 20_000);
    expect(await spread('198.51.100.1', LIMIT + 2)).toEqual([...Array(LIMIT).fill(401), 429, 429]);
    // Another client has its own count.
    expect(await signIn(1, '198.51.100.2')).toBe(401);
  });

  test('Redis away: every request is still answered, counted in memory with one warning per server; back: shared again by itself', async () => {
    const lines = await twoServers();
    await eventually('both servers connected to Redis', () => apps.every((t) => t.app.sharedLimits?.shared() === true), 20_000);

    await redis.stop();
    // Each server counts alone now: the limit holds per server (twice it in all), and nothing fails.
    const during = await spread('198.51.100.3', 2 * LIMIT + 4);
    expect(during).toEqual([...Array(2 * LIMIT).fill(401), 429, 429, 429, 429]);
    for (let i = 0; i < 20; i += 1) expect([401, 429]).toContain(await signIn(i % 2, `198.51.100.${10 + i}`));
    // One warning per outage, not per request counted alone. A client may reconnect once more while
    // Redis shuts down, which is an outage of its own: each warning but the last is followed by a return.
    await eventually('each server logged the outage once', () => lines.every((server) => warnings(server).length === returns(server).length + 1), 20_000);
    expect(warnings(lines[0])[0].level).toBe(40);

    await redis.start();
    await eventually('both servers back on Redis', () => apps.every((t) => t.app.sharedLimits?.shared() === true), 20_000);
    expect(await spread('198.51.100.4', LIMIT + 1)).toEqual([...Array(LIMIT).fill(401), 429]);
    for (const server of lines) {
      expect(returns(server)).toHaveLength(warnings(server).length);
      expect(warnings(server).length).toBeGreaterThanOrEqual(1);
    }
  });

  test('a server started while Redis is down serves at once, counting in memory, and moves to Redis when it comes up', async () => {
    await redis.stop();
    const lines = await twoServers();
    expect(await spread('198.51.100.5', 2 * LIMIT + 1)).toEqual([...Array(2 * LIMIT).fill(401), 429]);
    await eventually('each server logged the outage once', () => lines.every((server) => warnings(server).length === 1), 20_000);

    await redis.start();
    await eventually('both servers on Redis', () => apps.every((t) => t.app.sharedLimits?.shared() === true), 20_000);
    expect(await spread('198.51.100.6', LIMIT + 1)).toEqual([...Array(LIMIT).fill(401), 429]);
    expect(lines.map((server) => warnings(server).length)).toEqual([1, 1]);
  });
});
