import {
  Alert,
  Anchor,
  Button,
  Group,
  Radio,
  Skeleton,
  Stack,
  Stepper,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { describeError, isApiError } from '../../../../shared/api';
import {
  CREDENTIAL_TYPES,
  type CredentialType,
  type ServiceAccountWithCredential,
} from '../../../../shared/contracts';
import { useT } from '../../../../shared/i18n';
import { QueryError } from '../../../../shared/ui';
import { flowQueries } from '../../model/flows';
import { heartbeatPaths } from '../../paths';
import { credentialMessages } from '../credentialMessages';
import { accountMessages, credentialTypeMessages } from '../messages';
import { useCreateAccount } from '../queries';
import { nameProblem, type WizardDraft } from '../wizardDraft';
import { wizardMessages as m } from '../wizardMessages';
import { CredentialReceipt } from './CredentialReceipt';
import { FlowPicker } from '../../model/components/FlowPicker';

interface CreateWizardProps {
  org: number;
  draft: WizardDraft;
  onDraft: (draft: WizardDraft) => void;
  /** The account was created: the draft is spent. */
  onCreated: () => void;
  onClose: () => void;
  /** Offline: creating is disabled, with the note's id. */
  needsServer: { disabled: boolean; 'aria-describedby': string | undefined };
}

const PROBLEM_TEXT = { required: m.required, rule: m.nameRule, tooLong: m.nameTooLong } as const;

/** The three steps (spec 2.4): create account, choose flow access, receipt with credentials. */
export function CreateWizard(props: CreateWizardProps) {
  const { org, draft, onDraft, onCreated, onClose, needsServer } = props;
  const t = useT();
  const flows = useQuery(flowQueries.flows(org));
  const create = useCreateAccount(org);
  // The answer with the credential: in this component's memory only, never in a draft or cache.
  const [receipt, setReceipt] = useState<ServiceAccountWithCredential | null>(null);
  const [touched, setTouched] = useState(false);
  const [flowsTouched, setFlowsTouched] = useState(false);
  const problem = nameProblem(draft.name);
  const taken = create.isError && isApiError(create.error) && create.error.status === 409;
  const nameError =
    touched && problem
      ? t(PROBLEM_TEXT[problem])
      : taken
        ? describeError(create.error, t)
        : undefined;
  const active = receipt ? 2 : draft.step === 'access' ? 1 : 0;

  const submit = () => {
    setFlowsTouched(true);
    if (draft.flowIds.length === 0) return;
    create.mutate(
      { name: draft.name, credentialType: draft.credentialType, flowIds: draft.flowIds },
      {
        onSuccess: (answer) => {
          setReceipt(answer);
          onCreated();
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409) onDraft({ ...draft, step: 'account' });
        },
      },
    );
  };

  return (
    <Stepper active={active} size="sm" allowNextStepsSelect={false}>
      <Stepper.Step label={t(m.stepAccount)}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setTouched(true);
            if (!problem) onDraft({ ...draft, step: 'access' });
          }}
        >
          <Stack gap="md" mt="md">
            <TextInput
              label={t(accountMessages.name)}
              description={t(m.nameHint)}
              required
              value={draft.name}
              error={nameError}
              autoComplete="off"
              onBlur={() => setTouched(true)}
              onChange={(event) => {
                if (taken) create.reset();
                onDraft({ ...draft, name: event.currentTarget.value });
              }}
            />
            <Radio.Group
              label={t(accountMessages.credentialType)}
              value={draft.credentialType}
              onChange={(value) => onDraft({ ...draft, credentialType: value as CredentialType })}
            >
              <Stack gap={6} mt={4}>
                {CREDENTIAL_TYPES.map((type) => (
                  <Radio key={type} value={type} label={t(credentialTypeMessages[type])} />
                ))}
              </Stack>
            </Radio.Group>
            <Group justify="flex-end">
              <Button type="submit">{t(m.next)}</Button>
            </Group>
          </Stack>
        </form>
      </Stepper.Step>
      <Stepper.Step label={t(m.stepAccess)}>
        <Stack gap="md" mt="md">
          {flows.isError && <QueryError error={flows.error} onRetry={() => void flows.refetch()} />}
          {flows.isPending && <Skeleton height={200} />}
          {flows.data && (
            <FlowPicker
              flows={flows.data}
              selected={draft.flowIds}
              onChange={(flowIds) => onDraft({ ...draft, flowIds })}
              error={flowsTouched && draft.flowIds.length === 0 ? t(m.oneFlow) : undefined}
            />
          )}
          {create.isError && !taken && (
            <Alert color="red" role="alert" title={t(m.failed)}>
              {describeError(create.error, t)}
            </Alert>
          )}
          <Group justify="space-between">
            <Button variant="default" onClick={() => onDraft({ ...draft, step: 'account' })}>
              {t(m.back)}
            </Button>
            <Button onClick={submit} loading={create.isPending} {...needsServer}>
              {t(m.createAccount)}
            </Button>
          </Group>
        </Stack>
      </Stepper.Step>
      <Stepper.Step label={t(m.stepReceipt)}>
        {receipt && (
          <Stack gap="md" mt="md">
            <Alert color="green" role="status">
              {t(m.created, { name: receipt.account.name })}
            </Alert>
            <CredentialReceipt accountName={receipt.account.name} credential={receipt.credential} />
            <Group justify="space-between">
              <Anchor
                component={Link}
                href={heartbeatPaths.serviceAccount(receipt.account.serviceAccountId)}
                onClick={onClose}
              >
                {t(m.openAccount)}
              </Anchor>
              <Button onClick={onClose}>{t(credentialMessages.done)}</Button>
            </Group>
          </Stack>
        )}
      </Stepper.Step>
    </Stepper>
  );
}
