import { RESUBMIT_LIMIT } from '../../../../shared/contracts';
import type { Features, Role, Trace } from '../../../../shared/contracts';
import { canResubmitTraces } from '../../lib/permissions';
import type { TraceFilter } from './traceFilter';

export { RESUBMIT_LIMIT };

/** Resubmit needs a Flow ID filter and a Has payload filter (spec 4). */
export const resubmitFiltersSet = (filter: TraceFilter): boolean =>
  filter.flowId !== '' && filter.hasPayload === true;

export type ResubmitGate =
  | { visible: false }
  | { visible: true; enabled: false; reason: 'filters' }
  | { visible: true; enabled: true };

/**
 * Whether the resubmit action shows (feature and role) and may be used (the filters): users
 * who may resubmit see why it is unavailable instead of a missing button.
 */
export function resubmitGate(filter: TraceFilter, role: Role, features: Features): ResubmitGate {
  if (!canResubmitTraces(role, features)) return { visible: false };
  if (!resubmitFiltersSet(filter)) return { visible: true, enabled: false, reason: 'filters' };
  return { visible: true, enabled: true };
}

/**
 * The traces a resubmit sends: the selected ones when there is a selection, else every loaded
 * one; only traces of the filtered flow with a payload, at most 500.
 */
export function resubmitTargets(
  loaded: readonly Trace[],
  selected: readonly number[],
  filter: TraceFilter,
): number[] {
  const chosen = new Set(selected);
  return loaded
    .filter(
      (trace) =>
        trace.flowId === filter.flowId &&
        trace.payloadId !== null &&
        (chosen.size === 0 || chosen.has(trace.id)),
    )
    .map((trace) => trace.id)
    .slice(0, RESUBMIT_LIMIT);
}
