import { Group, NativeSelect } from '@mantine/core';
import { useSnapshot } from 'valtio';
import {
  ACCUMULATIONS,
  AGGREGATIONS,
  METER_INTERVALS,
  PERIODS,
  type ReadingsQuery,
} from '../../../shared/contracts';
import { useT } from '../../../shared/i18n';
import { datalakeState } from '../state';
import { readingsMessages as m } from './readingsMessages';

type Selectable = keyof Omit<ReadingsQuery, 'fromDate' | 'toDate'>;
const OPTIONS: Record<Selectable, readonly (keyof typeof m)[]> = {
  interval: METER_INTERVALS,
  aggregation: AGGREGATIONS,
  accumulation: ACCUMULATIONS,
  macroPeriod: PERIODS,
  stridePeriod: PERIODS,
};

/** The readings' interval, aggregation, accumulation, macro and stride period (spec 9). */
export function ReadingSelectors() {
  const t = useT();
  const selected = useSnapshot(datalakeState).readings;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {(Object.keys(OPTIONS) as Selectable[]).map((name) => (
        <NativeSelect
          key={name}
          label={t(m[name])}
          value={selected[name]}
          data={OPTIONS[name].map((value) => ({ value, label: t(m[value]) }))}
          onChange={(event) => {
            Object.assign(datalakeState.readings, { [name]: event.currentTarget.value });
          }}
          w={{ base: 'calc(50% - 6px)', sm: 150 }}
        />
      ))}
    </Group>
  );
}
