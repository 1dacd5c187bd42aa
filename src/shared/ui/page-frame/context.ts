import { createContext, useContext, useLayoutEffect, useState } from 'react';
import type { DateRangeControl } from '../date-range';
import type { ToolbarStore } from './toolbarStore';

/** What a page frame holds for the pages inside it. */
export interface PageFrameValue {
  /** One date range for the frame's toolbar and its pages (in the URL). */
  dateRange: DateRangeControl;
  range: DateRangeControl['range'];
  /** This tab's part of a refresh tick: a range that follows the clock moves. */
  onTick: () => void;
  toolbar: ToolbarStore;
}

const PageFrameContext = createContext<PageFrameValue | null>(null);
export const PageFrameProvider = PageFrameContext.Provider;

/** The date range and toolbar of the frame around the page. */
export function usePageFrame(): PageFrameValue {
  const value = useContext(PageFrameContext);
  if (!value) throw new Error('a framed page renders inside PageFrame');
  return value;
}

/**
 * Shows the frame's toolbar above this page: the refresh control, with the date-range picker
 * unless `range` is false, and `updatedAt` as the time of the page's data.
 */
export function useRangeToolbar(updatedAt: number | undefined, { range = true } = {}) {
  const { toolbar } = usePageFrame();
  const [owner] = useState(() => ({}));
  const at = updatedAt || undefined;
  useLayoutEffect(
    () => toolbar.request(owner, { range, updatedAt: at }),
    [toolbar, owner, range, at],
  );
}
