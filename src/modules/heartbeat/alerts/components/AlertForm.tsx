import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  ALERT_MESSAGE_TYPES,
  ALERT_OPERATORS,
  ALERT_TIME_UNITS,
  recipientProblem,
  type AlertField,
  type AlertMessageType,
  type AlertOperator,
  type AlertRule,
  type AlertTimeUnit,
} from '../../../../shared/contracts';
import { useT } from '../../../../shared/i18n';
import { useDraft } from '../../../../shared/lib';
import { useConsoleSession } from '../../../../shared/session';
import { QueryError } from '../../../../shared/ui';
import { NeedsServerNote, useNeedsServer } from '../../../../shared/ui/offline';
import { FlowPicker } from '../../model/components/FlowPicker';
import { flowQueries } from '../../model/flows';
import {
  alertDraftKey,
  draftProblems,
  inputOf,
  isAlertDraft,
  type AlertDraft,
} from '../alertDraft';
import {
  alertMessages as m,
  messageTypeMessages,
  operatorMessages,
  problemMessages,
  timeUnitMessages,
} from '../messages';
import { useAlertChange } from '../queries';
import { saveErrorText } from '../saveError';
import { RecipientsField } from './RecipientsField';

const isStoredDraft = (value: unknown): value is AlertDraft | null =>
  value === null || isAlertDraft(value);

interface AlertFormProps {
  org: number;
  /** The rule changed, or null for a new one. */
  alertId: number | null;
  /** What the form shows without a draft: the rule as saved, or an empty rule. */
  base: AlertDraft;
  onSaved: (rule: AlertRule) => void;
}

/**
 * The alert rule form (spec 3.2): what is typed is kept as a draft across reloads until it is
 * saved or discarded; problems are shown as the server would answer them (spec 5).
 */
export function AlertForm({ org, alertId, base, onSaved }: AlertFormProps) {
  const t = useT();
  const { user } = useConsoleSession();
  const [stored, setStored, discard] = useDraft<AlertDraft | null>(
    alertDraftKey(user.userId, org, alertId),
    null,
    isStoredDraft,
  );
  const draft = stored ?? base;
  const change = (patch: Partial<AlertDraft>) => setStored({ ...draft, ...patch });
  const flows = useQuery(flowQueries.flows(org));
  const save = useAlertChange(org);
  const [submitted, setSubmitted] = useState(false);
  const [touched, setTouched] = useState<Partial<Record<AlertField, boolean>>>({});
  const noteId = useId();
  const needsServer = useNeedsServer(noteId);
  const problems = draftProblems(draft);
  const errorOf = (field: AlertField) => {
    const problem = (submitted || touched[field]) && problems[field];
    return problem ? t(problemMessages[problem]) : undefined;
  };
  const numberField = (field: 'count' | 'timeValue') => (
    <TextInput
      label={t(m[field])}
      required
      inputMode="numeric"
      w={120}
      value={draft[field]}
      error={errorOf(field)}
      onBlur={() => setTouched({ ...touched, [field]: true })}
      onChange={(e) => change({ [field]: e.currentTarget.value })}
    />
  );
  const forget = () => {
    setStored(null);
    discard();
  };

  const submit = () => {
    setSubmitted(true);
    let ready = draft;
    // An address typed but not yet added goes in with the save.
    if (draft.email.trim() !== '' && !recipientProblem(draft.email, draft.recipients)) {
      ready = {
        ...draft,
        recipients: [...draft.recipients, draft.email.trim().toLowerCase()],
        email: '',
      };
      setStored(ready);
    }
    if (Object.keys(draftProblems(ready)).length > 0) return;
    save.mutate(
      { kind: 'save', alertId, input: inputOf(ready) },
      {
        onSuccess: (rule) => {
          forget();
          if (rule) onSaved(rule);
        },
      },
    );
  };

  return (
    <form
      noValidate
      aria-label={t(m.rule)}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Group gap="sm" align="flex-start">
          <NativeSelect
            label={t(m.messageType)}
            value={draft.messageType}
            data={ALERT_MESSAGE_TYPES.map((v) => ({ value: v, label: t(messageTypeMessages[v]) }))}
            onChange={(e) => change({ messageType: e.currentTarget.value as AlertMessageType })}
          />
          <NativeSelect
            label={t(m.operator)}
            value={draft.operator}
            data={ALERT_OPERATORS.map((v) => ({ value: v, label: t(operatorMessages[v]) }))}
            onChange={(e) => change({ operator: e.currentTarget.value as AlertOperator })}
          />
          {numberField('count')}
        </Group>
        <Group gap="sm" align="flex-start">
          {numberField('timeValue')}
          <NativeSelect
            label={t(m.timeUnit)}
            value={draft.timeUnit}
            data={ALERT_TIME_UNITS.map((v) => ({ value: v, label: t(timeUnitMessages[v]) }))}
            onChange={(e) => change({ timeUnit: e.currentTarget.value as AlertTimeUnit })}
          />
        </Group>
        {flows.isError && <QueryError error={flows.error} onRetry={() => void flows.refetch()} />}
        {flows.isPending && <Skeleton height={200} />}
        {flows.data && (
          <FlowPicker
            flows={flows.data}
            selected={draft.flowIds}
            legend={t(m.flowsLegend)}
            onChange={(flowIds) => change({ flowIds })}
            error={errorOf('flowIds')}
          />
        )}
        <RecipientsField
          recipients={draft.recipients}
          email={draft.email}
          onChange={(recipients, email) => change({ recipients, email })}
          error={submitted ? problems.recipients : undefined}
        />
        {save.isError && (
          <Alert color="red" role="alert" title={t(m.saveFailed)}>
            {saveErrorText(save.error, t)}
          </Alert>
        )}
        <NeedsServerNote id={noteId} />
        {stored && (
          <Text size="sm" c="dimmed">
            {t(m.draftKept)}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          {stored && (
            <Button variant="default" onClick={forget}>
              {t(m.discardDraft)}
            </Button>
          )}
          <Button type="submit" loading={save.isPending} {...needsServer}>
            {t(m.save)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
