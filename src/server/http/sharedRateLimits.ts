import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore';
import RedisStore from '@fastify/rate-limit/store/RedisStore';
import { lazyPackage } from '../lazyPackage';

const ioredis = lazyPackage<typeof import('ioredis')>('ioredis');

/*
 * Rate limits counted in Redis, so that N server processes behind a load balancer allow what one
 * would. Redis is a help, not a dependency: while it cannot be reached (down, unreachable, or not
 * answering within COMMAND_TIMEOUT_MS) each process counts in its own memory, as a single server
 * does, and says so once; when Redis answers again the counting goes back to it by itself.
 * During an outage N processes therefore allow up to N times the limit (per-email limits, in the
 * database, are unaffected).
 */

interface Log {
  info(msg: string): void;
  warn(obj: object, msg: string): void;
}

/** The counters as the plugin calls them (its types leave out the window and the maximum). */
interface Counter {
  incr(key: string, done: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number, max: number): void;
  child(routeOptions: unknown): Counter;
}

/** A request waits at most this long for Redis before it is counted in memory. */
const COMMAND_TIMEOUT_MS = 500;
/** While Redis is marked away but the connection still looks open (a stalled server), it is tried again this often. */
const PROBE_MS = 2_000;
const KEY_PREFIX = 'drive-rate-limit-';
const LOST_STATUSES = new Set(['reconnecting', 'close', 'end']);

export interface SharedRateLimits {
  /** The store class for @fastify/rate-limit's `store` option. */
  store: FastifyRateLimitStoreCtor;
  /** Whether counts go to Redis right now (false during an outage). */
  shared(): boolean;
  close(): Promise<void>;
}

export function sharedRateLimits(redisUrl: string, log: Log): SharedRateLimits {
  const redis = new (ioredis().Redis)(redisUrl, {
    // A command for a Redis that is away fails at once instead of waiting in a queue: the request
    // is then counted in memory.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    // Reconnects for ever, at most 1 s apart, so the counting returns to Redis soon after it does.
    retryStrategy: (attempt) => Math.min(attempt * 100, 1_000),
  });
  let away = false;
  let probe: NodeJS.Timeout | undefined;

  const recovered = () => {
    clearInterval(probe);
    probe = undefined;
    if (!away) return;
    away = false;
    log.info('Redis is reachable again: rate limits are shared by every server process again');
  };
  const lost = (error: unknown) => {
    if (away) return;
    away = true;
    log.warn(
      { err: error },
      'Redis is unreachable: rate limits are counted in this process only until it is back (each server process allows the full limit meanwhile)',
    );
    // A stalled Redis keeps its connection open and sends no 'ready': ask it now and then.
    probe = setInterval(() => {
      if (redis.status === 'ready') redis.ping().then(recovered, () => undefined);
    }, PROBE_MS);
    probe.unref();
  };
  redis.on('ready', recovered);
  // Every failed reconnection emits 'error'; only the first of an outage is logged.
  redis.on('error', lost);

  class FallbackStore {
    private readonly inRedis: Counter;
    private readonly inMemory: Counter;

    constructor(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }, pair?: [Counter, Counter]) {
      const continueExceeding = params.continueExceeding === true;
      const exponentialBackoff = params.exponentialBackoff === true;
      [this.inRedis, this.inMemory] = pair ?? [
        new RedisStore(continueExceeding, exponentialBackoff, redis, KEY_PREFIX) as unknown as Counter,
        new LocalStore(continueExceeding, exponentialBackoff) as unknown as Counter,
      ];
    }

    incr(key: string, done: Parameters<Counter['incr']>[1], timeWindow: number, max: number): void {
      if (away || redis.status !== 'ready') {
        // Between two attempts to reconnect: an outage, whether or not an error was emitted yet
        // (at start-up, 'connecting' is not one).
        if (LOST_STATUSES.has(redis.status)) lost(new Error(`the connection to Redis is ${redis.status}`));
        return this.inMemory.incr(key, done, timeWindow, max);
      }
      this.inRedis.incr(
        key,
        (error, result) => {
          if (!error) return done(null, result);
          lost(error);
          this.inMemory.incr(key, done, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: { continueExceeding?: boolean; exponentialBackoff?: boolean }): FallbackStore {
      return new FallbackStore(routeOptions, [this.inRedis.child(routeOptions), this.inMemory.child(routeOptions)]);
    }
  }

  return {
    store: FallbackStore as unknown as FastifyRateLimitStoreCtor,
    shared: () => !away && redis.status === 'ready',
    async close() {
      clearInterval(probe);
      redis.removeAllListeners();
      redis.on('error', () => undefined);
      redis.disconnect();
    },
  };
}
