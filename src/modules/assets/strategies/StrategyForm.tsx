import { Alert, Group, NativeSelect, NumberInput, Stack, TextInput } from '@mantine/core';
import { useId, useState } from 'react';
import { describeError } from '../../../shared/api';
import { WAIT_UNITS, type AutomationStrategy, type WaitUnit } from '../../../shared/contracts';
import { useI18n, useTimeZone, type Translate } from '../../../shared/i18n';
import { NeedsServerNote, useNeedsServer } from '../../../shared/ui/offline';
import { useStrategyChange } from '../queries';
import { strategyMessages as m, waitUnitMessages } from './messages';
import { checkDraft, draftOf, WAIT_MAX, type DraftProblem } from './strategyDraft';
import { CancelSave } from '../../../shared/ui/overlays';

function problemText(t: Translate, problem: DraftProblem | undefined): string | undefined {
  switch (problem) {
    case undefined:
      return undefined;
    case 'required':
      return t(m.required);
    case 'tooLong':
      return t(m.tooLong, { max: 100 });
    case 'waitRange':
      return t(m.numberRange, { min: 1, max: WAIT_MAX });
    case 'attemptsRange':
      return t(m.numberRange, { min: 1, max: 100 });
    case 'invalidDate':
      return t(m.invalidDate);
    case 'deadlineBeforeStart':
      return t(m.deadlineBeforeStart);
  }
}

interface StrategyFormProps {
  org: number;
  strategy: AutomationStrategy | null;
  onDone: () => void;
}

/** Creates or edits a strategy; times are typed in the console's one time zone. */
export function StrategyForm({ org, strategy, onDone }: StrategyFormProps) {
  const { t } = useI18n();
  const zone = useTimeZone();
  const save = useStrategyChange(org);
  const noteId = useId();
  const needsServer = useNeedsServer(noteId);
  const [draft, setDraft] = useState(() => draftOf(strategy, zone, Date.now()));
  const [touched, setTouched] = useState(false);
  const { problems, input } = checkDraft(draft, zone);
  const shown = (field: keyof typeof problems) =>
    touched ? problemText(t, problems[field]) : undefined;
  const zoneHint = t(m.zoneHint, { zone });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (!input || needsServer.disabled) return;
        save.mutate({ kind: 'save', id: strategy?.id ?? null, input }, { onSuccess: onDone });
      }}
    >
      <Stack>
        <TextInput
          label={t(m.name)}
          required
          data-autofocus
          value={draft.name}
          onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
          error={shown('name')}
        />
        <Group grow align="flex-start">
          <NumberInput
            label={t(m.wait)}
            required
            min={1}
            max={WAIT_MAX}
            allowDecimal={false}
            value={draft.approxWaitTime}
            onChange={(value) => setDraft({ ...draft, approxWaitTime: value })}
            error={shown('approxWaitTime')}
          />
          <NativeSelect
            label={t(m.waitUnit)}
            value={draft.approxWaitTimeUnit}
            onChange={(e) =>
              setDraft({ ...draft, approxWaitTimeUnit: e.currentTarget.value as WaitUnit })
            }
            data={WAIT_UNITS.map((unit) => ({ value: unit, label: t(waitUnitMessages[unit]) }))}
          />
        </Group>
        <NumberInput
          label={t(m.maxAttempts)}
          required
          min={1}
          max={100}
          allowDecimal={false}
          value={draft.maxAttempts}
          onChange={(value) => setDraft({ ...draft, maxAttempts: value })}
          error={shown('maxAttempts')}
        />
        <TextInput
          type="datetime-local"
          label={t(m.startAt)}
          description={zoneHint}
          required
          value={draft.startAt}
          onChange={(e) => setDraft({ ...draft, startAt: e.currentTarget.value })}
          error={shown('startAt')}
        />
        <TextInput
          type="datetime-local"
          label={t(m.deadline)}
          description={zoneHint}
          required
          value={draft.deadline}
          onChange={(e) => setDraft({ ...draft, deadline: e.currentTarget.value })}
          error={shown('deadline')}
        />
        {save.isError && (
          <Alert color="red" role="alert" title={t(m.saveFailed)}>
            {describeError(save.error, t)}
          </Alert>
        )}
        <NeedsServerNote id={noteId} />
        <Group justify="flex-end">
          <CancelSave onCancel={onDone} saving={save.isPending} needsServer={needsServer} />
        </Group>
      </Stack>
    </form>
  );
}
