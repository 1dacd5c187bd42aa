import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ASSETS_ACTIONS, mayTake, type AutomationStrategy } from '../../../shared/contracts';
import { useI18n } from '../../../shared/i18n';
import { QueryError } from '../../../shared/ui';
import { FetchedAt, NeedsServerNote, useNeedsServer } from '../../../shared/ui/offline';
import { FormActions, ModalDialog } from '../../../shared/ui/overlays';
import { useRangeToolbar } from '../../../shared/ui/page-frame';
import { useAssetsPage } from '../hooks/useAssetsPage';
import { assetsQueries, useStrategyChange } from '../queries';
import { strategyMessages as m } from './messages';
import { StrategiesTable } from './StrategiesTable';
import { StrategyForm } from './StrategyForm';

type Editing = { strategy: AutomationStrategy | null } | null;

/** Automation strategies: everyone reads them; Deployers create, edit and delete. */
export function StrategiesPage() {
  const { t } = useI18n();
  const { org, role } = useAssetsPage();
  const strategies = useQuery(assetsQueries.strategies(org));
  useRangeToolbar(strategies.dataUpdatedAt, { range: false });
  const canEdit = mayTake(ASSETS_ACTIONS.editStrategies, role);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AutomationStrategy | null>(null);
  const remove = useStrategyChange(org);
  const noteId = useId();
  const needsServer = useNeedsServer(noteId);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t(m.heading)}
        </Title>
        {canEdit && (
          <Button onClick={() => setEditing({ strategy: null })} {...needsServer}>
            {t(m.create)}
          </Button>
        )}
      </Group>
      <NeedsServerNote id={noteId} />
      <Text size="sm">{t(m.intro)}</Text>
      {strategies.isError && (
        <QueryError
          error={strategies.error}
          title={m.fetchFailed}
          onRetry={() => void strategies.refetch()}
        />
      )}
      {strategies.data ? (
        <>
          <FetchedAt updatedAt={strategies.dataUpdatedAt} />
          <StrategiesTable
            strategies={strategies.data}
            editable={canEdit && !needsServer.disabled}
            onEdit={(strategy) => setEditing({ strategy })}
            onDelete={(strategy) => {
              remove.reset();
              setDeleting(strategy);
            }}
          />
        </>
      ) : (
        !strategies.isError && <Skeleton height={200} />
      )}
      <ModalDialog
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing?.strategy ? t(m.editTitle, { name: editing.strategy.name }) : t(m.createTitle)
        }
      >
        {editing && (
          <StrategyForm org={org} strategy={editing.strategy} onDone={() => setEditing(null)} />
        )}
      </ModalDialog>
      <ModalDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={deleting ? t(m.deleteTitle, { name: deleting.name }) : ''}
      >
        <Stack>
          <Text size="sm">{t(m.deleteText)}</Text>
          <FormActions
            failure={remove.isError ? remove : null}
            failedTitle={m.deleteFailed}
            onCancel={() => setDeleting(null)}
            onSave={() =>
              deleting &&
              remove.mutate(
                { kind: 'delete', id: deleting.id },
                { onSuccess: () => setDeleting(null) },
              )
            }
            saving={remove.isPending}
            saveLabel={m.delete}
            color="red"
            needsServer={needsServer}
          />
        </Stack>
      </ModalDialog>
    </Stack>
  );
}
