import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useMemo } from 'react';
import { mayTake, type ActionRule } from '../../../../shared/contracts';
import { useT, type Translate } from '../../../../shared/i18n';
import type { VirtualColumn } from '../../../../shared/ui/table';
import { useHeartbeatPage } from '../../hooks/useHeartbeatPage';
import { useEdgeChange, type EdgeCalls } from '../queries';
import { EdgeHostsView, type EdgeHostsViewProps } from './EdgeHostsView';
import type { EdgeHost } from './EdgeTable';

type Host = EdgeHost & { created: string; updated: string };

type EdgeHostsPageProps<
  H extends Host,
  V extends { flowIds: string[] },
  I,
  Q extends QueryKey,
> = Omit<EdgeHostsViewProps<H, V, I>, 'list' | 'canManage' | 'extraColumns' | 'change'> & {
  /** The organization's hosts of the kind. */
  query: (org: number) => UseQueryOptions<H[], Error, H[], Q>;
  /** The calls that change them. */
  calls: EdgeCalls<I>;
  /** Who may create, edit and delete them. */
  manage: ActionRule;
  /** The kind's columns besides the shared ones (a stable function: built once per language). */
  columns: (t: Translate) => VirtualColumn<H>[];
};

/** The page of beatboxes or of agents of the organization: the list and its changes. */
export function EdgeHostsPage<
  H extends Host,
  V extends { flowIds: string[] },
  I,
  Q extends QueryKey,
>({ query, calls, manage, columns, ...view }: EdgeHostsPageProps<H, V, I, Q>) {
  const t = useT();
  const { org, role, features } = useHeartbeatPage();
  const list = useQuery(query(org));
  const change = useEdgeChange(org, calls);
  const extraColumns = useMemo(() => columns(t), [columns, t]);
  return (
    <EdgeHostsView
      {...view}
      list={list}
      canManage={mayTake(manage, role, features)}
      extraColumns={extraColumns}
      change={change}
    />
  );
}
