import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useMemo } from 'react';
import { mayTake, type ActionRule } from '../../../../shared/contracts';
import { useT, type Translate } from '../../../../shared/i18n';
import type { VirtualColumn } from '../../../../shared/ui/table';
import { useHeartbeatPage } from '../../hooks/useHeartbeatPage';
import { useEdgeChange, type EdgeInputs, type EdgeKind } from '../queries';
import { EdgeHostsView, type EdgeHostsViewProps } from './EdgeHostsView';
import type { EdgeHost } from './EdgeTable';

type Host = EdgeHost & { created: string; updated: string };

type ViewProps<
  H extends Host,
  V extends { flowIds: string[] },
  K extends EdgeKind,
> = EdgeHostsViewProps<H, V, EdgeInputs[K]>;

type EdgeHostsPageProps<
  H extends Host,
  V extends { flowIds: string[] },
  K extends EdgeKind,
  Q extends QueryKey,
> = Omit<ViewProps<H, V, K>, 'kind' | 'list' | 'canManage' | 'extraColumns' | 'change'> & {
  kind: K;
  /** The organization's hosts of the kind. */
  query: (org: number) => UseQueryOptions<H[], Error, H[], Q>;
  /** Who may create, edit and delete them. */
  manage: ActionRule;
  /** The kind's columns besides the shared ones (a stable function: built once per language). */
  columns: (t: Translate) => VirtualColumn<H>[];
};

/** The page of beatboxes or of agents of the organization: the list and its changes. */
export function EdgeHostsPage<
  H extends Host,
  V extends { flowIds: string[] },
  K extends EdgeKind,
  Q extends QueryKey,
>({ kind, query, manage, columns, ...view }: EdgeHostsPageProps<H, V, K, Q>) {
  const t = useT();
  const { org, role, features } = useHeartbeatPage();
  const list = useQuery(query(org));
  const change = useEdgeChange(org, kind);
  const extraColumns = useMemo(() => columns(t), [columns, t]);
  return (
    <EdgeHostsView
      {...view}
      kind={kind}
      list={list}
      canManage={mayTake(manage, role, features)}
      extraColumns={extraColumns}
      change={change}
    />
  );
}
