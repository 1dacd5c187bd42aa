import { Text } from '@mantine/core';
import { useI18n } from '../../i18n';
import { offlineMessages } from './messages';

/** When the data on screen was fetched from the server: every view shows its own time. */
export function FetchedAt({ updatedAt }: { updatedAt: number }) {
  const { t, formatDateTime } = useI18n();
  if (!updatedAt) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="fetched-at">
      {t(offlineMessages.fetchedAt, { time: formatDateTime(updatedAt) })}
    </Text>
  );
}
