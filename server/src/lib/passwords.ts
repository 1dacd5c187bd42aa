import { randomBytes, scrypt as scryptCallback } from 'node:crypto';
import zxcvbn from 'zxcvbn';
import { MIN_PASSWORD_SCORE } from '@contracts/identity';
import { safeEqual } from './crypto';

// scrypt N=2^15, r=8, p=1: the OWASP-recommended floor; about 50 ms on this class of machine.
const N = 2 ** 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAX_MEMORY = 64 * 1024 * 1024;

/**
 * Runs work with bounded concurrency, serving the waiting work fairly between keys (client
 * IPs): work of a key with nothing else waiting or running goes first, then keys with more
 * work take turns, one item each (like the new-flows-first round-robin of fq_codel). A
 * flood from a few clients thus delays another client's check by at most the checks
 * already running. Work taken in turn (a key's backlog) holds at most all slots but one,
 * so one slot stays for newcomers, and a flood from one client keeps at most that many
 * cores busy: the rest are left to the event loop.
 */
export class FairQueue {
  private running = 0;
  /** Running work that was taken in turn (not as a newcomer's). */
  private runningTurns = 0;
  /** Per key: its work not yet started, and how much of it is running. */
  private readonly keys = new Map<
    string,
    { waiting: ((turn: boolean) => void)[]; running: number }
  >();
  /** Keys that had no work waiting or running when theirs arrived: served first, in order. */
  private readonly fresh: string[] = [];
  /** Keys with work waiting behind work of theirs already started: served in turn. */
  private readonly turns: string[] = [];
  /** Slots work taken in turn may hold. */
  private readonly turnSlots: number;

  constructor(private readonly concurrency: number) {
    this.turnSlots = Math.max(1, concurrency - 1);
  }

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      let state = this.keys.get(key);
      if (!state) {
        state = { waiting: [], running: 0 };
        this.keys.set(key, state);
      }
      const entry = state;
      const start = (turn: boolean) => {
        this.running += 1;
        if (turn) this.runningTurns += 1;
        entry.running += 1;
        work()
          .then(resolve, reject)
          .finally(() => {
            this.running -= 1;
            if (turn) this.runningTurns -= 1;
            entry.running -= 1;
            if (entry.running === 0 && entry.waiting.length === 0) this.keys.delete(key);
            this.next();
          });
      };
      if (entry.waiting.length === 0) (entry.running === 0 ? this.fresh : this.turns).push(key);
      entry.waiting.push(start);
      this.next();
    });
  }

  private next() {
    while (this.running < this.concurrency) {
      let key = this.fresh.shift();
      const turn = key === undefined;
      if (turn) {
        if (this.runningTurns >= this.turnSlots) return;
        key = this.turns.shift();
      }
      if (key === undefined) return;
      const state = this.keys.get(key);
      const start = state?.waiting.shift();
      if (state && state.waiting.length > 0) this.turns.push(key);
      start?.(turn);
    }
  }
}

/**
 * Every scrypt of the process goes through this queue: two at a time, so a flood of
 * sign-ins cannot fill the thread pool; fairly per client, so it cannot starve others; and
 * one of the two kept for newcomers, so a flood from one client takes one core at most.
 */
const hashing = new FairQueue(2);

/** The queue key of work the server does for itself (seeding, the dummy hash). */
const SERVER = 'server';

function scrypt(password: string, salt: Buffer, n: number, r: number, p: number, key: string) {
  return hashing.run(key, () => scryptNow(password, salt, n, r, p));
}

function scryptNow(password: string, salt: Buffer, n: number, r: number, p: number) {
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

/**
 * Format: scrypt$N$r$p$salt$hash (base64url). The whole password is hashed, never cut.
 * `client` (the client IP) is whom the work is for, for the fair queue.
 */
export async function hashPassword(password: string, client = SERVER): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, N, R, P, client);
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Checks a password; `client` (the client IP) is whom the check is for, for the fair queue. */
export async function verifyPassword(
  password: string,
  stored: string,
  client = SERVER,
): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), +n, +r, +p, client);
  return safeEqual(key, Buffer.from(hash, 'base64url'));
}

/**
 * A hash of a random password, verified against when the user is unknown or has no
 * password, so both cases cost the same time as a real check (through the same queue).
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
