import { proxy } from 'valtio';
import type { ReportPreset } from './lib/reportSheet';

/** Filters of the reporting page; it opens with the preset 'Show all flows' (spec 2.2). */
export const reportingState = proxy<{
  preset: ReportPreset;
  search: string;
  compare: 'previous' | 'chosen';
  compareDate: string;
}>({ preset: 'all', search: '', compare: 'previous', compareDate: '' });
