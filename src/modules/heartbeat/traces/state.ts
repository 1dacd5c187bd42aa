import { organizationScoped } from '../../../shared/session';

/** The traces chosen for a resubmit (each organization its own). */
export const tracesState = organizationScoped<{ selected: number[] }>(() => ({ selected: [] }));

export function toggleTraceSelection(traceId: number): void {
  const at = tracesState.selected.indexOf(traceId);
  if (at >= 0) tracesState.selected.splice(at, 1);
  else tracesState.selected.push(traceId);
}

export function clearTraceSelection(): void {
  tracesState.selected = [];
}
