import { proxy } from 'valtio';
import type { ActionState } from '../../shared/contracts';

/** UI state of the assets pages: filters and what is open. */
export const assetsState = proxy<{
  actionState: ActionState | null;
  openActionId: number | null;
  assetSearch: string;
  assetOffset: number;
}>({ actionState: null, openActionId: null, assetSearch: '', assetOffset: 0 });
