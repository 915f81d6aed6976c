import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import { bearerToken, hashToken } from './tokens';

describe('passwords', () => {
  test('scrypt hashes verify, with a fresh salt each time', async () => {
    const a = await hashPassword('s3cret password');
    const b = await hashPassword('s3cret password');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('s3cret password', a)).toBe(true);
    expect(await verifyPassword('s3cret passwore', a)).toBe(false);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyAgainstDummy('x')).toBe(false);
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
