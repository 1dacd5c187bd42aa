import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random opaque token, URL-safe. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens are stored only as their SHA-256, so a database leak reveals none. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

export function safeEqual(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

export function nowIso(): string {
  return new Date().toISOString();
}

export function isoAfterSeconds(seconds: number, from = Date.now()): string {
  return new Date(from + seconds * 1000).toISOString();
}
