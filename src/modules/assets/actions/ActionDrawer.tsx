import { Code, Divider, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { ASSETS_ACTIONS, mayTake, type AssetAction } from '../../../shared/contracts';
import { useI18n } from '../../../shared/i18n';
import { commonMessages } from '../../../shared/ui';
import { SideDrawer } from '../../../shared/ui/overlays';
import { assetsPaths } from '../paths';
import { ActionChangeButtons, actionSourceLabel, actionTypeLabel } from './ActionChangeButtons';
import { ExecutionsList } from './ExecutionsList';
import { actionStateMessages, actionsMessages as m } from './messages';

const json = (value: unknown) => JSON.stringify(value, null, 2);

interface ActionDrawerProps {
  org: number;
  role: Parameters<typeof mayTake>[1];
  action: AssetAction | null;
  query: string;
  onClose: () => void;
}

/** An action's fields, payload and answers, its executions, and execute or close. */
export function ActionDrawer({ org, role, action, query, onClose }: ActionDrawerProps) {
  const { t, formatDateTime } = useI18n();
  const rows: [string, React.ReactNode][] = action
    ? [
        [t(m.columnState), t(actionStateMessages[action.state])],
        [t(m.columnType), `${actionTypeLabel(t, action.type)} (${action.type})`],
        [
          t(m.fieldAsset),
          <Link key="asset" href={assetsPaths.asset(action.assetId, query)}>
            {action.assetMrId}
          </Link>,
        ],
        [t(m.columnCreated), formatDateTime(action.createdAt)],
        [
          t(m.columnSource),
          actionSourceLabel(t, action.source) === action.source
            ? action.source
            : `${actionSourceLabel(t, action.source)} (${action.source})`,
        ],
        [t(m.fieldCorrelation), action.correlationId],
        [t(m.columnAutomation), action.automation?.name ?? t(m.manual)],
        [t(m.columnAttempts), action.attempts],
        [
          t(m.fieldNextAttempt),
          action.nextAttemptAt ? formatDateTime(action.nextAttemptAt) : t(commonMessages.none),
        ],
        [t(m.fieldTags), action.tags.join(', ') || t(commonMessages.none)],
      ]
    : [];
  return (
    <SideDrawer
      opened={action !== null}
      onClose={onClose}
      title={action ? t(m.drawerTitle, { id: action.id }) : ''}
      size="lg"
    >
      {action && (
        <Stack gap="md">
          {mayTake(ASSETS_ACTIONS.runActions, role) && (
            <ActionChangeButtons org={org} action={action} />
          )}
          <Table variant="vertical" withTableBorder layout="fixed">
            <Table.Tbody>
              {rows.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w={140}>{label}</Table.Th>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="sm" fw={600}>
            {t(m.payload)}
          </Text>
          <Code block style={{ whiteSpace: 'pre-wrap' }}>
            {json(action.payload)}
          </Code>
          {action.response !== null && (
            <>
              <Text size="sm" fw={600}>
                {t(m.response)}
              </Text>
              <Code block style={{ whiteSpace: 'pre-wrap' }}>
                {json(action.response)}
              </Code>
            </>
          )}
          {action.errorResponse !== null && (
            <>
              <Text size="sm" fw={600}>
                {t(m.errorResponse)}
              </Text>
              <Code block c="red" style={{ whiteSpace: 'pre-wrap' }}>
                {json(action.errorResponse)}
              </Code>
            </>
          )}
          <Divider />
          <Title order={2} size="h4">
            {t(m.executions)}
          </Title>
          <ExecutionsList org={org} actionId={action.id} />
        </Stack>
      )}
    </SideDrawer>
  );
}
