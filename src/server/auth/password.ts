import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { PRODUCTION_HASH_LIMITS, createHashQueue, type HashLimits, type HashQueue } from './hashQueue';

/*
 * scrypt from node:crypto (no native addon). Stored as `scrypt$N$r$p$salt$hash` (base64url) so the
 * cost can be raised later while old hashes still verify; a login rehashes them (`checkPassword`).
 */

export interface HashCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP's recommended scrypt cost (N = 2^17, r = 8, p = 1: 128 MiB and a fraction of a second per hash). */
export const PRODUCTION_HASH_COST: Readonly<HashCost> = Object.freeze({ N: 2 ** 17, r: 8, p: 1 });

let cost: Readonly<HashCost> = PRODUCTION_HASH_COST;

/**
 * Changes the cost of new hashes. Only the test harness calls it (src/server/test/setup.ts), to keep
 * thousands of logins fast: deliberately a function, not a setting a deployment could lower.
 */
export function useHashCost(next: HashCost): void {
  cost = Object.freeze({ ...next });
  dummyHash = undefined;
}

// Every hash of this process waits its turn here (hashQueue.ts says why, and the limits).
let queue: HashQueue = createHashQueue(PRODUCTION_HASH_LIMITS);

/** The queue hashes wait in (tests fill it to see what a full one answers). */
export const hashQueue = (): HashQueue => queue;

/**
 * Replaces the queue with one of other limits. Only tests call it: the harness (setup.ts) to let
 * suites sign many in at once, the queue's own test to fill a small one.
 */
export function useHashLimits(limits: HashLimits): void {
  queue = createHashQueue(limits);
}

/**
 * Throws HashingBusyError when a hash would be refused now: a request that will hash calls it
 * first, so a flood is turned away before it costs any other work or counts against a limit.
 */
export const refuseWhenHashingBusy = (): void => queue.refuseWhenFull();

/**
 * Resolves once a hash would find a place in line, after a wait at the door while the line is
 * full; HashingBusyError when none frees in time. Requests that will hash pass here as they arrive.
 */
export const admitToHashing = (): Promise<void> => queue.admit();

const KEY_LENGTH = 64;
// scrypt needs 128·N·r bytes: 128 MiB at the production cost, over Node's 32 MiB default. A stored
// hash asking for more than this fails to verify instead of taking the memory.
const MAX_MEMORY = 256 * 1024 * 1024;

/** One scrypt, in its turn: HashingBusyError when the queue is full. */
function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return queue.run(
    () =>
      new Promise((resolve, reject) => {
        scryptCb(password, salt, keylen, { ...options, maxmem: MAX_MEMORY }, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** The parameters of a stored hash, or undefined when it is not one of ours. */
function parse(stored: string): (HashCost & { salt: Buffer; hash: Buffer }) | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [, n, r, p, saltText, hashText] = parts;
  return { N: Number(n), r: Number(r), p: Number(p), salt: Buffer.from(saltText, 'base64url'), hash: Buffer.from(hashText, 'base64url') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const { salt, hash, ...params } = parsed;
  const key = await scrypt(password, salt, hash.length, params);
  return key.length === hash.length && timingSafeEqual(key, hash);
}

/** True when a stored hash was made at the cost new hashes are made at. */
export function isAtCurrentCost(stored: string): boolean {
  const parsed = parse(stored);
  return parsed !== undefined && parsed.N === cost.N && parsed.r === cost.r && parsed.p === cost.p;
}

/** True when a stored hash is weaker than new hashes in any parameter (never to lower a cost). */
function belowCost(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.N < cost.N || parsed.r < cost.r || parsed.p < cost.p;
}

// A real hash of a random password at the current cost: verifying against it when the account
// does not exist costs the same time as a real check, so response times do not reveal which
// emails are registered.
let dummyHash: Promise<string> | undefined;
async function verifyAgainstDummy(password: string): Promise<false> {
  const made = (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));
  // Made again next time when its hash was refused (a full queue).
  made.catch(() => dummyHash === made && (dummyHash = undefined));
  await verifyPassword(password, await made);
  return false;
}

export interface PasswordCheck {
  ok: boolean;
  /** When the password matched a hash below the current cost: its new hash, to store. */
  rehashed?: string;
}

/**
 * A login's password check against the account's stored hash, or `undefined` when there is no
 * account. Every path does at least one scrypt at the current cost: no account verifies against
 * the dummy; a hash below the cost adds the dummy's work to a wrong password, and a new hash to
 * a right one, so accounts not yet rehashed do not answer faster than the others.
 */
export async function checkPassword(password: string, stored: string | undefined): Promise<PasswordCheck> {
  if (stored === undefined) return { ok: await verifyAgainstDummy(password) };
  const ok = await verifyPassword(password, stored);
  if (!belowCost(stored)) return { ok };
  if (!ok) return { ok: await verifyAgainstDummy(password) };
  return { ok, rehashed: await hashPassword(password) };
}
