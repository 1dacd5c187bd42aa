import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useI18n } from '../../../shared/i18n';
import { useIsOnline } from '../../../shared/network';
import { commonMessages } from '../../../shared/ui';
import { datalakeKeys } from '../keys';
import { pinMessages as m } from './pinMessages';
import { pinsState, togglePin } from './pins';
import { formatSize } from './pinSize';
import { usePinnedParts, type PinParts } from './usePinnedParts';

/** How far the pin got: progress, its size, complete, or what is missing and why. */
function pinProgress(parts: PinParts, online: boolean, i18n: ReturnType<typeof useI18n>) {
  const { t } = i18n;
  const size = formatSize(parts.bytes, i18n);
  const counts = { kept: parts.kept, total: parts.total ?? 0, size };
  if (parts.total === null) return t(online ? m.starting : m.waitingNone);
  if (parts.complete) return t(m.complete, counts);
  if (!online) return t(m.waiting, counts);
  if (parts.failed > 0 && !parts.fetching) return t(m.failed, counts);
  return t(m.keeping, counts);
}

/**
 * Pins the usage point for a site visit (or unpins it), and says how far keeping it got.
 * Pinning fetches what the point's tabs show (usePinnedParts). Offline, a point of which
 * nothing was fetched is not pinned: there is nothing to keep, and the user is told why.
 */
export function PinButton({ org, usagePointId }: { org: number; usagePointId: string }) {
  const i18n = useI18n();
  const { t } = i18n;
  const queryClient = useQueryClient();
  const online = useIsOnline();
  const pinned = useSnapshot(pinsState).ids.includes(usagePointId);
  const [refused, setRefused] = useState(false);
  const parts = usePinnedParts(org, usagePointId, pinned);

  function toggle() {
    const stored = queryClient.getQueryData(datalakeKeys.usagePoint(org, usagePointId));
    if (!pinned && !online && stored === undefined) {
      setRefused(true);
      return;
    }
    setRefused(false);
    togglePin(usagePointId);
  }

  return (
    <Stack gap={6} align="flex-start">
      <Group gap="sm">
        <Button variant={pinned ? 'filled' : 'default'} aria-pressed={pinned} onClick={toggle}>
          {t(pinned ? m.unpin : m.pin)}
        </Button>
        {pinned && parts.failed > 0 && !parts.fetching && online && (
          <Button variant="subtle" size="compact-sm" onClick={parts.retry}>
            {t(commonMessages.retry)}
          </Button>
        )}
      </Group>
      {pinned && (
        <Text size="sm" c="dimmed" role="status" data-testid="pin-status">
          {pinProgress(parts, online, i18n)}
        </Text>
      )}
      {refused && !pinned && (
        <Alert color="yellow" role="alert" py={6}>
          {t(m.refused)}
        </Alert>
      )}
    </Stack>
  );
}
