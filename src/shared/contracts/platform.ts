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
