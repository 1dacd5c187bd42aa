import type { ServiceState, ServiceStatus } from '@contracts/platform';

export interface ServiceCheck {
  state: ServiceState;
  detail: string | null;
  /**
   * The detail names server internals (paths, hosts, raw errors): answered to owners (admins
   * of the owning organization) only; everyone else gets the state without it.
   */
  ownerOnly?: boolean;
}

interface Entry {
  name: string;
  version: string;
  startedAt: string;
  check: () => Promise<ServiceCheck>;
}

const CHECK_TIMEOUT_MS = 2000;

function withTimeout(check: () => Promise<ServiceCheck>): Promise<ServiceCheck> {
  return new Promise((resolve) => {
    const timer = setTimeout(
      () => resolve({ state: 'UNKNOWN', detail: `no answer within ${CHECK_TIMEOUT_MS} ms` }),
      CHECK_TIMEOUT_MS,
    );
    check().then(
      (result) => {
        clearTimeout(timer);
        resolve(result);
      },
      (error: unknown) => {
        clearTimeout(timer);
        resolve({ state: 'DOWN', detail: (error as Error).message, ownerOnly: true });
      },
    );
  });
}

/** The server's own services and how to ask each whether it works (Platform status, spec 3.6). */
export class ServiceHealth {
  private readonly entries: Entry[] = [];

  register(entry: Entry): void {
    this.entries.push(entry);
  }

  /** Every service's state; the details marked `ownerOnly` only when `owner`. */
  async statuses(options: { owner: boolean }): Promise<ServiceStatus[]> {
    return Promise.all(
      this.entries.map(async (entry) => {
        const result = await withTimeout(entry.check);
        return {
          name: entry.name,
          status: result.state,
          version: entry.version,
          startedAt: entry.startedAt,
          detail: result.ownerOnly && !options.owner ? null : result.detail,
        };
      }),
    );
  }
}
