import { describe, expect, it } from 'vitest';
import { displayedState, restartedWithin } from './serviceState';

const NOW = Date.UTC(2025, 5, 1, 12);
const HOUR = 3_600_000;
const startedAgo = (ms: number) => new Date(NOW - ms).toISOString();

describe('displayedState', () => {
  it('shows the reported state of a service started before the time frame', () => {
    expect(displayedState({ status: 'UP', startedAt: startedAgo(2 * HOUR) }, NOW, HOUR)).toBe('UP');
    expect(displayedState({ status: 'UNKNOWN', startedAt: startedAgo(2 * HOUR) }, NOW, HOUR)).toBe(
      'UNKNOWN',
    );
  });

  it('shows a restart when a service of unknown state started inside the time frame', () => {
    expect(displayedState({ status: 'UNKNOWN', startedAt: startedAgo(60_000) }, NOW, HOUR)).toBe(
      'RESTART',
    );
    expect(displayedState({ status: 'UNKNOWN', startedAt: startedAgo(2 * HOUR) }, NOW, HOUR)).toBe(
      'UNKNOWN',
    );
  });

  it('keeps a service that is up up, and says when it restarted inside the time frame', () => {
    const service = { status: 'UP' as const, startedAt: startedAgo(HOUR / 2) };
    expect(displayedState(service, NOW, HOUR)).toBe('UP');
    expect(restartedWithin(service, NOW, HOUR)).toBe(true);
    expect(restartedWithin(service, NOW, HOUR / 4)).toBe(false);
  });

  it('keeps a down service down', () => {
    expect(displayedState({ status: 'DOWN', startedAt: startedAgo(60_000) }, NOW, HOUR)).toBe(
      'DOWN',
    );
  });

  it('ignores an unreadable start time', () => {
    expect(displayedState({ status: 'UP', startedAt: 'never' }, NOW, HOUR)).toBe('UP');
  });
});
