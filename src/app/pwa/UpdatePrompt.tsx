import { Affix, Button, Group, Paper, Text } from '@mantine/core';
import { useSnapshot } from 'valtio';
import { useT } from '../../shared/i18n';
import { pwaMessages } from './messages';
import { applyUpdate, dismissUpdate, pwaState } from './serviceWorker';

/** Offers a new version with a reload button; the user decides when (DESIGN.md). */
export function UpdatePrompt() {
  const t = useT();
  const { updateReady, updatedElsewhere, dismissed } = useSnapshot(pwaState);
  if (dismissed || (!updateReady && !updatedElsewhere)) return null;
  return (
    <Affix position={{ bottom: 72, right: 16 }} zIndex={400}>
      <Paper withBorder shadow="md" p="md" maw={360} role="status" aria-live="polite">
        <Text mb="sm">
          {t(updatedElsewhere ? pwaMessages.updatedElsewhere : pwaMessages.updateReady)}
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" onClick={dismissUpdate}>
            {t(pwaMessages.later)}
          </Button>
          <Button size="xs" onClick={applyUpdate}>
            {t(pwaMessages.reload)}
          </Button>
        </Group>
      </Paper>
    </Affix>
  );
}
