import { Alert } from '@mantine/core';
import { useI18n } from '../../shared/i18n';
import { useNetworkStatus } from '../../shared/network';
import { networkMessages } from './messages';

/** Says the console is offline and how old the data on screen is (DESIGN.md, offline). */
export function OfflineBanner() {
  const { t, formatDateTime } = useI18n();
  const { online, browserOnline, lastContactAt } = useNetworkStatus();
  if (online) return null;
  const time = lastContactAt ? formatDateTime(lastContactAt) : null;
  const text = browserOnline
    ? time
      ? t(networkMessages.unreachable, { time })
      : t(networkMessages.unreachableNoData)
    : time
      ? t(networkMessages.offline, { time })
      : t(networkMessages.offlineNoData);
  return (
    <Alert color="yellow" role="status" mb="md" data-testid="offline-banner">
      {text}
    </Alert>
  );
}
