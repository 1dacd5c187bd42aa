import { Text } from '@mantine/core';
import { useI18n } from '../../i18n';
import { useShownFetch } from './dataAge';
import { offlineMessages } from './messages';

/**
 * When the data on screen was fetched from the server: every view shows its own time, and
 * the oldest of them is the page's data age (the offline banner's time, dataAge.ts).
 */
export function FetchedAt({ updatedAt }: { updatedAt: number }) {
  const { t, formatDateTime } = useI18n();
  useShownFetch(updatedAt);
  if (!updatedAt) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="fetched-at">
      {t(offlineMessages.fetchedAt, { time: formatDateTime(updatedAt) })}
    </Text>
  );
}
