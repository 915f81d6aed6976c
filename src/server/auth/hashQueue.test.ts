import crypto from 'node:crypto';
import { TEST_HASH_LIMITS } from '../test/hashCost';
import { HashingBusyError, PRODUCTION_HASH_LIMITS, createHashQueue } from './hashQueue';
import { hashPassword, hashQueue, useHashLimits, verifyPassword } from './password';

/** A piece of work that runs until `release` is called. */
function held() {
  let release!: () => void;
  let started = false;
  const done = new Promise<void>((resolve) => (release = resolve));
  return {
    work: () => {
      started = true;
      return done;
    },
    release,
    started: () => started,
  };
}

/** Lets every pending promise callback run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the password hashing queue', () => {
  test('in production one or two hashes run at once, eight per running hash wait, and a request waits a second at the door', () => {
    expect([1, 2]).toContain(PRODUCTION_HASH_LIMITS.running);
    expect(PRODUCTION_HASH_LIMITS.waiting).toBe(8 * PRODUCTION_HASH_LIMITS.running);
    expect(PRODUCTION_HASH_LIMITS.doorMs).toBe(1000);
  });

  test('a hash past the running limit waits for a turn; past the waiting limit it is refused at once, with when to retry', async () => {
    const queue = createHashQueue({ running: 1, waiting: 1 });
    const first = held();
    const second = held();
    const running = queue.run(first.work);
    const waiting = queue.run(second.work);
    await settle();
    expect(first.started()).toBe(true);
    expect(second.started()).toBe(false);
    expect([queue.running, queue.waiting]).toEqual([1, 1]);

    const refused = queue.run(async () => 'never');
    await expect(refused).rejects.toBeInstanceOf(HashingBusyError);
    await expect(refused).rejects.toMatchObject({ retryAfterSeconds: expect.any(Number) });
    expect(((await refused.catch((error: HashingBusyError) => error)) as HashingBusyError).retryAfterSeconds).toBeGreaterThanOrEqual(1);

    first.release();
    await running;
    await settle();
    expect(second.started()).toBe(true);
    expect([queue.running, queue.waiting]).toEqual([1, 0]);
    second.release();
    await waiting;
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
    expect(await queue.run(async () => 'served')).toBe('served');
  });

  test('a turn freed goes to the first in line, not to a newcomer', async () => {
    const queue = createHashQueue({ running: 1, waiting: 2 });
    const first = held();
    const second = held();
    const order: string[] = [];
    const a = queue.run(first.work);
    const b = queue.run(() => (order.push('waiting'), second.work()));
    await settle();
    first.release();
    const c = queue.run(async () => order.push('newcomer'));
    await settle();
    expect(order).toEqual(['waiting']);
    expect(queue.running).toBe(1);
    second.release();
    await Promise.all([a, b, c]);
    expect(order).toEqual(['waiting', 'newcomer']);
  });

  test('a failing hash frees its turn', async () => {
    const queue = createHashQueue({ running: 1, waiting: 0 });
    await expect(queue.run(async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await queue.run(async () => 'next')).toBe('next');
  });

  describe('at the door of a full line', () => {
    beforeEach(() => jest.useFakeTimers({ doNotFake: ['setImmediate'] }));
    afterEach(() => jest.useRealTimers());

    test('a request is let in when a place frees within the wait, first come first in', async () => {
      const queue = createHashQueue({ running: 1, waiting: 1, doorMs: 1000 });
      const first = held();
      const running = queue.run(first.work);
      const waiting = queue.run(async () => 'second');
      const order: string[] = [];
      const early = queue.admit().then(() => order.push('early'));
      const late = queue.admit().then(() => order.push('late'));
      await settle();
      expect(order).toEqual([]);
      jest.advanceTimersByTime(900);
      first.release();
      await Promise.all([running, waiting, early]);
      await settle();
      expect(order).toEqual(['early', 'late']);
      await late;
    });

    test('a request is refused, with when to retry, when no place frees within the wait', async () => {
      const queue = createHashQueue({ running: 1, waiting: 0, doorMs: 1000 });
      const first = held();
      const running = queue.run(first.work);
      const refused = queue.admit();
      const outcome = refused.then(
        () => 'let in',
        (error: unknown) => error,
      );
      jest.advanceTimersByTime(999);
      await settle();
      expect(await Promise.race([outcome, 'still waiting'])).toBe('still waiting');
      jest.advanceTimersByTime(1);
      expect(await outcome).toBeInstanceOf(HashingBusyError);
      expect(((await outcome) as HashingBusyError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
      // Its place at the door is given up: the place freed next is not kept for it.
      first.release();
      await running;
      await expect(queue.admit()).resolves.toBeUndefined();
    });

    test('without a wait at the door a full line refuses at once', async () => {
      const queue = createHashQueue({ running: 1, waiting: 0 });
      const first = held();
      const running = queue.run(first.work);
      await expect(queue.admit()).rejects.toBeInstanceOf(HashingBusyError);
      first.release();
      await running;
    });
  });

  describe('passwords', () => {
    afterEach(() => useHashLimits(TEST_HASH_LIMITS));

    test('every scrypt waits in the queue: none starts while it is full, and one more is refused', async () => {
      useHashLimits({ running: 1, waiting: 1 });
      const blocker = held();
      const holding = hashQueue().run(blocker.work);
      const stored = hashPassword('waits its turn');
      const spy = jest.spyOn(crypto, 'scrypt');
      try {
        await settle();
        expect(spy).not.toHaveBeenCalled();
        await expect(verifyPassword('refused', 'scrypt$1024$8$1$AAAA$AAAA')).rejects.toBeInstanceOf(HashingBusyError);
        expect(spy).not.toHaveBeenCalled();
        blocker.release();
        await holding;
        expect(await verifyPassword('waits its turn', await stored)).toBe(true);
        expect(spy).toHaveBeenCalledTimes(2);
      } finally {
        spy.mockRestore();
      }
    });
  });
});
