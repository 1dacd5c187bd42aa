import { useSearch } from 'wouter';
import type { Role } from '../../../shared/contracts';
import { carriedQuery } from '../../../shared/routing';
import { useConsoleSession } from '../../../shared/session';
import { usePageFrame, type PageFrameValue } from '../../../shared/ui/page-frame';

export interface AssetsPageContext extends PageFrameValue {
  org: number;
  role: Role;
  /** The query string links inside the module carry: fromDate, toDate, dateOptionIndex. */
  query: string;
}

/** What every assets page needs: the organization, role, range and the carried query. */
export function useAssetsPage(): AssetsPageContext {
  const session = useConsoleSession();
  const search = useSearch();
  const carried = new URLSearchParams(carriedQuery(search));
  carried.delete('offset');
  const text = carried.toString();
  return {
    ...usePageFrame(),
    org: session.organization.organizationId,
    role: session.activeRole.role,
    query: text ? `?${text}` : '',
  };
}
