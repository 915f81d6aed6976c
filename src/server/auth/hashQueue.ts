import { availableParallelism } from 'node:os';

/*
 * Password hashes wait their turn here. scrypt runs on libuv's thread pool, the same few threads
 * (UV_THREADPOOL_SIZE, main.ts) that read the files a page is made of, and each hash holds a
 * thread, a core and 128 MiB for a fraction of a second: 80 failed sign-ins at once filled the
 * pool and held every page for up to a minute behind them.
 *
 * The limits, per server process (each has its own pool):
 * - running: one hash on a machine of one or two cores, two from three cores on. One hash takes a
 *   whole core; the event loop, which answers pages and the API, keeps the other. More at once
 *   would not sign anyone in sooner on two cores, and each costs another 128 MiB.
 * - waiting: 8 per running hash. At the production cost a hash takes 0.3 to 1 s, so the last in
 *   line waits a few seconds, about what a person waits for a sign-in; a flood past that is
 *   refused (HashingBusyError: 503 with Retry-After) instead of queueing for minutes.
 * - at the door: a request that will hash, arriving while the line is full, waits up to a second
 *   for a place before it is refused. A person signing in gets the place a finished hash frees; a
 *   flood, answered at once, would be thousands of refusals a second on the event loop the pages
 *   need, and held at the door each of its connections sends one a second.
 */

export interface HashLimits {
  /** Hashes computed at once. */
  running: number;
  /** Hashes waiting for a turn; one more is refused. */
  waiting: number;
  /** How long a request waits at the door for a place in line before it is refused (0: at once). */
  doorMs?: number;
}

const running = Math.min(2, Math.max(1, availableParallelism() - 1));
export const PRODUCTION_HASH_LIMITS: Readonly<HashLimits> = Object.freeze({ running, waiting: 8 * running, doorMs: 1000 });

/** The queue is full: try again after `retryAfterSeconds`. */
export class HashingBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    // An answer to a flood, made thousands of times a second: no stack trace is recorded.
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super('password hashing queue full');
    Error.stackTraceLimit = limit;
    this.name = 'HashingBusyError';
  }
}

export interface HashQueue {
  /** Runs `work` when a turn comes, or throws HashingBusyError at once when the line is full. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Throws the HashingBusyError `run` would throw now, if any. */
  refuseWhenFull(): void;
  /** Resolves once the line has a place, waiting at the door up to `doorMs`; HashingBusyError past that. */
  admit(): Promise<void>;
  readonly running: number;
  readonly waiting: number;
}

/** A guess of a hash's duration before any was measured: the production cost on a slow core. */
const FIRST_GUESS_MS = 1000;

export function createHashQueue(limits: HashLimits): HashQueue {
  let active = 0;
  const line: (() => void)[] = [];
  // Requests at the door, first come first let in: each place freed in the line lets one in.
  const door: (() => void)[] = [];
  // A running average of how long a hash takes, to tell a refused caller when a turn is likely free.
  let averageMs = FIRST_GUESS_MS;

  const retryAfterSeconds = () => Math.max(1, Math.ceil((((line.length + active) / limits.running) * averageMs) / 1000));

  // A finished hash hands its turn to the first in line, so no newcomer slips in between.
  const next = () => {
    const first = line.shift();
    if (first) first();
    else active -= 1;
    door.shift()?.();
  };

  const full = () => active >= limits.running && line.length >= limits.waiting;

  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (full()) throw new HashingBusyError(retryAfterSeconds());
      if (active >= limits.running) {
        await new Promise<void>((resolve) => line.push(resolve));
      } else {
        active += 1;
      }
      const started = performance.now();
      try {
        return await work();
      } finally {
        averageMs = averageMs * 0.8 + (performance.now() - started) * 0.2;
        next();
      }
    },
    refuseWhenFull() {
      if (full()) throw new HashingBusyError(retryAfterSeconds());
    },
    async admit() {
      if (!full()) return;
      if (!limits.doorMs) throw new HashingBusyError(retryAfterSeconds());
      await new Promise<void>((resolve, reject) => {
        const enter = () => {
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          door.splice(door.indexOf(enter), 1);
          reject(new HashingBusyError(retryAfterSeconds()));
        }, limits.doorMs);
        door.push(enter);
      });
    },
    get running() {
      return active;
    },
    get waiting() {
      return line.length;
    },
  };
}
