/**
 * What the page on screen asks of its frame's toolbar: shown or not, with or without the
 * date range, and when its data was last updated. The frame keeps the toolbar mounted while
 * the user moves between pages; each page states its wishes in a layout effect, so the page
 * that leaves and the page that arrives hand over within one commit.
 */
export interface ToolbarRequest {
  /** The date-range picker beside the refresh control (pages whose data follows the range). */
  range: boolean;
  /** When the page's data was last updated ("Updated hh:mm" of the refresh control). */
  updatedAt: number | undefined;
}

export interface ToolbarStore {
  subscribe: (listener: () => void) => () => void;
  /** The request of the page on screen, or null when no page asked for the toolbar. */
  current: () => ToolbarRequest | null;
  /** Shows the toolbar for `owner`; the returned function withdraws it if still the owner's. */
  request: (owner: object, request: ToolbarRequest) => () => void;
  /** Withdraws the provisional request if no page has asked (after the first commit). */
  settle: () => void;
}

/** `provisional`: shown until `settle` unless a page asks first (most pages show it). */
export function createToolbarStore(provisional: ToolbarRequest | null = null): ToolbarStore {
  let owner: object | null = null;
  let current: ToolbarRequest | null = provisional;
  const listeners = new Set<() => void>();
  const set = (nextOwner: object | null, next: ToolbarRequest | null) => {
    owner = nextOwner;
    if (
      current === next ||
      (current && next && current.range === next.range && current.updatedAt === next.updatedAt)
    ) {
      return;
    }
    current = next;
    for (const listener of listeners) listener();
  };
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current: () => current,
    request: (nextOwner, next) => {
      set(nextOwner, next);
      return () => {
        if (owner === nextOwner) set(null, null);
      };
    },
    settle: () => {
      if (owner === null) set(null, null);
    },
  };
}
