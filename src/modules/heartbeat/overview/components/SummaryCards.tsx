import { Anchor, Card, Group, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'wouter';
import type { FlowsSummary } from '../../../../shared/contracts';
import { useI18n } from '../../../../shared/i18n';
import type { FlowStatus } from '../../model/flowStatus';
import { flowStatusMessages } from '../../model/messages';
import { overviewMessages } from '../messages';
import { showFlowsWithStatus } from '../../flows';
import { STATUS_COLORS } from '../../model/components/FlowStatusBadge';
import { heartbeatPaths } from '../../paths';

const ORDER: FlowStatus[] = ['up', 'failing', 'paused', 'down'];

interface SummaryCardsProps {
  summary: FlowsSummary | undefined;
  query: string;
}

/** Counts of flows up, failing, paused and down; each leads to the flows list so filtered. */
export function SummaryCards({ summary, query }: SummaryCardsProps) {
  const { t, formatNumber } = useI18n();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id={headingId}>
          {t(overviewMessages.counts)}
        </Title>
        {summary && (
          <Text size="sm" c="dimmed">
            {t(overviewMessages.totalFlows, { count: summary.flows })}
          </Text>
        )}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {ORDER.map((status) => (
          <Card
            key={status}
            withBorder
            padding="sm"
            style={{ borderLeft: `4px solid var(--mantine-color-${STATUS_COLORS[status]}-6)` }}
            data-summary={status}
          >
            <Text size="sm" fw={600}>
              {t(flowStatusMessages[status])}
            </Text>
            {summary ? (
              <Anchor
                component={Link}
                href={heartbeatPaths.flows(query)}
                onClick={() => showFlowsWithStatus(status)}
                fz={32}
                fw={700}
                aria-label={t(overviewMessages.countLink, {
                  count: summary[status],
                  status: t(flowStatusMessages[status]),
                })}
                data-testid={`summary-${status}`}
              >
                {formatNumber(summary[status])}
              </Anchor>
            ) : (
              <Skeleton height={40} mt={4} />
            )}
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
