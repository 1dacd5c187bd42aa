import { SegmentedControl, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { FlowSpec } from '../../../../shared/contracts';
import { useI18n } from '../../../../shared/i18n';
import { commonMessages, LabelledValue } from '../../../../shared/ui';
import { HEARTBEAT_ACTIONS, mayTake } from '../../../../shared/contracts';
import { useHeartbeatPage } from '../../hooks/useHeartbeatPage';
import { flowSpecMessages as m } from '../messages';
import { FlowSpecEditor } from './FlowSpecEditor';
import { TableHead } from '../../../../shared/ui/table';

const SpecCodeView = lazy(() =>
  import('./SpecCodeView').then((module) => ({ default: module.SpecCodeView })),
);

/**
 * The flow spec: a structured view, or read-only JSON in a code view; a Deployer of an
 * organization with flowSpecEdit edits it.
 */
export function FlowSpecTab({ spec }: { spec: FlowSpec }) {
  const { org, role, features } = useHeartbeatPage();
  const views = <FlowSpecViews spec={spec} />;
  return mayTake(HEARTBEAT_ACTIONS.editFlowSpecs, role, features) ? (
    <FlowSpecEditor org={org} spec={spec}>
      {views}
    </FlowSpecEditor>
  ) : (
    views
  );
}

function FlowSpecViews({ spec }: { spec: FlowSpec }) {
  const { t, formatDateTime } = useI18n();
  const [view, setView] = useState<'structured' | 'code'>('structured');
  const yesNo = (value: boolean) => t(value ? commonMessages.yes : commonMessages.no);
  return (
    <Stack gap="md">
      <SegmentedControl
        w="fit-content"
        aria-label={t(m.view)}
        value={view}
        onChange={(value) => setView(value === 'code' ? 'code' : 'structured')}
        data={[
          { value: 'structured', label: t(m.structured) },
          { value: 'code', label: t(m.code) },
        ]}
      />
      {view === 'code' ? (
        <Suspense fallback={<Skeleton height={300} />}>
          <SpecCodeView spec={spec} label={t(m.codeLabel)} />
        </Suspense>
      ) : (
        <Stack gap="lg">
          <section>
            <Title order={2} size="h4" mb="xs">
              {t(m.general)}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="dl" m={0}>
              <LabelledValue label={t(m.flowId)}>{spec.id}</LabelledValue>
              <LabelledValue label={t(m.description)}>{spec.description}</LabelledValue>
              <LabelledValue label={t(m.exchangePattern)}>{spec.exchangePattern}</LabelledValue>
              <LabelledValue label={t(m.flowState)}>{spec.flowState}</LabelledValue>
              <LabelledValue label={t(m.groups)}>{spec.groups.join(', ')}</LabelledValue>
              <LabelledValue label={t(m.owner)}>{spec.owner}</LabelledValue>
              <LabelledValue label={t(m.specVersion)}>{spec.specVersion}</LabelledValue>
              <LabelledValue label={t(m.deploymentTime)}>
                {formatDateTime(spec.deploymentTime)}
              </LabelledValue>
              <LabelledValue label={t(m.updateTime)}>
                {formatDateTime(spec.updateTime)}
              </LabelledValue>
              <LabelledValue label={t(m.anonymous)}>
                {yesNo(spec.allowAnonymousAccess)}
              </LabelledValue>
            </SimpleGrid>
          </section>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <section>
              <Title order={2} size="h4" mb="xs">
                {t(m.redelivery)}
              </Title>
              <SimpleGrid cols={2} component="dl" m={0}>
                <LabelledValue label={t(m.maxAttempts)}>
                  {spec.redeliveryStrategy.maxAttempts}
                </LabelledValue>
                <LabelledValue label={t(m.timeoutMs)}>
                  {spec.redeliveryStrategy.timeoutMs}
                </LabelledValue>
              </SimpleGrid>
            </section>
            <section>
              <Title order={2} size="h4" mb="xs">
                {t(m.deadLetter)}
              </Title>
              <SimpleGrid cols={3} component="dl" m={0}>
                <LabelledValue label={t(m.deadLetterId)}>
                  {spec.deadLetterStrategy.id}
                </LabelledValue>
                <LabelledValue label={t(m.logFullMessage)}>
                  {yesNo(spec.deadLetterStrategy.logFullMessage)}
                </LabelledValue>
                <LabelledValue label={t(m.redeliveryMs)}>
                  {spec.deadLetterStrategy.redeliveryMs}
                </LabelledValue>
              </SimpleGrid>
            </section>
          </SimpleGrid>
          <section>
            <Title order={2} size="h4" mb="xs">
              {t(m.processors)}
            </Title>
            <Table.ScrollContainer minWidth={700}>
              <Table withTableBorder striped>
                <TableHead
                  columns={[
                    t(m.identifier),
                    t(m.type),
                    t(m.properties),
                    t(m.concurrencyMax),
                    t(m.logDescription),
                    t(m.logFullMessage),
                  ]}
                />
                <Table.Tbody>
                  {spec.processors.map((processor) => (
                    <Table.Tr key={processor.identifier}>
                      <Table.Th scope="row">{processor.identifier}</Table.Th>
                      <Table.Td>{processor.type}</Table.Td>
                      <Table.Td>
                        {Object.entries(processor.properties).map(([name, value]) => (
                          <Text key={name} size="xs" ff="monospace">
                            {name}={value}
                          </Text>
                        ))}
                      </Table.Td>
                      <Table.Td>{processor.concurrencyMax}</Table.Td>
                      <Table.Td>{yesNo(processor.logDescription)}</Table.Td>
                      <Table.Td>{yesNo(processor.logFullMessage)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </section>
        </Stack>
      )}
    </Stack>
  );
}
