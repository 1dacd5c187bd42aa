import { useCallback, useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import {
  ACCUMULATIONS,
  AGGREGATIONS,
  METER_INTERVALS,
  PERIODS,
  type ReadingSelectors,
} from '../../../shared/contracts';
import { datalakeState } from '../state';

export type SelectorName = keyof ReadingSelectors;

/** The choices of each selector (spec 9); each is a query parameter of the readings view. */
export const SELECTOR_OPTIONS: { readonly [Name in SelectorName]: readonly string[] } = {
  interval: METER_INTERVALS,
  aggregation: AGGREGATIONS,
  accumulation: ACCUMULATIONS,
  macroPeriod: PERIODS,
  stridePeriod: PERIODS,
};

const NAMES = Object.keys(SELECTOR_OPTIONS) as SelectorName[];

/** The selectors `search` names with a valid value; the others are left out. */
export function selectorsInSearch(search: string): Partial<ReadingSelectors> {
  const params = new URLSearchParams(search);
  const found: Partial<Record<SelectorName, string>> = {};
  for (const name of NAMES) {
    const value = params.get(name);
    if (value !== null && SELECTOR_OPTIONS[name].includes(value)) found[name] = value;
  }
  return found as Partial<ReadingSelectors>;
}

/** `search` with every selector written into it; its other parameters (range...) are kept. */
export function searchWithSelectors(search: string, selectors: ReadingSelectors): string {
  const params = new URLSearchParams(search);
  for (const name of NAMES) params.set(name, selectors[name]);
  return `?${params.toString()}`;
}

const sameSelectors = (a: ReadingSelectors, b: ReadingSelectors) =>
  NAMES.every((name) => a[name] === b[name]);

/**
 * The readings view's selectors, kept in its address so that a link, a reload and back and
 * forward show the same readings: the address's, else the ones last chosen in this
 * organization (module state, which follows the address; the contract defaults at first). A
 * view opened without them writes them into its address (replacing it); a choice is a new
 * history entry.
 */
export function useReadingSelectors(): {
  selectors: ReadingSelectors;
  select: (name: SelectorName, value: string) => void;
} {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const remembered = useSnapshot(datalakeState).readings;
  const inAddress = useMemo(() => selectorsInSearch(search), [search]);
  const complete = NAMES.every((name) => inAddress[name] !== undefined);
  const selectors = useMemo(() => ({ ...remembered, ...inAddress }), [remembered, inAddress]);

  useEffect(() => {
    if (!complete) {
      navigate(`${location}${searchWithSelectors(search, selectors)}`, { replace: true });
    }
    if (!sameSelectors(datalakeState.readings, selectors)) {
      datalakeState.readings = { ...selectors };
    }
  }, [complete, location, search, selectors, navigate]);

  const select = useCallback(
    (name: SelectorName, value: string) => {
      if (!SELECTOR_OPTIONS[name].includes(value) || selectors[name] === value) return;
      const next = { ...selectors, [name]: value } as ReadingSelectors;
      datalakeState.readings = next;
      navigate(`${location}${searchWithSelectors(search, next)}`);
    },
    [location, search, selectors, navigate],
  );

  return { selectors, select };
}
