import { Radio, Stack } from '@mantine/core';
import type {
  OnLimit,
  SessionConcurrentLimit,
  SessionConcurrentLimitInput,
  SessionLifetimeLimit,
  SessionLifetimeLimitInput,
} from '../../../shared/contracts';
import {
  NEW_CONCURRENT_LIMIT,
  SESSION_TIMEOUT_MAX_SECONDS,
  SESSION_USER_LIMIT_MAX,
} from '../../../shared/contracts';
import { useT } from '../../../shared/i18n';
import {
  NameAndDescription,
  NumberField,
  numberError,
  resourceMessages,
  sameShape,
  TextCell,
  TextField,
  type FieldsProps,
  type ResourceKind,
} from '../../../shared/ui/resource';
import { descriptionError, nameError, secadminKind } from '../entities/kinds';
import {
  concurrentLimitMessages as concurrent,
  lifetimeLimitMessages as lifetime,
} from './messages';
import { ScopeFields, scopeColumns, scopeErrors } from './scope';

const emptyLifetime: SessionLifetimeLimitInput = {
  name: '',
  description: '',
  rank: 1,
  timeoutSeconds: 3600,
  userGroupIds: [],
  knownClientIds: [],
};

function LifetimeFields(props: FieldsProps<SessionLifetimeLimitInput>) {
  const { draft, set, errors } = props;
  return (
    <>
      <NameAndDescription {...props} />
      <NumberField
        label={lifetime.timeout}
        required
        value={draft.timeoutSeconds}
        min={1}
        max={SESSION_TIMEOUT_MAX_SECONDS}
        onChange={(timeoutSeconds) => set({ timeoutSeconds: timeoutSeconds as number })}
        error={errors.timeoutSeconds}
      />
      <ScopeFields {...props} />
    </>
  );
}

export const lifetimeLimitsKind: ResourceKind<SessionLifetimeLimit, SessionLifetimeLimitInput> = {
  ...secadminKind<SessionLifetimeLimit, SessionLifetimeLimitInput>('session-limits/lifetime'),
  labelOf: (limit) => limit.name,
  emptyInput: emptyLifetime,
  toInput: ({ name, description, rank, timeoutSeconds, userGroupIds, knownClientIds }) => ({
    name,
    description,
    rank,
    timeoutSeconds,
    userGroupIds,
    knownClientIds,
  }),
  isInput: sameShape(emptyLifetime),
  validate: (t, input) => ({
    name: nameError(t, input.name),
    description: descriptionError(t, input.description),
    timeoutSeconds: numberError(t, input.timeoutSeconds, 1, SESSION_TIMEOUT_MAX_SECONDS),
    ...scopeErrors(t, input),
  }),
  Fields: LifetimeFields,
  columns: (t) => {
    const [rank, ...scope] = scopeColumns<SessionLifetimeLimit>(t);
    return [
      ...(rank ? [rank] : []),
      {
        key: 'timeout',
        header: t(lifetime.timeout),
        minWidth: 110,
        priority: 'high',
        render: (row) => <TextCell text={String(row.timeoutSeconds)} />,
      },
      ...scope,
    ];
  },
  messages: lifetime,
};

const emptyConcurrent = NEW_CONCURRENT_LIMIT;

function OnLimitField({ value, onChange }: { value: OnLimit; onChange: (next: OnLimit) => void }) {
  const t = useT();
  return (
    <Radio.Group
      label={t(concurrent.onLimit)}
      value={value}
      onChange={(next) => onChange(next === 'END_OLDEST' ? 'END_OLDEST' : 'REFUSE')}
    >
      <Stack gap="xs" mt="xs">
        <Radio value="REFUSE" label={t(concurrent.refuse)} />
        <Radio value="END_OLDEST" label={t(concurrent.endOldest)} />
      </Stack>
    </Radio.Group>
  );
}

function ConcurrentFields(props: FieldsProps<SessionConcurrentLimitInput>) {
  const { draft, set, errors } = props;
  return (
    <>
      <TextField
        label={resourceMessages.columnDescription}
        required
        value={draft.description}
        onChange={(description) => set({ description })}
        error={errors.description}
      />
      <NumberField
        label={concurrent.userLimit}
        required
        value={draft.userLimit}
        min={1}
        max={SESSION_USER_LIMIT_MAX}
        onChange={(userLimit) => set({ userLimit: userLimit as number })}
        error={errors.userLimit}
      />
      <NumberField
        label={concurrent.clientIpLimit}
        value={draft.clientIpLimit}
        min={1}
        max={SESSION_USER_LIMIT_MAX}
        onChange={(clientIpLimit) => set({ clientIpLimit })}
        error={errors.clientIpLimit}
      />
      <OnLimitField value={draft.onLimit} onChange={(onLimit) => set({ onLimit })} />
      <ScopeFields {...props} />
    </>
  );
}

export const concurrentLimitsKind: ResourceKind<
  SessionConcurrentLimit,
  SessionConcurrentLimitInput
> = {
  ...secadminKind<SessionConcurrentLimit, SessionConcurrentLimitInput>('session-limits/concurrent'),
  labelOf: (limit) => limit.description,
  emptyInput: emptyConcurrent,
  toInput: (limit) => ({
    description: limit.description,
    rank: limit.rank,
    userLimit: limit.userLimit,
    clientIpLimit: limit.clientIpLimit,
    onLimit: limit.onLimit,
    userGroupIds: limit.userGroupIds,
    knownClientIds: limit.knownClientIds,
  }),
  isInput: sameShape(emptyConcurrent),
  validate: (t, input) => ({
    description: nameError(t, input.description),
    userLimit: numberError(t, input.userLimit, 1, SESSION_USER_LIMIT_MAX),
    clientIpLimit:
      input.clientIpLimit === null
        ? null
        : numberError(t, input.clientIpLimit, 1, SESSION_USER_LIMIT_MAX),
    ...scopeErrors(t, input),
  }),
  Fields: ConcurrentFields,
  columns: (t) => {
    const [rank, ...scope] = scopeColumns<SessionConcurrentLimit>(t);
    return [
      ...(rank ? [rank] : []),
      {
        key: 'userLimit',
        header: t(concurrent.userLimit),
        minWidth: 100,
        priority: 'high',
        render: (row) => <TextCell text={String(row.userLimit)} />,
      },
      ...scope,
      {
        key: 'clientIpLimit',
        header: t(concurrent.clientIpLimit),
        minWidth: 140,
        priority: 'low',
        render: (row) => (
          <TextCell
            text={
              row.clientIpLimit === null ? t(concurrent.noClientIpLimit) : String(row.clientIpLimit)
            }
          />
        ),
      },
    ];
  },
  messages: concurrent,
};
