import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { useI18n } from '../../../shared/i18n';
import type { QueryRange } from '../../../shared/ui/date-range';
import { datalakePaths } from '../paths';
import { datalakeQueries } from '../queries';
import { datalakeState } from '../state';
import { pinMessages as m } from './pinMessages';
import { pinsState } from './pins';

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

/**
 * The pinned usage points, each fetched ahead (details, message log and the readings of each
 * channel over the page's range with the chosen selectors) and shown with how old it is.
 */
export function PinnedList({ org, range }: { org: number; range: QueryRange }) {
  const { t } = useI18n();
  const { ids } = useSnapshot(pinsState);
  const selectors = useSnapshot(datalakeState).readings;
  const now = useMinuteClock();
  const details = useQueries({ queries: ids.map((id) => datalakeQueries.usagePoint(org, id)) });
  useQueries({ queries: ids.map((id) => datalakeQueries.messages(org, id)) });
  useQueries({
    queries: details.flatMap((detail) =>
      (detail.data?.channels ?? []).map((channel) =>
        datalakeQueries.readings(org, detail.data?.usagePointId ?? '', channel.channelId, range, {
          ...selectors,
        }),
      ),
    ),
  });
  const age = (updatedAt: number) => {
    if (!updatedAt) return t(m.notFetched);
    const minutes = Math.max(0, Math.floor((now - updatedAt) / MINUTE));
    if (minutes < 120) return t(m.minutes, { n: minutes });
    if (minutes < 48 * 60) return t(m.hours, { n: Math.floor(minutes / 60) });
    return t(m.days, { n: Math.floor(minutes / (24 * 60)) });
  };
  return (
    <Card withBorder padding="sm" component="section" aria-label={t(m.heading)}>
      <Title order={2} size="h5" mb="xs">
        {t(m.heading)}
      </Title>
      {ids.length === 0 ? (
        <Text size="sm">{t(m.none)}</Text>
      ) : (
        <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {ids.map((id, index) => (
            <Group component="li" key={id} gap="sm" wrap="wrap" data-testid="pinned">
              <Anchor component={Link} href={datalakePaths.usagePoint(id)}>
                {id}
              </Anchor>
              <Text size="sm" c="dimmed">
                {age(details[index]?.dataUpdatedAt ?? 0)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
