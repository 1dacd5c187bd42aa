import { Alert, Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { describeError, isApiError } from '../../../../shared/api';
import type { AlertRuleDetails } from '../../../../shared/contracts';
import { useI18n } from '../../../../shared/i18n';
import { QueryError } from '../../../../shared/ui';
import { FetchedAt, NeedsServerNote, useNeedsServer } from '../../../../shared/ui/offline';
import { ConfirmDialog } from '../../../../shared/ui/overlays';
import { useRangeToolbar } from '../../../../shared/ui/page-frame';
import { useHeartbeatPage } from '../../hooks/useHeartbeatPage';
import { useRangeQuery } from '../../hooks/useRangeLink';
import { heartbeatPaths } from '../../paths';
import { draftOf, EMPTY_ALERT } from '../alertDraft';
import { AlertForm } from '../components/AlertForm';
import { AlertHistory } from '../components/AlertHistory';
import { alertMessages as m } from '../messages';
import { alertQueries, useAlertChange } from '../queries';

function RuleFacts({ rule }: { rule: AlertRuleDetails }) {
  const { t, formatDateTime, timeZone } = useI18n();
  const by = (time: string, user: string | null) =>
    user ? t(m.byWhom, { time: formatDateTime(time), user }) : formatDateTime(time);
  const facts: [string, string][] = [
    [t(m.lastTriggered), rule.lastTriggered ? formatDateTime(rule.lastTriggered) : t(m.never)],
    [t(m.created), by(rule.created, rule.createdBy)],
    [t(m.updated), by(rule.updated, rule.updatedBy)],
  ];
  return (
    <Stack gap={4}>
      <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 4 }}>
        {facts.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <Text component="dt" size="sm" fw={500}>
              {label}
            </Text>
            <Text component="dd" size="sm" m={0} data-testid={`fact-${label}`}>
              {value}
            </Text>
          </div>
        ))}
      </dl>
      <Text size="xs" c="dimmed">
        {t(m.timeZone, { zone: timeZone })}
      </Text>
    </Stack>
  );
}

/** A new alert rule (alerts/create) or a rule with its history (alerts/edit/{alertId}). */
export function AlertEditPage() {
  const { t } = useI18n();
  const params = useParams<{ alertId?: string }>();
  const creating = params.alertId === undefined;
  const alertId = !creating && /^\d{1,9}$/.test(params.alertId ?? '') ? Number(params.alertId) : 0;
  const { org } = useHeartbeatPage();
  const query = useRangeQuery();
  const [, navigate] = useLocation();
  const details = useQuery({ ...alertQueries.alertRule(org, alertId), enabled: alertId > 0 });
  useRangeToolbar(details.dataUpdatedAt, { range: false });
  const remove = useAlertChange(org);
  const [deleting, setDeleting] = useState(false);
  const noteId = useId();
  const needsServer = useNeedsServer(noteId);
  const rule = details.data;
  const missing =
    !creating && (alertId === 0 || (isApiError(details.error) && details.error.status === 404));
  const toList = () => navigate(heartbeatPaths.alerts(query));

  return (
    <Stack gap="lg">
      <Anchor component={Link} href={heartbeatPaths.alerts(query)} size="sm">
        {t(m.backToList)}
      </Anchor>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {creating ? t(m.createHeading) : t(m.editHeading, { id: params.alertId ?? '' })}
        </Title>
        {rule && (
          <Button color="red" variant="light" onClick={() => setDeleting(true)} {...needsServer}>
            {t(m.delete)}
          </Button>
        )}
      </Group>
      <NeedsServerNote id={noteId} />
      {missing && <Alert color="yellow">{t(m.notFound, { id: params.alertId ?? '' })}</Alert>}
      {!missing && details.isError && (
        <QueryError error={details.error} onRetry={() => void details.refetch()} />
      )}
      {remove.isError && (
        <Alert color="red" role="alert" title={t(m.deleteFailed)}>
          {describeError(remove.error, t)}
        </Alert>
      )}
      {rule && (
        <>
          <FetchedAt updatedAt={details.dataUpdatedAt} />
          <RuleFacts rule={rule} />
        </>
      )}
      {creating && <AlertForm org={org} alertId={null} base={EMPTY_ALERT} onSaved={toList} />}
      {rule && (
        <AlertForm
          key={rule.updated}
          org={org}
          alertId={rule.alertId}
          base={draftOf(rule)}
          onSaved={() => void details.refetch()}
        />
      )}
      {!creating && !rule && !missing && !details.isError && <Skeleton height={300} />}
      {rule && (
        <Stack gap="xs">
          <Title order={2} size="h3">
            {t(m.history)}
          </Title>
          <AlertHistory history={rule.history} />
        </Stack>
      )}
      <ConfirmDialog
        opened={deleting}
        title={t(m.deleteTitle, { id: alertId })}
        text={t(m.deleteText)}
        confirmLabel={t(m.delete)}
        onCancel={() => setDeleting(false)}
        onConfirm={() => {
          setDeleting(false);
          remove.mutate({ kind: 'delete', alertId }, { onSuccess: toList });
        }}
      />
    </Stack>
  );
}
