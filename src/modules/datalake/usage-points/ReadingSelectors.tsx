import { Group, NativeSelect } from '@mantine/core';
import type { ReadingSelectors as Selectors } from '../../../shared/contracts';
import { useT } from '../../../shared/i18n';
import { SELECTOR_OPTIONS, type SelectorName } from './readingSelection';
import { readingsMessages as m } from './readingsMessages';

const NAMES = Object.keys(SELECTOR_OPTIONS) as SelectorName[];

/** The selectors explained under them, each read out with its select. */
const HELP: Partial<Record<SelectorName, 'macroHelp' | 'strideHelp'>> = {
  macroPeriod: 'macroHelp',
  stridePeriod: 'strideHelp',
};

/**
 * The readings' interval, aggregation, accumulation, macro and stride period (spec 9), the
 * two periods explained under their selects.
 */
export function ReadingSelectors({
  selectors,
  onSelect,
}: {
  selectors: Selectors;
  onSelect: (name: SelectorName, value: string) => void;
}) {
  const t = useT();
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      {NAMES.map((name) => (
        <NativeSelect
          key={name}
          label={t(m[name])}
          value={selectors[name]}
          data={SELECTOR_OPTIONS[name].map((value) => ({
            value,
            label: t(m[value as keyof typeof m]),
          }))}
          // Under the select, read out with it (aria-describedby).
          description={HELP[name] && t(m[HELP[name]])}
          inputWrapperOrder={['label', 'input', 'description']}
          onChange={(event) => onSelect(name, event.currentTarget.value)}
          w={HELP[name] ? { base: '100%', sm: 300 } : { base: 'calc(50% - 6px)', sm: 150 }}
        />
      ))}
    </Group>
  );
}
