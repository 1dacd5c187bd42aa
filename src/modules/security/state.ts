import { proxy } from 'valtio';

/** UI state of the sessions page: the rows the user selected, by session id. */
export const sessionsState = proxy({
  selected: {} as Record<string, true>,
});

export function toggleSession(sessionId: string, on: boolean): void {
  if (on) sessionsState.selected[sessionId] = true;
  else {
    const { selected } = sessionsState;
    sessionsState.selected = Object.fromEntries(
      Object.keys(selected)
        .filter((id) => id !== sessionId)
        .map((id) => [id, true as const]),
    );
  }
}

export function selectSessions(sessionIds: readonly string[]): void {
  sessionsState.selected = Object.fromEntries(sessionIds.map((id) => [id, true as const]));
}

/** UI state of the known clients page: the rows the user selected, by id. */
export const knownClientsState = proxy({
  selected: [] as number[],
});

export function toggleKnownClient(id: number, on: boolean): void {
  const rest = knownClientsState.selected.filter((selected) => selected !== id);
  knownClientsState.selected = on ? [...rest, id] : rest;
}

/** UI state of the editable lists (permissions, roles, limits...): selected ids per kind. */
export const entitySelection = proxy({
  selected: {} as Record<string, number[]>,
});

export function toggleEntity(kind: string, id: number, on: boolean): void {
  const rest = (entitySelection.selected[kind] ?? []).filter((selected) => selected !== id);
  entitySelection.selected[kind] = on ? [...rest, id] : rest;
}

export function selectEntities(kind: string, ids: readonly number[]): void {
  entitySelection.selected[kind] = [...ids];
}
