import { Button, Group, NativeSelect, NumberInput, Text } from '@mantine/core';
import { useEffect, useEffectEvent, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n';
import { formatClockTime } from '../date-range/dateRange';
import { refreshMessages, refreshUnitMessages } from './messages';
import {
  isRefreshUnit,
  REFRESH_UNITS,
  refreshIntervalMs,
  validateRefreshInterval,
  type RefreshUnit,
} from './refreshInterval';
import { refreshSettings } from './refreshState';

interface RefreshEveryProps {
  /** Called at every tick and on "Refresh now". */
  onRefresh: () => void;
  /** When the page's data was last updated; defaults to the last refresh. */
  updatedAt?: number;
}

/**
 * The refresh-every control (spec 2.4): start or stop automatic refresh with a number and a
 * unit; stopping clears the interval.
 */
export function RefreshEvery({ onRefresh, updatedAt }: RefreshEveryProps) {
  const t = useT();
  const settings = useSnapshot(refreshSettings);
  const [value, setValue] = useState<number | string>(settings.value);
  const [unit, setUnit] = useState<RefreshUnit>(settings.unit);
  const [refreshedAt, setRefreshedAt] = useState(() => Date.now());
  const error = validateRefreshInterval(value, unit);
  const intervalMs = settings.running ? refreshIntervalMs(settings.value, settings.unit) : null;

  const tick = useEffectEvent(() => {
    setRefreshedAt(Date.now());
    onRefresh();
  });
  useEffect(() => {
    if (intervalMs === null) return;
    const timer = setInterval(tick, intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);

  const errorText = !error
    ? undefined
    : error.code === 'required'
      ? t(refreshMessages.required)
      : t(refreshMessages.min, { min: error.min });

  return (
    <form
      aria-label={t(refreshMessages.legend)}
      onSubmit={(event) => {
        event.preventDefault();
        if (settings.running) {
          refreshSettings.running = false;
          return;
        }
        if (error) return;
        refreshSettings.value = Number(value);
        refreshSettings.unit = unit;
        refreshSettings.running = true;
      }}
    >
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <NumberInput
          label={t(refreshMessages.every)}
          value={value}
          onChange={setValue}
          error={errorText}
          disabled={settings.running}
          allowDecimal={false}
          w={110}
          size="xs"
        />
        <NativeSelect
          label={t(refreshMessages.unit)}
          value={unit}
          disabled={settings.running}
          data={REFRESH_UNITS.map((option) => ({
            value: option,
            label: t(refreshUnitMessages[option]),
          }))}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (isRefreshUnit(next)) setUnit(next);
          }}
          size="xs"
        />
        <Button type="submit" size="xs" variant={settings.running ? 'light' : 'filled'}>
          {t(settings.running ? refreshMessages.stop : refreshMessages.start)}
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => {
            setRefreshedAt(Date.now());
            onRefresh();
          }}
        >
          {t(refreshMessages.refreshNow)}
        </Button>
        <Text size="xs" c="dimmed" aria-live="polite" data-testid="refresh-updated">
          {t(refreshMessages.updated, { time: formatClockTime(updatedAt ?? refreshedAt) })}
        </Text>
      </Group>
    </form>
  );
}
