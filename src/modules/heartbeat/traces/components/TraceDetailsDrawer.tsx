import { Button, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TraceDetails } from '../../../../shared/contracts';
import { useI18n } from '../../../../shared/i18n';
import { FetchedAt } from '../../../../shared/ui/offline';
import { errorCategoryLabel } from '../errorCategoryMessages';
import { traceQueries } from '../queries';
import {
  stepStatusMessages,
  traceDetailsMessages as m,
  traceSourceMessages,
  tracesMessages,
} from '../messages';
import { SideDrawer } from '../../../../shared/ui/overlays';
import { LabelledValue, QueryError, commonMessages } from '../../../../shared/ui';
import { ResubmitTrace } from './ResubmitTrace';
import { TraceStatusBadge } from './TraceStatusBadge';
import { TableHead } from '../../../../shared/ui/table';

interface TraceDetailsDrawerProps {
  org: number;
  traceId: number | null;
  canViewPayloads: boolean;
  onClose: () => void;
  onShowPayload: (traceId: number) => void;
}

/** Trace details (spec 2.4): trace info, error category and message, processing steps. */
export function TraceDetailsDrawer({
  org,
  traceId,
  canViewPayloads,
  onClose,
  onShowPayload,
}: TraceDetailsDrawerProps) {
  const { t } = useI18n();
  const details = useQuery({
    ...traceQueries.trace(org, traceId ?? 0),
    enabled: traceId !== null,
  });
  return (
    <SideDrawer
      opened={traceId !== null}
      onClose={onClose}
      size="lg"
      title={traceId === null ? '' : t(m.title, { id: traceId })}
    >
      {details.isError && (
        <QueryError error={details.error} onRetry={() => void details.refetch()} />
      )}
      {details.isPending && traceId !== null && <Skeleton height={300} />}
      {details.data && (
        <Stack gap="xs">
          <FetchedAt updatedAt={details.dataUpdatedAt} />
          <ResubmitTrace org={org} trace={details.data} />
          <TraceDetailsBody
            trace={details.data}
            canViewPayloads={canViewPayloads}
            onShowPayload={onShowPayload}
          />
        </Stack>
      )}
    </SideDrawer>
  );
}

interface BodyProps {
  trace: TraceDetails;
  canViewPayloads: boolean;
  onShowPayload: (traceId: number) => void;
}

function TraceDetailsBody({ trace, canViewPayloads, onShowPayload }: BodyProps) {
  const { t, formatDateTime, formatNumber } = useI18n();
  const none = t(commonMessages.none);
  return (
    <Stack gap="md" data-testid="trace-details">
      <Title order={3} size="h5">
        {t(m.info)}
      </Title>
      <SimpleGrid cols={2} component="dl" m={0} spacing="sm">
        <LabelledValue label={t(m.traceId)}>{trace.id}</LabelledValue>
        <LabelledValue label={t(m.exchangeId)}>{trace.exchangeId}</LabelledValue>
        <LabelledValue label={t(m.flowId)}>{trace.flowId}</LabelledValue>
        <LabelledValue label={t(m.name)}>{trace.name}</LabelledValue>
        <LabelledValue label={t(m.type)}>{trace.type}</LabelledValue>
        <LabelledValue label={t(m.time)}>{formatDateTime(trace.timeStamp)}</LabelledValue>
        <LabelledValue label={t(m.status)}>
          <TraceStatusBadge status={trace.status} />
        </LabelledValue>
        <LabelledValue label={t(m.attempt)}>
          {t(tracesMessages.attempt, {
            attempt: trace.deliveryAttemptNo,
            max: trace.maxDeliveryAttempts,
          })}
        </LabelledValue>
        <LabelledValue label={t(m.processingTime)}>
          {t(commonMessages.milliseconds, { value: formatNumber(trace.processingTimeMillis) })}
        </LabelledValue>
        <LabelledValue label={t(m.source)}>{t(traceSourceMessages[trace.source])}</LabelledValue>
        <LabelledValue label={t(m.errorCategory)}>
          {trace.errorCategory === null ? (
            none
          ) : (
            <>
              {errorCategoryLabel(t, trace.errorCategory)}{' '}
              <Text span size="xs" c="dimmed">
                {trace.errorCategory}
              </Text>
            </>
          )}
        </LabelledValue>
        <LabelledValue label={t(m.errorMessage)}>{trace.errorMessage ?? none}</LabelledValue>
        <LabelledValue label={t(m.payload)}>
          {trace.payloadId === null || trace.payloadSize === null
            ? t(m.noPayload)
            : t(m.payloadInfo, { size: trace.payloadSize, type: trace.payloadContentType ?? '' })}
        </LabelledValue>
      </SimpleGrid>
      {canViewPayloads && trace.payloadId !== null && (
        <Button variant="light" onClick={() => onShowPayload(trace.id)} w="fit-content">
          {t(m.showPayload)}
        </Button>
      )}
      <Title order={3} size="h5">
        {t(m.steps)}
      </Title>
      <Table withTableBorder striped aria-label={t(m.steps)}>
        <TableHead
          columns={[
            t(m.stepProcessor),
            t(m.stepType),
            t(m.stepStatus),
            t(m.stepDuration),
            t(m.stepMessage),
          ]}
        />
        <Table.Tbody>
          {trace.steps.map((step, index) => (
            <Table.Tr key={`${step.processor}-${index}`} data-step-status={step.status}>
              <Table.Th scope="row">{step.processor}</Table.Th>
              <Table.Td>{step.type}</Table.Td>
              <Table.Td>{t(stepStatusMessages[step.status])}</Table.Td>
              <Table.Td>
                {t(commonMessages.milliseconds, { value: formatNumber(step.durationMs) })}
              </Table.Td>
              <Table.Td>{step.message ?? none}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
