import { useMemo, type ReactNode } from 'react';
import { useConsoleSession } from '../../shared/session';
import { PageFrame } from '../../shared/ui/page-frame';
import { assetsKeys } from './keys';

/** The shared page frame around the assets pages: one date range and refresh for them all. */
export function AssetsFrame({ children }: { children: ReactNode }) {
  const org = useConsoleSession().organization.organizationId;
  const scope = useMemo(() => assetsKeys.organization(org), [org]);
  return <PageFrame refreshScope={scope}>{children}</PageFrame>;
}
