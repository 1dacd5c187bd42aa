import { proxy } from 'valtio';
import type { ReadingsQuery } from '../../shared/contracts';

/** UI state of the data lake pages: the list's search and the readings' selectors. */
export const datalakeState = proxy({
  search: '',
  readings: {
    interval: 'PT1H',
    aggregation: 'Sum',
    accumulation: 'None',
    macroPeriod: 'None',
    stridePeriod: 'None',
  } as Omit<ReadingsQuery, 'fromDate' | 'toDate'>,
});
