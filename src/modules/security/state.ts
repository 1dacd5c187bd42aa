import { organizationScoped } from '../../shared/session';

/** UI state of the sessions page: the rows the user selected, by session id (per organization). */
export const sessionsState = organizationScoped(() => ({
  selected: {} as Record<string, true>,
}));

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

/**
 * UI state of the editable lists (permissions, roles, limits...): selected ids per kind, each
 * organization its own.
 */
export const entitySelection = organizationScoped(() => ({
  selected: {} as Record<string, number[]>,
}));

export function toggleEntity(kind: string, id: number, on: boolean): void {
  const rest = (entitySelection.selected[kind] ?? []).filter((selected) => selected !== id);
  entitySelection.selected[kind] = on ? [...rest, id] : rest;
}

export function selectEntities(kind: string, ids: readonly number[]): void {
  entitySelection.selected[kind] = [...ids];
}
