import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { loadRuntimeConfig } from '../../shared/api';
import {
  externalServiceBase,
  externalServiceOf,
  moduleLabel,
  probeExternalService,
  type ConsoleModule,
} from '../../shared/modules';
import { useConsoleSession } from '../../shared/session';
import { PendingPage } from '../../shared/ui';
import { ExternalServiceProblem } from '../errors/ExternalServiceProblem';

/** Kept this long after the service answered: moving between the module's pages asks again. */
export const EXTERNAL_PROBE_FRESH_MS = 60_000;

export const externalServiceKey = (service: string) =>
  ['shell', 'externalService', service] as const;

/**
 * Whether the service is there: 'unknown' when the runtime config has no base for it (then
 * nothing is asked of it); rejects when the probe finds it unreachable.
 */
async function findService(service: string, signal: AbortSignal): Promise<'found' | 'unknown'> {
  const base = externalServiceBase(await loadRuntimeConfig(), service);
  if (base === null) return 'unknown';
  await probeExternalService(base, signal);
  return 'found';
}

function Gate({
  module,
  service,
  children,
}: {
  module: ConsoleModule;
  service: string;
  children: ReactNode;
}) {
  const { features } = useConsoleSession();
  const probe = useQuery({
    queryKey: externalServiceKey(service),
    queryFn: ({ signal }) => findService(service, signal),
    // The message and its retry show at once; a retry is the user's.
    retry: false,
    staleTime: EXTERNAL_PROBE_FRESH_MS,
    refetchOnWindowFocus: false,
    // A live check: never restored from a stored copy.
    meta: { persist: false },
  });
  const label = moduleLabel(module, features);
  // Found once, the pages stay: their own requests say what they meet from then on.
  if (probe.data === 'found') return children;
  if (probe.data === 'unknown') return <ExternalServiceProblem module={label} problem="unknown" />;
  if (probe.isError) {
    return (
      <ExternalServiceProblem
        module={label}
        problem="unreachable"
        onRetry={() => void probe.refetch()}
        retrying={probe.isFetching}
      />
    );
  }
  return <PendingPage />;
}

/**
 * An external module's pages (and frame) show once its service is found (ConsoleModule.kind,
 * src/shared/modules/external.ts): unknown to the runtime config, the module says so and asks
 * it nothing; unreachable, it says so with a retry. The menu, the module selector and the other
 * modules are not concerned. An internal module's pages show as they are.
 */
export function ExternalServiceGate({
  module,
  children,
}: {
  module: ConsoleModule;
  children: ReactNode;
}) {
  const service = externalServiceOf(module);
  if (service === null) return children;
  return (
    <Gate module={module} service={service}>
      {children}
    </Gate>
  );
}
