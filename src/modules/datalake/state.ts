import { READINGS_DEFAULTS, type ReadingSelectors } from '../../shared/contracts';
import { organizationScoped } from '../../shared/session';

/**
 * UI state of the data lake pages, each organization its own: the list's search, and the
 * readings' selectors last chosen (the readings view keeps them in its URL; a view opened
 * without them, and the pinned usage points fetched ahead, take these).
 */
export const datalakeState = organizationScoped(() => ({
  search: '',
  readings: { ...READINGS_DEFAULTS } as ReadingSelectors,
}));
