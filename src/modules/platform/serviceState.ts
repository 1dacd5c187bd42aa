import type { ServiceStatus } from '../../shared/contracts';

export type DisplayedState = 'UP' | 'DOWN' | 'UNKNOWN' | 'RESTART';

/**
 * What the status table shows for a service: a service that (re)started inside the selected
 * time frame shows as a restart (spec 4); a service that is down shows as down regardless.
 */
export function displayedState(
  service: Pick<ServiceStatus, 'status' | 'startedAt'>,
  now: number,
  timeFrameMs: number,
): DisplayedState {
  if (service.status === 'DOWN') return 'DOWN';
  const startedAt = Date.parse(service.startedAt);
  if (Number.isFinite(startedAt) && startedAt <= now && now - startedAt <= timeFrameMs) {
    return 'RESTART';
  }
  return service.status;
}
