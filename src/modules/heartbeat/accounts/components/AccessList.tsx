import { Alert, Button, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { describeError } from '../../../../shared/api';
import type { FlowAccess, ServiceAccountDetails } from '../../../../shared/contracts';
import { useT } from '../../../../shared/i18n';
import { commonMessages, QueryError } from '../../../../shared/ui';
import { ModalDialog } from '../../../../shared/ui/overlays';
import { useCompactTime, TableHead } from '../../../../shared/ui/table';
import { flowQueries } from '../../model/flows';
import { accessListMessages as m, accountMessages } from '../messages';
import { useAccountChange } from '../queries';
import { wizardMessages } from '../wizardMessages';
import { FlowPicker } from '../../model/components/FlowPicker';
import { WsdlButton } from './WsdlButton';

interface AccessListProps {
  org: number;
  account: ServiceAccountDetails;
  canManage: boolean;
  needsServer: { disabled: boolean; 'aria-describedby': string | undefined };
}

/** The flows an account may call, with grant and revoke (each confirmed). */
export function AccessList({ org, account, canManage, needsServer }: AccessListProps) {
  const t = useT();
  const tableTime = useCompactTime();
  const headingId = useId();
  const change = useAccountChange(org, account.serviceAccountId);
  const [granting, setGranting] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const [revoking, setRevoking] = useState<FlowAccess | null>(null);
  // The deployed flows: to grant, and to know which accesses are to SOAP flows (a WSDL).
  const flows = useQuery(flowQueries.flows(org));
  const soap = useMemo(
    () =>
      new Set(
        (flows.data ?? [])
          .filter((f) => f.flowSpec.processors.some((p) => p.type === 'soap-inbound'))
          .map((f) => f.flowSpec.id),
      ),
    [flows.data],
  );
  const withWsdl = account.flowAccesses.some((a) => soap.has(a.flowId));
  const held = useMemo(
    () => new Set(account.flowAccesses.map((a) => a.flowId)),
    [account.flowAccesses],
  );
  const failure = change.isError && (
    <Alert color="red" role="alert" title={t(accountMessages.changeFailed)}>
      {describeError(change.error, t)}
    </Alert>
  );
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between">
        <Title order={2} size="h4" id={headingId}>
          {t(m.heading)}
        </Title>
        {canManage && (
          <Button
            variant="light"
            {...needsServer}
            onClick={() => {
              change.reset();
              setChosen([]);
              setTried(false);
              setGranting(true);
            }}
          >
            {t(m.grant)}
          </Button>
        )}
      </Group>
      {account.flowAccesses.length === 0 ? (
        <Text size="sm">{t(m.empty)}</Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table withTableBorder striped aria-labelledby={headingId}>
            <TableHead
              columns={[
                t(m.flow),
                t(accountMessages.created),
                withWsdl && t(m.wsdl),
                canManage && t(m.revoke),
              ]}
            />
            <Table.Tbody>
              {account.flowAccesses.map((access) => (
                <Table.Tr key={access.flowAccessId}>
                  <Table.Th scope="row">{access.flowId}</Table.Th>
                  <Table.Td>{tableTime(access.created)}</Table.Td>
                  {withWsdl && (
                    <Table.Td>
                      {soap.has(access.flowId) && (
                        <WsdlButton
                          org={org}
                          accountId={account.serviceAccountId}
                          flowId={access.flowId}
                          disabled={needsServer.disabled}
                        />
                      )}
                    </Table.Td>
                  )}
                  {canManage && (
                    <Table.Td>
                      <Button
                        size="compact-sm"
                        variant="default"
                        aria-label={t(m.revokeLabel, { flowId: access.flowId })}
                        {...needsServer}
                        onClick={() => {
                          change.reset();
                          setRevoking(access);
                        }}
                      >
                        {t(m.revoke)}
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ModalDialog
        opened={granting}
        onClose={() => setGranting(false)}
        title={t(m.grantTitle, { name: account.name })}
        size="lg"
      >
        <Stack>
          {flows.isError && <QueryError error={flows.error} onRetry={() => void flows.refetch()} />}
          {flows.isPending && <Skeleton height={200} />}
          {flows.data && (
            <FlowPicker
              flows={flows.data}
              exclude={held}
              selected={chosen}
              onChange={setChosen}
              error={tried && chosen.length === 0 ? t(wizardMessages.oneFlow) : undefined}
            />
          )}
          {failure}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setGranting(false)}>
              {t(commonMessages.cancel)}
            </Button>
            <Button
              loading={change.isPending}
              {...needsServer}
              onClick={() => {
                setTried(true);
                if (chosen.length === 0) return;
                change.mutate(
                  { kind: 'grant', flowIds: chosen },
                  { onSuccess: () => setGranting(false) },
                );
              }}
            >
              {t(m.grantConfirm)}
            </Button>
          </Group>
        </Stack>
      </ModalDialog>
      <ModalDialog
        opened={revoking !== null}
        onClose={() => setRevoking(null)}
        title={revoking ? t(m.revokeTitle, { flowId: revoking.flowId }) : ''}
      >
        <Stack>
          <Text size="sm">{t(m.revokeText, { name: account.name })}</Text>
          {failure}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRevoking(null)}>
              {t(commonMessages.cancel)}
            </Button>
            <Button
              color="red"
              loading={change.isPending}
              {...needsServer}
              onClick={() =>
                revoking &&
                change.mutate(
                  { kind: 'revoke', flowAccessId: revoking.flowAccessId },
                  { onSuccess: () => setRevoking(null) },
                )
              }
            >
              {t(m.revoke)}
            </Button>
          </Group>
        </Stack>
      </ModalDialog>
    </Stack>
  );
}
