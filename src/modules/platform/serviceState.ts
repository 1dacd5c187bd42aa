import type { ServiceStatus } from '../../shared/contracts';

export type DisplayedState = 'UP' | 'DOWN' | 'UNKNOWN' | 'RESTART';

/** Whether the service (re)started inside the selected time frame. */
export function restartedWithin(
  service: Pick<ServiceStatus, 'startedAt'>,
  now: number,
  timeFrameMs: number,
): boolean {
  const startedAt = Date.parse(service.startedAt);
  return Number.isFinite(startedAt) && startedAt <= now && now - startedAt <= timeFrameMs;
}

/**
 * What the status table shows for a service: a service whose state is unknown and that
 * (re)started inside the selected time frame shows as a restart (spec 4); a service that
 * is up shows as up (the table adds when it restarted); a service that is down, as down.
 */
export function displayedState(
  service: Pick<ServiceStatus, 'status' | 'startedAt'>,
  now: number,
  timeFrameMs: number,
): DisplayedState {
  if (service.status === 'UNKNOWN' && restartedWithin(service, now, timeFrameMs)) {
    return 'RESTART';
  }
  return service.status;
}
