import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { memo } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../../../../shared/i18n';
import { flowSortMessages, flowsListMessages } from '../messages';
import { FLOW_SORTS, type FlowSort } from '../../model/flowRows';
import { FLOW_STATUSES, isFlowStatus } from '../../model/flowStatus';
import { flowStatusMessages } from '../../model/messages';
import { flowsListState } from '../state';

/**
 * Search, group, status and sort of the flows list (UI state in valtio). Memoised: it follows
 * the filter state itself, and the page around it renders again for reasons of its own (its
 * queries and refresh), which need not render these inputs again.
 */
export const FlowFilters = memo(function FlowFilters({ groups }: { groups: readonly string[] }) {
  const t = useT();
  const filter = useSnapshot(flowsListState);
  return (
    <Group role="search" aria-label={t(flowsListMessages.filters)} align="flex-end" gap="sm">
      <TextInput
        label={t(flowsListMessages.search)}
        placeholder={t(flowsListMessages.searchPlaceholder)}
        value={filter.search}
        onChange={(event) => {
          flowsListState.search = event.currentTarget.value;
        }}
        w={280}
        type="search"
      />
      <NativeSelect
        label={t(flowsListMessages.group)}
        value={filter.group ?? ''}
        data={[
          { value: '', label: t(flowsListMessages.allGroups) },
          ...groups.map((group) => ({ value: group, label: group })),
        ]}
        onChange={(event) => {
          flowsListState.group = event.currentTarget.value || null;
        }}
      />
      <NativeSelect
        label={t(flowsListMessages.status)}
        value={filter.status ?? ''}
        data={[
          { value: '', label: t(flowsListMessages.allStatuses) },
          ...FLOW_STATUSES.map((status) => ({
            value: status,
            label: t(flowStatusMessages[status]),
          })),
        ]}
        onChange={(event) => {
          const value = event.currentTarget.value;
          flowsListState.status = isFlowStatus(value) ? value : null;
        }}
      />
      <NativeSelect
        label={t(flowsListMessages.sort)}
        value={filter.sort}
        data={FLOW_SORTS.map((sort) => ({ value: sort, label: t(flowSortMessages[sort]) }))}
        onChange={(event) => {
          flowsListState.sort = event.currentTarget.value as FlowSort;
        }}
      />
      <NativeSelect
        label={t(flowsListMessages.direction)}
        value={filter.direction}
        data={[
          { value: 'desc', label: t(flowsListMessages.descending) },
          { value: 'asc', label: t(flowsListMessages.ascending) },
        ]}
        onChange={(event) => {
          flowsListState.direction = event.currentTarget.value === 'asc' ? 'asc' : 'desc';
        }}
      />
      <Button
        variant="subtle"
        onClick={() => {
          flowsListState.search = '';
          flowsListState.group = null;
          flowsListState.status = null;
        }}
      >
        {t(flowsListMessages.clear)}
      </Button>
    </Group>
  );
});
