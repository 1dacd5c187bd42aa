import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { useI18n } from '../../../shared/i18n';
import { datalakePaths } from '../paths';
import { pinMessages as m } from './pinMessages';
import { pinsState } from './pins';
import { formatSize } from './pinSize';
import { usePinnedParts } from './usePinnedParts';

const MINUTE = 60_000;

/** Now, moved on every minute: ages shown stay true while the page is open. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** One pinned usage point: fetched ahead (usePinnedParts), with its age and what is kept. */
function PinnedPoint({ org, id, now }: { org: number; id: string; now: number }) {
  const i18n = useI18n();
  const { t } = i18n;
  const parts = usePinnedParts(org, id, true);
  const age = (updatedAt: number) => {
    if (!updatedAt) return t(m.notFetched);
    const minutes = Math.max(0, Math.floor((now - updatedAt) / MINUTE));
    if (minutes < 120) return t(m.minutes, { n: minutes });
    if (minutes < 48 * 60) return t(m.hours, { n: Math.floor(minutes / 60) });
    return t(m.days, { n: Math.floor(minutes / (24 * 60)) });
  };
  const size = formatSize(parts.bytes, i18n);
  return (
    <Group component="li" gap="sm" wrap="wrap" data-testid="pinned">
      <Anchor component={Link} href={datalakePaths.usagePoint(id)}>
        {id}
      </Anchor>
      <Text size="sm" c="dimmed">
        {age(parts.updatedAt)}
      </Text>
      {parts.total !== null && (
        <Text size="sm" c="dimmed">
          {parts.complete
            ? t(m.shortComplete, { size })
            : t(m.shortPartial, { kept: parts.kept, total: parts.total, size })}
        </Text>
      )}
    </Group>
  );
}

/**
 * The pinned usage points, each fetched ahead (details, message log, related assets and the
 * readings of the last 7 days at the selectors' defaults), with how old and how whole it is.
 */
export function PinnedList({ org }: { org: number }) {
  const { t } = useI18n();
  const { ids } = useSnapshot(pinsState);
  const now = useMinuteClock();
  return (
    <Card withBorder padding="sm" component="section" aria-label={t(m.heading)}>
      <Title order={2} size="h5" mb="xs">
        {t(m.heading)}
      </Title>
      {ids.length === 0 ? (
        <Text size="sm">{t(m.none)}</Text>
      ) : (
        <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {ids.map((id) => (
            <PinnedPoint key={id} org={org} id={id} now={now} />
          ))}
        </Stack>
      )}
    </Card>
  );
}
