import { Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../shared/api';
import { ROLES, type Role } from '../../../shared/contracts';
import {
  ALREADY_MEMBER_MESSAGE,
  EMAIL_PATTERN,
  EMAIL_TAKEN_MESSAGE,
  INVITATION_PENDING_MESSAGE,
  ORG_INVITATIONS_LIMIT,
  ORG_USER_LIMITS,
  PHONE_PATTERN,
  TOO_MANY_INVITATIONS_MESSAGE,
} from '../../../shared/contracts/org-users';
import { useT, type Translate } from '../../../shared/i18n';
import { useDraft } from '../../../shared/lib';
import { QueryError, commonMessages, roleMessages } from '../../../shared/ui';
import { NeedsServerNote, useNeedsServer } from '../../../shared/ui/offline';
import { usersMessages } from './messages';
import { useAddUser, type AddResult } from './queries';

export type AddKind = 'existing' | 'new';

interface Draft {
  email: string;
  name: string;
  phone: string;
  role: Role;
}

const isDraft = (value: unknown): value is Draft =>
  typeof value === 'object' &&
  value !== null &&
  ['email', 'name', 'phone', 'role'].every(
    (key) => typeof (value as Record<string, unknown>)[key] === 'string',
  ) &&
  (ROLES as readonly unknown[]).includes((value as Draft).role);

function check(
  t: Translate,
  value: string,
  max: number,
  pattern: string | null,
  required: boolean,
) {
  const v = value.trim();
  if (!v) return required ? t(usersMessages.required) : null;
  if (v.length > max) return t(usersMessages.tooLong, { max });
  if (pattern && !new RegExp(pattern).test(v)) {
    return t(pattern === EMAIL_PATTERN ? usersMessages.invalidEmail : usersMessages.invalidFormat);
  }
  return null;
}

interface AddUserFormProps {
  organizationId: number;
  kind: AddKind;
  onDone: (result: AddResult) => void;
  onCancel: () => void;
}

/** The translated text of a refusal the e-mail field shows, or null for another error. */
function emailRefusal(t: Translate, error: unknown, isNew: boolean): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 404) return t(usersMessages.noSuchUser);
  if (error.status !== 409) return null;
  switch (error.serverMessage) {
    case INVITATION_PENDING_MESSAGE:
      return t(usersMessages.invitationPending);
    case TOO_MANY_INVITATIONS_MESSAGE:
      return t(usersMessages.tooManyInvitations, { max: ORG_INVITATIONS_LIMIT });
    case EMAIL_TAKEN_MESSAGE:
      return t(usersMessages.nameTaken);
    case ALREADY_MEMBER_MESSAGE:
      return t(usersMessages.alreadyMember);
    default:
      return t(isNew ? usersMessages.nameTaken : usersMessages.alreadyMember);
  }
}

/**
 * Adds an existing user (e-mail and role) or a new one (e-mail, name, phone number, role). An
 * owner, or an admin re-adding a user of their own organization, adds at once; otherwise the
 * server invites (the person joins when they accept, a new person when they set a password)
 * and answers alike whether or not the e-mail has a user. What is typed survives a reload.
 */
export function AddUserForm({ organizationId, kind, onDone, onCancel }: AddUserFormProps) {
  const t = useT();
  const add = useAddUser(organizationId);
  const needsServer = useNeedsServer(`users-add-${kind}-offline-note`);
  const [draft, setDraft, discardDraft] = useDraft<Draft>(
    `settings.${organizationId}.addUser.${kind}`,
    { email: '', name: '', phone: '', role: 'MONITOR' },
    isDraft,
  );
  const [submitted, setSubmitted] = useState(false);
  const isNew = kind === 'new';
  const errors = {
    email: check(t, draft.email, ORG_USER_LIMITS.email, EMAIL_PATTERN, true),
    name: isNew ? check(t, draft.name, ORG_USER_LIMITS.name, null, true) : null,
    phone: isNew ? check(t, draft.phone, ORG_USER_LIMITS.phone, PHONE_PATTERN, false) : null,
  };
  const emailAnswer = add.isError ? emailRefusal(t, add.error, isNew) : null;
  const show = (error: string | null) => (submitted ? error : null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (needsServer.disabled || errors.email || errors.name || errors.phone) return;
    const email = draft.email.trim().toLowerCase();
    const done = {
      onSuccess: (result: AddResult) => {
        discardDraft();
        onDone(result);
      },
    };
    if (isNew) {
      const phone = draft.phone.trim() || null;
      add.mutate({ kind, body: { email, name: draft.name.trim(), phone, role: draft.role } }, done);
    } else {
      add.mutate({ kind, body: { email, role: draft.role } }, done);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t(usersMessages.email)}
          type="email"
          required
          autoComplete="off"
          value={draft.email}
          onChange={(event) => setDraft({ ...draft, email: event.currentTarget.value })}
          error={emailAnswer ?? show(errors.email)}
        />
        {isNew && (
          <TextInput
            label={t(usersMessages.name)}
            required
            value={draft.name}
            onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
            error={show(errors.name)}
          />
        )}
        {isNew && (
          <TextInput
            label={t(usersMessages.phone)}
            type="tel"
            value={draft.phone}
            onChange={(event) => setDraft({ ...draft, phone: event.currentTarget.value })}
            error={show(errors.phone)}
          />
        )}
        <NativeSelect
          label={t(usersMessages.role)}
          value={draft.role}
          data={ROLES.map((role) => ({ value: role, label: t(roleMessages[role]) }))}
          onChange={(event) => setDraft({ ...draft, role: event.currentTarget.value as Role })}
        />
        {add.isError && !emailAnswer && (
          <QueryError error={add.error} title={usersMessages.addFailed} />
        )}
        <NeedsServerNote id={`users-add-${kind}-offline-note`} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t(commonMessages.cancel)}
          </Button>
          <Button type="submit" loading={add.isPending} {...needsServer}>
            {t(isNew ? usersMessages.addNew : usersMessages.addExisting)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
