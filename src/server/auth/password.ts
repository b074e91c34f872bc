// scrypt password hashes (node:crypto), compared in constant time. The cost is N = 2^17, r = 8,
// p = 1 (OWASP Password Storage Cheat Sheet); each hash names its own parameters, so hashes made
// at an older cost still verify and are replaced at the next sign-in (needsRehash).
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** log2 of scrypt's N in production (PASSWORD_HASH_COST); tests may lower it (config.ts). */
export const DEFAULT_PASSWORD_COST = 17;
/** Stored hashes outside this range are refused rather than derived (memory is 128·N·r bytes). */
const MIN_COST = 10;
const MAX_COST = 18;
const R = 8;
const P = 1;
const KEYLEN = 64;
/**
 * At most this many derivations at once: each takes 128·N·r bytes (128 MiB at 2^17), so a burst
 * of sign-ins queues here instead of taking the process's memory with it.
 */
const MAX_CONCURRENT = 2;

export type PasswordHashing = { cost: number };
export const defaultHashing: PasswordHashing = { cost: DEFAULT_PASSWORD_COST };

let running = 0;
const waiting: Array<() => void> = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** scrypt needs 128·N·r bytes; node's default limit (32 MiB) is below that at N = 2^17. */
const optionsFor = (n: number, r: number, p: number): ScryptOptions => ({
  N: n,
  r,
  p,
  maxmem: 128 * n * r * p + 32 * 1024 * 1024,
});

function derive(password: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  return withSlot(
    () =>
      new Promise((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, KEYLEN, opts, (err, key) =>
          err ? reject(err) : resolve(key),
        ),
      ),
  );
}

/** Format: scrypt$N$r$p$salt$hash (base64url), so parameters can be raised later. */
export async function hashPassword(
  password: string,
  hashing: PasswordHashing = defaultHashing,
): Promise<string> {
  const n = 2 ** hashing.cost;
  const salt = randomBytes(16);
  const key = await derive(password, salt, optionsFor(n, R, P));
  return ['scrypt', n, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

type Parsed = { n: number; r: number; p: number; salt: Buffer; hash: Buffer };

function parse(stored: string): Parsed | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const cost = Math.log2(n);
  if (!Number.isInteger(cost) || cost < MIN_COST || cost > MAX_COST) return null;
  if (r !== R || p !== P) return null;
  return {
    n,
    r,
    p,
    salt: Buffer.from(parts[4]!, 'base64url'),
    hash: Buffer.from(parts[5]!, 'base64url'),
  };
}

export async function verifyPassword(
  password: string,
  stored: string | null,
  hashing: PasswordHashing = defaultHashing,
): Promise<boolean> {
  // With no stored hash still do the work, at today's cost, so timing does not reveal which
  // accounts exist.
  const parsed = parse(stored ?? dummyFor(hashing));
  if (!parsed) return false;
  const actual = await derive(password, parsed.salt, optionsFor(parsed.n, parsed.r, parsed.p));
  return (
    stored !== null && actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash)
  );
}

/** A stored hash made at a lower cost than today's: hash the password anew at sign-in. */
export function needsRehash(stored: string, hashing: PasswordHashing = defaultHashing): boolean {
  const parsed = parse(stored);
  return parsed === null || parsed.n < 2 ** hashing.cost;
}

const dummyFor = (hashing: PasswordHashing) =>
  `scrypt$${2 ** hashing.cost}$${R}$${P}$${Buffer.alloc(16).toString('base64url')}$${Buffer.alloc(KEYLEN).toString('base64url')}`;
