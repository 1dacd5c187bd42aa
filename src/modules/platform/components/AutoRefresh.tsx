import { Group, NativeSelect, Switch } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import { useT } from '../../../shared/i18n';
import { useSharedRefresh } from '../../../shared/tabs';
import { platformMessages } from '../messages';

const PRESETS_MS = [5_000, 10_000, 30_000, 60_000, 300_000];

/**
 * Automatic refresh of the status (spec 2.4 refresh timer): one timer for every open tab, run
 * by the leader tab, which shares the fresh status with the others.
 */
export function AutoRefresh({ queryKeys }: { queryKeys: readonly QueryKey[] }) {
  const t = useT();
  const refresh = useSharedRefresh(queryKeys);
  const options = PRESETS_MS.includes(refresh.intervalMs)
    ? PRESETS_MS
    : [...PRESETS_MS, refresh.intervalMs].sort((a, b) => a - b);
  const label = (ms: number) =>
    ms % 60_000 === 0
      ? t(platformMessages.intervalMinutes, { minutes: ms / 60_000 })
      : t(platformMessages.intervalSeconds, { seconds: ms / 1000 });
  return (
    <Group align="flex-end" gap="sm">
      <NativeSelect
        label={t(platformMessages.interval)}
        value={String(refresh.intervalMs)}
        data={options.map((ms) => ({ value: String(ms), label: label(ms) }))}
        onChange={(event) => refresh.setIntervalMs(Number(event.currentTarget.value))}
      />
      <Switch
        label={t(platformMessages.autoRefresh)}
        checked={refresh.running}
        onChange={(event) => (event.currentTarget.checked ? refresh.start() : refresh.stop())}
        mb={6}
      />
    </Group>
  );
}
