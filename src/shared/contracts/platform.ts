export const SERVICE_STATES = ['UP', 'DOWN', 'UNKNOWN'] as const;
export type ServiceState = (typeof SERVICE_STATES)[number];

/** One row of the Platform status page (spec 3.4: service name, status, version). */
export interface ServiceStatus {
  name: string;
  status: ServiceState;
  version: string;
  /** ISO time the service (re)started; the console shows a restart inside the range. */
  startedAt: string;
  detail: string | null;
}

export interface PlatformStatus {
  checkedAt: string;
  services: ServiceStatus[];
}

/**
 * Set on every answer of the platform's APIs, errors included: the console tells the
 * service's own 502/503/504 (a statement past its time budget, a database out of reach),
 * whose message it shows, from a gateway's or a proxy's, which mean the server cannot be
 * reached.
 */
export const SERVICE_ANSWER_HEADER = 'X-Platform-Answer';
