import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_CHECK_INTERVAL_MS, startSessionWatch } from './sessionWatch';

describe('the session watch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks every few seconds from the leader only, signed in and online, one check at a time', async () => {
    const state = { leader: false, signedIn: true, online: true };
    let answer: () => void = () => undefined;
    const check = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          answer = resolve;
        }),
    );
    const stop = startSessionWatch({
      isLeader: () => state.leader,
      signedIn: () => state.signedIn,
      online: () => state.online,
      check,
    });
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS * 3);
    expect(check).not.toHaveBeenCalled();

    state.leader = true;
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS);
    expect(check).toHaveBeenCalledTimes(1);
    // No answer yet: no second check on top of it.
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS * 2);
    expect(check).toHaveBeenCalledTimes(1);
    answer();
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS);
    expect(check).toHaveBeenCalledTimes(2);
    answer();

    state.online = false;
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS * 2);
    state.online = true;
    state.signedIn = false;
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS * 2);
    expect(check).toHaveBeenCalledTimes(2);

    stop();
    state.signedIn = true;
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS * 2);
    expect(check).toHaveBeenCalledTimes(2);
  });
});
