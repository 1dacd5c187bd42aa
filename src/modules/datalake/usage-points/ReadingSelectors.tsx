import { Group, NativeSelect } from '@mantine/core';
import type { ReadingSelectors as Selectors } from '../../../shared/contracts';
import { useT } from '../../../shared/i18n';
import { SELECTOR_OPTIONS, type SelectorName } from './readingSelection';
import { readingsMessages as m } from './readingsMessages';

const NAMES = Object.keys(SELECTOR_OPTIONS) as SelectorName[];

/** The readings' interval, aggregation, accumulation, macro and stride period (spec 9). */
export function ReadingSelectors({
  selectors,
  onSelect,
}: {
  selectors: Selectors;
  onSelect: (name: SelectorName, value: string) => void;
}) {
  const t = useT();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {NAMES.map((name) => (
        <NativeSelect
          key={name}
          label={t(m[name])}
          value={selectors[name]}
          data={SELECTOR_OPTIONS[name].map((value) => ({
            value,
            label: t(m[value as keyof typeof m]),
          }))}
          onChange={(event) => onSelect(name, event.currentTarget.value)}
          w={{ base: 'calc(50% - 6px)', sm: 150 }}
        />
      ))}
    </Group>
  );
}
