import { organizationScoped } from '../../../shared/session';
import type { ReportPreset } from './lib/reportSheet';

/**
 * Filters of the reporting page, each organization its own; it opens with the preset 'Show all
 * flows' (spec 2.2).
 */
export const reportingState = organizationScoped<{
  preset: ReportPreset;
  search: string;
  compare: 'previous' | 'chosen';
  compareDate: string;
}>(() => ({ preset: 'all', search: '', compare: 'previous', compareDate: '' }));
