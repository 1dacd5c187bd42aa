import { Checkbox, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import type { DeployedFlow } from '../../../../shared/contracts';
import { useT } from '../../../../shared/i18n';
import { flowPickerMessages as m } from '../messages';

/** Flows listed at once; a search narrows the rest. */
const SHOWN = 100;

interface FlowPickerProps {
  flows: readonly DeployedFlow[];
  selected: readonly string[];
  onChange: (flowIds: string[]) => void;
  /** Flows the account reaches already: not offered. */
  exclude?: ReadonlySet<string>;
  error?: string;
  /** The fieldset's name; by default the service account's. */
  legend?: string;
}

/** Checkboxes of deployed flows with a search: the flows a service account may call. */
export function FlowPicker({ flows, selected, onChange, exclude, error, legend }: FlowPickerProps) {
  const t = useT();
  const [search, setSearch] = useState('');
  const errorId = useId();
  const offered = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return flows.filter(
      (f) =>
        !exclude?.has(f.flowSpec.id) &&
        (needle === '' ||
          f.flowSpec.id.includes(needle) ||
          f.flowSpec.description.toLowerCase().includes(needle)),
    );
  }, [flows, exclude, search]);
  const chosen = new Set(selected);
  const toggle = (flowId: string, on: boolean) =>
    onChange(on ? [...selected, flowId] : selected.filter((id) => id !== flowId));
  return (
    <Stack gap="xs">
      <TextInput
        label={t(m.search)}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <Text size="sm" aria-live="polite">
        {t(m.selected, { count: selected.length })}
      </Text>
      <fieldset
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
      >
        <legend style={{ fontWeight: 500, fontSize: 'var(--mantine-font-size-sm)' }}>
          {legend ?? t(m.flowsLegend)}
        </legend>
        <ScrollArea.Autosize mah={280} type="auto">
          <Stack gap={6} py={4}>
            {offered.slice(0, SHOWN).map((flow) => (
              <Checkbox
                key={flow.flowSpec.id}
                label={flow.flowSpec.id}
                description={flow.flowSpec.description}
                checked={chosen.has(flow.flowSpec.id)}
                onChange={(event) => toggle(flow.flowSpec.id, event.currentTarget.checked)}
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </fieldset>
      {offered.length === 0 && <Text size="sm">{t(m.noFlows)}</Text>}
      {offered.length > SHOWN && (
        <Text size="sm" c="dimmed">
          {t(m.more, { count: offered.length - SHOWN })}
        </Text>
      )}
      {error && (
        <Text id={errorId} size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
