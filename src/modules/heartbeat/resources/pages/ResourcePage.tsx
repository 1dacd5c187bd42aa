import {
  Alert,
  Anchor,
  Group,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { isApiError } from '../../../../shared/api';
import { HEARTBEAT_ACTIONS, mayTake, type ResourceRevision } from '../../../../shared/contracts';
import { useT } from '../../../../shared/i18n';
import { QueryError } from '../../../../shared/ui';
import { FetchedAt, NeedsServerNote, useNeedsServer } from '../../../../shared/ui/offline';
import { useRangeToolbar } from '../../../../shared/ui/page-frame';
import { useHeartbeatPage } from '../../hooks/useHeartbeatPage';
import { useRangeQuery } from '../../hooks/useRangeLink';
import { heartbeatPaths } from '../../paths';
import { DeployControl } from '../components/DeployControl';
import { RevisionEditor } from '../components/RevisionEditor';
import { RevisionFacts } from '../components/RevisionFacts';
import { resourceMessages as m } from '../messages';
import { resourceQueries } from '../queries';

// @codemirror/merge is loaded only when a diff opens.
const RevisionDiff = lazy(() =>
  import('../components/RevisionDiff').then((module) => ({ default: module.RevisionDiff })),
);

function DiffView({
  org,
  revision,
  language,
}: {
  org: number;
  revision: ResourceRevision;
  language: 'json' | 'xml' | 'text';
}) {
  const t = useT();
  const diff = useQuery(resourceQueries.diff(org, revision.type, revision.id, revision.revision));
  if (diff.isError) return <QueryError error={diff.error} onRetry={() => void diff.refetch()} />;
  if (!diff.data) return <Skeleton height={240} />;
  const previous = diff.data.previous;
  if (!previous) return <Text size="sm">{t(m.firstRevision)}</Text>;
  const labels = { previous: previous.revision, revision: revision.revision };
  return (
    <Stack gap="xs">
      <Text size="sm">{t(m.diffLabel, labels)}</Text>
      <Suspense fallback={<Skeleton height={240} />}>
        <RevisionDiff
          before={previous.content}
          after={diff.data.current.content}
          language={language}
          beforeLabel={t(m.revisionOf, {
            revision: previous.revision,
            latest: revision.latestRevision,
          })}
          afterLabel={t(m.revisionOf, {
            revision: revision.revision,
            latest: revision.latestRevision,
          })}
        />
      </Suspense>
    </Stack>
  );
}

/** A resource revision (spec 2.4): its facts, content editor, diff and deployment. */
export function ResourcePage() {
  const t = useT();
  const params = useParams<{ type: string; id: string; revision: string }>();
  const revisionNo = /^\d{1,9}$/.test(params.revision) ? Number(params.revision) : 0;
  const { org, role } = useHeartbeatPage();
  const query = useRangeQuery();
  const [, navigate] = useLocation();
  const [view, setView] = useState<'content' | 'diff'>('content');
  const current = useQuery({
    ...resourceQueries.revision(org, params.type, params.id, revisionNo),
    enabled: revisionNo > 0,
  });
  const types = useQuery(resourceQueries.types(org));
  useRangeToolbar(current.dataUpdatedAt, { range: false });
  const noteId = useId();
  const needsServer = useNeedsServer(noteId);
  const type = types.data?.find((candidate) => candidate.type === params.type);
  const language = type?.contentType ?? 'text';
  const revision = current.data;
  const missing = revisionNo === 0 || (isApiError(current.error) && current.error.status === 404);

  return (
    <Stack gap="md">
      <Anchor component={Link} href={heartbeatPaths.resources(query)} size="sm">
        {t(m.backToList)}
      </Anchor>
      {missing && (
        <Alert color="yellow">{t(m.notFound, { id: params.id, revision: params.revision })}</Alert>
      )}
      {current.isError && !missing && (
        <QueryError error={current.error} onRetry={() => void current.refetch()} />
      )}
      {!revision && !current.isError && !missing && <Skeleton height={320} />}
      {revision && (
        <>
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <Title order={1} size="h2">
              {`${type?.name ?? revision.type}: ${revision.id}`}
            </Title>
            <Select
              label={t(m.revision)}
              data={Array.from({ length: revision.latestRevision }, (_, i) => ({
                value: String(revision.latestRevision - i),
                label: t(m.revisionOf, {
                  revision: revision.latestRevision - i,
                  latest: revision.latestRevision,
                }),
              }))}
              value={String(revision.revision)}
              onChange={(value) => {
                if (value)
                  navigate(
                    heartbeatPaths.resource(revision.type, revision.id, Number(value), query),
                  );
              }}
              allowDeselect={false}
              w={220}
            />
          </Group>
          <NeedsServerNote id={noteId} />
          <FetchedAt updatedAt={current.dataUpdatedAt} />
          <RevisionFacts revision={revision} />
          {/* Deploying is the Deployers' (no feature gates it: spec 4); others are told why. */}
          {type?.deploysFlow &&
            (mayTake(HEARTBEAT_ACTIONS.deployResources, role) ? (
              <DeployControl
                org={org}
                revision={revision}
                query={query}
                needsServer={needsServer}
              />
            ) : (
              <Text size="sm" c="dimmed">
                {t(m.deployNeedsDeployer)}
              </Text>
            ))}
          <SegmentedControl
            aria-label={t(m.view)}
            value={view}
            onChange={(value) => setView(value === 'diff' ? 'diff' : 'content')}
            data={[
              { value: 'content', label: t(m.showContent) },
              {
                value: 'diff',
                label: t(m.compare, { previous: Math.max(1, revision.revision - 1) }),
                disabled: revision.revision === 1,
              },
            ]}
            style={{ alignSelf: 'flex-start' }}
          />
          {view === 'diff' && revision.revision > 1 ? (
            <DiffView org={org} revision={revision} language={language} />
          ) : (
            <RevisionEditor
              key={`${revision.type}/${revision.id}`}
              org={org}
              revision={revision}
              language={language}
              canEdit={mayTake(HEARTBEAT_ACTIONS.editResources, role)}
              query={query}
              needsServer={needsServer}
            />
          )}
        </>
      )}
    </Stack>
  );
}
