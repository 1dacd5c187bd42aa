import { Skeleton, Stack, Tabs, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { WORKFLOW_PHASES } from '../../../shared/contracts';
import type { Workflow, WorkflowView as View } from '../../../shared/contracts';
import { useI18n } from '../../../shared/i18n';
import { QueryError } from '../../../shared/ui';
import { FetchedAt } from '../../../shared/ui/offline';
import { useRangeToolbar } from '../../../shared/ui/page-frame';
import {
  tableCellClasses as classes,
  VirtualTable,
  type VirtualColumn,
} from '../../../shared/ui/table';
import { datalakePaths } from '../paths';
import { datalakeQueries } from '../queries';
import { useDatalakePage } from '../useDatalakePage';
import { workflowsMessages as m } from './messages';
import { PhaseBadge } from './PhaseBadge';
import { WorkflowView } from './WorkflowView';

const keyOf = (w: Workflow) => w.uid;

/** Every phase's badge, so the phase column is as wide as the widest (in any language). */
const PHASE_SIZER = WORKFLOW_PHASES.map((phase) => <PhaseBadge key={phase} phase={phase} />);

function WorkflowList({ org, view }: { org: number; view: View }) {
  const { t, formatDateTime } = useI18n();
  const list = useQuery(datalakeQueries.workflows(org, view));
  useRangeToolbar(list.dataUpdatedAt, { range: false });
  const columns = useMemo<VirtualColumn<Workflow>[]>(
    () => [
      {
        key: 'name',
        header: t(m.name),
        minWidth: 180,
        grow: 2,
        render: (w) => (
          <Link
            href={datalakePaths.workflow(w.uid)}
            className={`mantine-focus-auto ${classes.link}`}
          >
            {w.name}
          </Link>
        ),
      },
      {
        key: 'phase',
        header: t(m.phase),
        minWidth: 120,
        sizer: PHASE_SIZER,
        render: (w) => <PhaseBadge phase={w.phase} />,
      },
      {
        key: 'started',
        header: t(m.startedAt),
        minWidth: 185,
        priority: 'high',
        render: (w) => formatDateTime(w.startedAt),
      },
      {
        key: 'finished',
        header: t(m.finishedAt),
        minWidth: 185,
        priority: 'low',
        render: (w) => (w.finishedAt ? formatDateTime(w.finishedAt) : '–'),
      },
    ],
    [t, formatDateTime],
  );
  if (list.isError) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data) return <Skeleton height={300} />;
  return (
    <Stack gap="sm">
      <FetchedAt updatedAt={list.dataUpdatedAt} />
      <VirtualTable
        label={t(m.table)}
        rows={list.data}
        columns={columns}
        rowKey={keyOf}
        rowLabel={(w) => w.name}
        rowHeight={44}
        height={{ viewportOffset: 330 }}
        empty={t(m.empty)}
      />
    </Stack>
  );
}

/** Workflows (spec 2.4, workflows/*): tabs Recent and Archive, and one workflow's view. */
export function WorkflowsPage() {
  const { t } = useI18n();
  const { org } = useDatalakePage();
  const params = useParams<{ '*'?: string }>();
  const [, navigate] = useLocation();
  const rest = params['*'] ?? '';
  if (rest.startsWith('view/')) {
    return <WorkflowView org={org} uid={decodeURIComponent(rest.slice('view/'.length))} />;
  }
  const view: View = rest === 'archive' ? 'archive' : 'recent';
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t(m.heading)}
      </Title>
      <Tabs
        value={view}
        onChange={(next) =>
          navigate(datalakePaths.workflows(next === 'archive' ? 'archive' : 'recent'))
        }
        keepMounted={false}
      >
        <Tabs.List aria-label={t(m.tabs)}>
          <Tabs.Tab value="recent">{t(m.recent)}</Tabs.Tab>
          <Tabs.Tab value="archive">{t(m.archive)}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="recent" pt="md">
          <WorkflowList org={org} view="recent" />
        </Tabs.Panel>
        <Tabs.Panel value="archive" pt="md">
          <WorkflowList org={org} view="archive" />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
