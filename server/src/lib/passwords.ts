import { randomBytes, scrypt as scryptCallback } from 'node:crypto';
import zxcvbn from 'zxcvbn';
import { MIN_PASSWORD_SCORE } from '../../../src/shared/contracts/identity';
import { safeEqual } from './crypto';

// scrypt N=2^15, r=8, p=1: the OWASP-recommended floor; about 50 ms on this class of machine.
const N = 2 ** 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAX_MEMORY = 64 * 1024 * 1024;

function scrypt(password: string, salt: Buffer, n: number, r: number, p: number) {
  return new Promise<Buffer>((resolve, reject) => {
    scryptCallback(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { N: n, r, p, maxmem: MAX_MEMORY },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** Format: scrypt$N$r$p$salt$hash (base64url). The whole password is hashed, never cut. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), +n, +r, +p);
  return safeEqual(key, Buffer.from(hash, 'base64url'));
}

/**
 * A hash of a random password, verified against when the user is unknown or has no
 * password, so both cases cost the same time as a real check.
 */
let dummyHash: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummyHash;
}

/** zxcvbn score 0-4; it is quadratic in length, so only the first 100 characters are rated. */
export function passwordScore(password: string, userInputs: string[] = []): number {
  return zxcvbn(password.slice(0, 100), userInputs).score;
}

export function isStrongEnough(password: string, userInputs: string[] = []): boolean {
  return passwordScore(password, userInputs) >= MIN_PASSWORD_SCORE;
}
