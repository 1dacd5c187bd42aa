import {
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../../../shared/api';
import { RESOURCE_ID_PATTERN, type SecretSummary } from '../../../../shared/contracts';
import { useT } from '../../../../shared/i18n';
import { FormActions } from '../../../../shared/ui/overlays';
import { resourceMessages } from '../messages';
import { useSecretChange } from '../queries';
import { secretMessages as m } from '../secretMessages';

const NAME_RULE = new RegExp(RESOURCE_ID_PATTERN);

interface SecretFormProps {
  org: number;
  /** The secret to change; null creates one. */
  secret: SecretSummary | null;
  needsServer: { disabled: boolean; 'aria-describedby': string | undefined };
  onDone: () => void;
}

/**
 * Creates a secret or changes its values. Values live in this form's state only: never in a
 * draft, the query cache or an answer; an existing value is never shown, only replaced.
 */
export function SecretForm({ org, secret, needsServer, onDone }: SecretFormProps) {
  const t = useT();
  const [key, setKey] = useState('');
  const [description, setDescription] = useState(secret?.description ?? '');
  const [replaced, setReplaced] = useState<Record<string, string>>({});
  const [removed, setRemoved] = useState<string[]>([]);
  const [added, setAdded] = useState<{ name: string; value: string }[]>(
    secret ? [] : [{ name: '', value: '' }],
  );
  const [tried, setTried] = useState(false);
  const save = useSecretChange(org);
  const badName = (name: string) => !NAME_RULE.test(name);
  const taken = isApiError(save.error) && save.error.status === 409;

  const submit = () => {
    setTried(true);
    const fresh = added.filter((a) => a.name || a.value);
    if ((!secret && badName(key)) || fresh.some((a) => badName(a.name) || !a.value)) return;
    const values = Object.fromEntries([
      ...Object.entries(replaced).filter(([, value]) => value !== ''),
      ...fresh.map((a) => [a.name, a.value] as const),
    ]);
    save.mutate(
      secret
        ? { kind: 'update', key: secret.key, update: { description, values, remove: removed } }
        : { kind: 'create', input: { key, description, values } },
      { onSuccess: onDone },
    );
  };

  return (
    <Stack gap="sm">
      <Text size="sm">{t(m.writeOnly)}</Text>
      {!secret && (
        <TextInput
          label={t(m.key)}
          value={key}
          onChange={(event) => setKey(event.currentTarget.value)}
          error={
            tried && badName(key)
              ? t(key ? resourceMessages.idRule : resourceMessages.required)
              : taken && t(m.nameTaken)
          }
          required
          maxLength={100}
        />
      )}
      <Textarea
        label={t(resourceMessages.description)}
        value={description}
        onChange={(event) => setDescription(event.currentTarget.value)}
        autosize
        minRows={2}
        maxLength={4000}
      />
      {secret?.valueKeys.map((name) => (
        <Group key={name} align="flex-end" gap="sm" wrap="wrap">
          <PasswordInput
            label={t(m.newValue, { name })}
            value={replaced[name] ?? ''}
            onChange={(event) => setReplaced({ ...replaced, [name]: event.currentTarget.value })}
            disabled={removed.includes(name)}
            autoComplete="new-password"
            style={{ flex: 1, minWidth: 200 }}
          />
          <Checkbox
            label={t(m.remove, { name })}
            checked={removed.includes(name)}
            onChange={(event) =>
              setRemoved(
                event.currentTarget.checked
                  ? [...removed, name]
                  : removed.filter((n) => n !== name),
              )
            }
            mb={8}
          />
        </Group>
      ))}
      {added.map((entry, index) => (
        <Group key={index} align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t(m.valueName, { n: index + 1 })}
            value={entry.name}
            onChange={(event) => {
              const name = event.currentTarget.value;
              setAdded(added.map((a, i) => (i === index ? { ...a, name } : a)));
            }}
            error={
              tried &&
              (entry.name || entry.value) &&
              badName(entry.name) &&
              t(resourceMessages.idRule)
            }
            maxLength={100}
            style={{ flex: 1, minWidth: 160 }}
          />
          <PasswordInput
            label={t(m.value, { n: index + 1 })}
            value={entry.value}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setAdded(added.map((a, i) => (i === index ? { ...a, value } : a)));
            }}
            error={tried && entry.name && !entry.value && t(resourceMessages.required)}
            autoComplete="new-password"
            maxLength={4096}
            style={{ flex: 1, minWidth: 200 }}
          />
        </Group>
      ))}
      <Group>
        <Button variant="subtle" onClick={() => setAdded([...added, { name: '', value: '' }])}>
          {t(m.addValue)}
        </Button>
      </Group>
      <FormActions
        failure={save.isError && !taken ? save : null}
        failedTitle={m.failed}
        onCancel={onDone}
        onSave={submit}
        saving={save.isPending}
        saveLabel={m.save}
        needsServer={needsServer}
      />
    </Stack>
  );
}
