import crypto from 'node:crypto';
import { hashAt } from '../test/hashCost';
import { PRODUCTION_HASH_COST, checkPassword, hashPassword, verifyPassword } from './password';
import { bearerToken, hashToken } from './tokens';

const OLD_COST = { N: 2 ** 9, r: 8, p: 1 };

/** The N of every scrypt run while `work` runs. */
async function scryptRuns(work: () => Promise<unknown>): Promise<number[]> {
  const spy = jest.spyOn(crypto, 'scrypt');
  try {
    await work();
    return spy.mock.calls.map((args) => (args[3] as crypto.ScryptOptions).N!);
  } finally {
    spy.mockRestore();
  }
}

describe('passwords', () => {
  test('scrypt hashes verify, with a fresh salt each time', async () => {
    const a = await hashPassword('s3cret password');
    const b = await hashPassword('s3cret password');
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('s3cret password', a)).toBe(true);
    expect(await verifyPassword('s3cret passwore', a)).toBe(false);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await checkPassword('x', undefined)).toEqual({ ok: false });
  });

  test("production hashes at OWASP's cost, N = 2^17, r = 8, p = 1 (128 MiB, above Node's default memory cap)", async () => {
    expect(PRODUCTION_HASH_COST).toEqual({ N: 131072, r: 8, p: 1 });
    const hash = await hashAt(PRODUCTION_HASH_COST, 'long enough');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('long enough', hash)).toBe(true);
  });

  test('checkPassword: a right password on a hash below the cost is rehashed at the cost; never otherwise', async () => {
    const old = await hashAt(OLD_COST, 'pw');
    const right = await checkPassword('pw', old);
    expect(right.ok).toBe(true);
    expect(right.rehashed).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('pw', right.rehashed!)).toBe(true);
    expect(await checkPassword('wrong', old)).toEqual({ ok: false });
    expect(await checkPassword('pw', await hashPassword('pw'))).toEqual({ ok: true });
    // A hash above the cost is kept: the cost is never lowered.
    expect(await checkPassword('pw', await hashAt({ N: 2 ** 11, r: 8, p: 1 }, 'pw'))).toEqual({ ok: true });
  });

  test('checkPassword does scrypt at the current cost on every path: no account, wrong password, old hash', async () => {
    const current = await hashPassword('pw');
    const old = await hashAt(OLD_COST, 'pw');
    await checkPassword('warm-up', undefined); // the dummy hash is made once
    expect(await scryptRuns(() => checkPassword('pw', undefined))).toEqual([1024]);
    expect(await scryptRuns(() => checkPassword('wrong', current))).toEqual([1024]);
    expect(await scryptRuns(() => checkPassword('pw', current))).toEqual([1024]);
    expect(await scryptRuns(() => checkPassword('wrong', old))).toEqual([512, 1024]);
    expect(await scryptRuns(() => checkPassword('pw', old))).toEqual([512, 1024]);
  });
});

describe('tokens', () => {
  test('bearer parsing', () => {
    expect(bearerToken('Bearer abc.def')).toBe('abc.def');
    expect(bearerToken('bearer   abc ')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeUndefined();
    expect(bearerToken('Bearer')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
  test('hashes are sha256 hex', () => expect(hashToken('x')).toMatch(/^[0-9a-f]{64}$/));
});
