import type { ServiceState, ServiceStatus } from '../../../../src/shared/contracts/platform';

export interface ServiceCheck {
  state: ServiceState;
  detail: string | null;
  /** The detail names server internals (paths, hosts, errors): shown to admins only. */
  adminOnly?: boolean;
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
        resolve({ state: 'DOWN', detail: (error as Error).message, adminOnly: true });
      },
    );
  });
}

/** The server's own services and how to ask each whether it works. */
export class ServiceRegistry {
  private readonly entries: Entry[] = [];

  register(entry: Entry): void {
    this.entries.push(entry);
  }

  async statuses(options: { admin: boolean }): Promise<ServiceStatus[]> {
    return Promise.all(
      this.entries.map(async (entry) => {
        const result = await withTimeout(entry.check);
        return {
          name: entry.name,
          status: result.state,
          version: entry.version,
          startedAt: entry.startedAt,
          detail: result.adminOnly && !options.admin ? null : result.detail,
        };
      }),
    );
  }
}
