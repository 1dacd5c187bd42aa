import { Group, NativeSelect, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import { ACTION_STATES, type ActionState, type AssetAction } from '../../../shared/contracts';
import { useI18n } from '../../../shared/i18n';
import { QueryError } from '../../../shared/ui';
import { FetchedAt } from '../../../shared/ui/offline';
import { useRangeToolbar } from '../../../shared/ui/page-frame';
import { useAssetsPage } from '../hooks/useAssetsPage';
import { assetsQueries } from '../queries';
import { assetsState } from '../state';
import { ActionDrawer } from './ActionDrawer';
import { ActionsTable } from './ActionsTable';
import { actionStateMessages, actionsMessages as m } from './messages';

/** Actions (the module's index): those created in the range, by state; open one for details. */
export function ActionsPage() {
  const { t, formatNumber } = useI18n();
  const { org, role, range, query } = useAssetsPage();
  const ui = useSnapshot(assetsState);
  const actions = useQuery(assetsQueries.actions(org, range, ui.actionState));
  useRangeToolbar(actions.dataUpdatedAt);
  const onOpen = useCallback((action: AssetAction) => {
    assetsState.openActionId = action.id;
  }, []);
  // The open action is read on its own: executing it may take it out of the filtered list.
  const listed = actions.data?.data.find((action) => action.id === ui.openActionId);
  const detail = useQuery({
    ...assetsQueries.action(org, ui.openActionId ?? 0),
    enabled: ui.openActionId !== null,
    initialData: listed,
  });
  const open = ui.openActionId === null ? null : (detail.data ?? null);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t(m.heading)}
      </Title>
      <Group align="flex-end" gap="md">
        <NativeSelect
          label={t(m.stateFilter)}
          value={ui.actionState ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value;
            assetsState.actionState = value === '' ? null : (value as ActionState);
          }}
          data={[
            { value: '', label: t(m.anyState) },
            ...ACTION_STATES.map((state) => ({
              value: state,
              label: t(actionStateMessages[state]),
            })),
          ]}
        />
      </Group>
      {actions.isError && (
        <QueryError
          error={actions.error}
          title={m.fetchFailed}
          onRetry={() => void actions.refetch()}
        />
      )}
      {actions.data ? (
        <>
          <Group justify="space-between" gap="md">
            <Text size="sm" aria-live="polite" data-testid="actions-shown">
              {t(m.shown, {
                shown: formatNumber(actions.data.data.length),
                total: actions.data.meta.total,
              })}
            </Text>
            <FetchedAt updatedAt={actions.dataUpdatedAt} />
          </Group>
          <ActionsTable
            actions={actions.data.data}
            query={query}
            openActionId={ui.openActionId}
            onOpen={onOpen}
          />
        </>
      ) : (
        !actions.isError && <Skeleton height={400} />
      )}
      <ActionDrawer
        org={org}
        role={role}
        action={open}
        query={query}
        onClose={() => {
          assetsState.openActionId = null;
        }}
      />
    </Stack>
  );
}
