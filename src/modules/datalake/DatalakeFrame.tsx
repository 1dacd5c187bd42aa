import type { ReactNode } from 'react';
import { PageFrame } from '../../shared/ui/page-frame';
import { datalakeKeys } from './keys';
import { PinKeeper } from './usage-points/PinKeeper';

/**
 * The shared page frame around the module's pages: one date range and refresh; and the pins,
 * kept fetched on every page of the module.
 */
export function DatalakeFrame({ children }: { children: ReactNode }) {
  return (
    <PageFrame refreshScope={datalakeKeys.all}>
      <PinKeeper />
      {children}
    </PageFrame>
  );
}
