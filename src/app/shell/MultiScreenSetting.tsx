import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useSnapshot } from 'valtio';
import { useT } from '../../shared/i18n';
import { isMultiScreenMode } from '../../shared/tabs';
import { useOptionalAppRuntime } from '../runtimeContext';
import { tabsMessages } from '../tabs/messages';
import { tabsState } from '../tabs/tabsState';

/** MultiScreen or Independent (spec 2.4), shown when the organization has the multiScreen feature. */
export function MultiScreenSetting() {
  const t = useT();
  const runtime = useOptionalAppRuntime();
  const { featureEnabled, mode, otherWindows } = useSnapshot(tabsState);
  if (!featureEnabled || !runtime) return null;
  const { coordinator } = runtime;
  return (
    <Stack gap={4} p="xs">
      <Text size="sm" fw={500} id="multi-screen-label">
        {t(tabsMessages.mode)}
      </Text>
      <SegmentedControl
        aria-labelledby="multi-screen-label"
        size="xs"
        fullWidth
        value={mode}
        onChange={(value) => {
          if (isMultiScreenMode(value)) coordinator.setMode(value);
        }}
        data={[
          { value: 'MultiScreen', label: t(tabsMessages.multiScreen) },
          { value: 'Independent', label: t(tabsMessages.independent) },
        ]}
      />
      <Text size="xs" c="dimmed">
        {t(mode === 'MultiScreen' ? tabsMessages.multiScreenHelp : tabsMessages.independentHelp)}
        {otherWindows !== null && ` ${t(tabsMessages.otherWindows, { count: otherWindows })}`}
      </Text>
    </Stack>
  );
}
