import type { ActionState } from '../../shared/contracts';
import { organizationScoped } from '../../shared/session';

/** UI state of the assets pages: filters and what is open (each organization its own). */
export const assetsState = organizationScoped<{
  actionState: ActionState | null;
  openActionId: number | null;
  assetSearch: string;
  assetOffset: number;
}>(() => ({ actionState: null, openActionId: null, assetSearch: '', assetOffset: 0 }));
