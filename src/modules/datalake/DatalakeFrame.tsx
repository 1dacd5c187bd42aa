import type { ReactNode } from 'react';
import { PageFrame } from '../../shared/ui/page-frame';
import { datalakeKeys } from './keys';

/** The shared page frame around the module's pages: one date range and refresh. */
export function DatalakeFrame({ children }: { children: ReactNode }) {
  return <PageFrame refreshScope={datalakeKeys.all}>{children}</PageFrame>;
}
