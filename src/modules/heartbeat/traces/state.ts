import { proxy } from 'valtio';

/** The traces chosen for a resubmit, and the trace whose details are open. */
export const tracesState = proxy<{ selected: number[]; openTraceId: number | null }>({
  selected: [],
  openTraceId: null,
});

export function toggleTraceSelection(traceId: number): void {
  const at = tracesState.selected.indexOf(traceId);
  if (at >= 0) tracesState.selected.splice(at, 1);
  else tracesState.selected.push(traceId);
}

export function clearTraceSelection(): void {
  tracesState.selected = [];
}
