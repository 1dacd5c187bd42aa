import { Alert } from '@mantine/core';
import { useI18n } from '../../shared/i18n';
import { useNetworkStatus } from '../../shared/network';
import { NotKeptNote, usePageDataAge } from '../../shared/ui/offline';
import { networkMessages } from './messages';

/**
 * Says the console is offline and how old the data on screen is (DESIGN.md, offline): the
 * page's data age, the time of its oldest "Data fetched", not of any answer (the session's
 * come later than the page's).
 */
export function OfflineBanner() {
  const { t, formatDateTime } = useI18n();
  const { online, browserOnline } = useNetworkStatus();
  const dataAge = usePageDataAge();
  if (online) return null;
  const time = dataAge ? formatDateTime(dataAge) : null;
  const text = browserOnline
    ? time
      ? t(networkMessages.unreachable, { time })
      : t(networkMessages.unreachableNoData)
    : time
      ? t(networkMessages.offline, { time })
      : t(networkMessages.offlineNoData);
  return (
    <>
      <Alert color="yellow" role="status" mb="md" data-testid="offline-banner">
        {text}
      </Alert>
      {/* What a page never opened online shows instead of its empty placeholders. */}
      <NotKeptNote />
    </>
  );
}
