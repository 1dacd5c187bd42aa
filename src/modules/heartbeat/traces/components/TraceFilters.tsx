import { Autocomplete, Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ERROR_CATEGORIES, TRACE_STATUSES } from '../../../../shared/contracts';
import { useT } from '../../../../shared/i18n';
import { commonMessages } from '../../../../shared/ui';
import { errorCategoryLabel } from '../errorCategoryMessages';
import { EMPTY_TRACE_FILTER, isValidFlowId, type TraceFilter } from '../lib/traceFilter';
import { traceStatusMessages, tracesMessages } from '../messages';

interface TraceFiltersProps {
  filter: TraceFilter;
  flowIds: readonly string[];
  onApply: (filter: TraceFilter) => void;
}

/** Filters of the flow traces page: flow ID, status, error category, has payload, free text. */
export function TraceFilters({ filter, flowIds, onApply }: TraceFiltersProps) {
  const t = useT();
  const [draft, setDraft] = useState(filter);
  const [synced, setSynced] = useState(filter);
  // The URL changed (back button, a link): show what it says.
  if (synced !== filter) {
    setSynced(filter);
    setDraft(filter);
  }
  const flowIdError = draft.flowId.trim() !== '' && !isValidFlowId(draft.flowId);
  return (
    <form
      role="search"
      aria-label={t(tracesMessages.filters)}
      onSubmit={(event) => {
        event.preventDefault();
        if (!flowIdError) onApply({ ...draft, flowId: draft.flowId.trim(), q: draft.q.trim() });
      }}
    >
      <Group align="flex-start" gap="sm">
        <Autocomplete
          label={t(tracesMessages.flowId)}
          value={draft.flowId}
          onChange={(flowId) => setDraft({ ...draft, flowId })}
          data={flowIds as string[]}
          limit={20}
          error={flowIdError ? t(tracesMessages.flowIdInvalid) : undefined}
          w={240}
        />
        <NativeSelect
          label={t(tracesMessages.status)}
          value={draft.status ?? ''}
          data={[
            { value: '', label: t(commonMessages.any) },
            ...TRACE_STATUSES.map((status) => ({
              value: status,
              label: t(traceStatusMessages[status]),
            })),
          ]}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setDraft({
              ...draft,
              status: TRACE_STATUSES.find((status) => status === value) ?? null,
            });
          }}
        />
        <NativeSelect
          label={t(tracesMessages.errorCategory)}
          value={draft.errorCategory ?? ''}
          data={[
            { value: '', label: t(commonMessages.any) },
            ...ERROR_CATEGORIES.map((category) => ({
              value: category,
              label: `${errorCategoryLabel(t, category)} (${category})`,
            })),
          ]}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setDraft({
              ...draft,
              errorCategory: ERROR_CATEGORIES.find((category) => category === value) ?? null,
            });
          }}
          w={260}
        />
        <NativeSelect
          label={t(tracesMessages.hasPayload)}
          value={draft.hasPayload === null ? '' : String(draft.hasPayload)}
          data={[
            { value: '', label: t(commonMessages.any) },
            { value: 'true', label: t(commonMessages.yes) },
            { value: 'false', label: t(commonMessages.no) },
          ]}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setDraft({ ...draft, hasPayload: value === '' ? null : value === 'true' });
          }}
        />
        <TextInput
          label={t(tracesMessages.search)}
          placeholder={t(tracesMessages.searchPlaceholder)}
          value={draft.q}
          onChange={(event) => setDraft({ ...draft, q: event.currentTarget.value })}
          maxLength={200}
          w={260}
        />
        <Group gap="xs" mt={25}>
          <Button type="submit">{t(tracesMessages.apply)}</Button>
          <Button variant="subtle" onClick={() => onApply(EMPTY_TRACE_FILTER)}>
            {t(tracesMessages.clear)}
          </Button>
        </Group>
      </Group>
    </form>
  );
}
