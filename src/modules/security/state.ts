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
