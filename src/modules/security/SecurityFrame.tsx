import type { ReactNode } from 'react';
import { PageFrame } from '../../shared/ui/page-frame';
import { securityKeys } from './keys';

/** The shared page frame around the module's pages: refresh keeps the module's shown queries fresh. */
export function SecurityFrame({ children }: { children: ReactNode }) {
  return <PageFrame refreshScope={securityKeys.all}>{children}</PageFrame>;
}
