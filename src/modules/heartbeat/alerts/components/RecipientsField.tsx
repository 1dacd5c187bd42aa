import { Button, Group, Pill, Stack, Text, TextInput } from '@mantine/core';
import { useId, useState } from 'react';
import { recipientProblem, type AlertProblem } from '../../../../shared/contracts';
import { useT } from '../../../../shared/i18n';
import { alertMessages as m, problemMessages } from '../messages';

interface RecipientsFieldProps {
  recipients: readonly string[];
  /** The address being typed (kept in the draft). */
  email: string;
  onChange: (recipients: string[], email: string) => void;
  /** The list's problem once the form was submitted ('One email must be added'). */
  error?: AlertProblem;
}

/** Recipient e-mails: typed one at a time, checked as added, removable. */
export function RecipientsField({ recipients, email, onChange, error }: RecipientsFieldProps) {
  const t = useT();
  const [problem, setProblem] = useState<AlertProblem | null>(null);
  const listId = useId();
  const add = () => {
    const found = recipientProblem(email, recipients);
    setProblem(found);
    if (!found) onChange([...recipients, email.trim().toLowerCase()], '');
  };
  const shown = problem ?? (email.trim() === '' ? error : undefined);
  return (
    <Stack gap={6}>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={t(m.email)}
          type="email"
          autoComplete="off"
          value={email}
          error={shown ? t(problemMessages[shown]) : undefined}
          aria-describedby={listId}
          onChange={(event) => {
            setProblem(null);
            onChange([...recipients], event.currentTarget.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button variant="default" mt={25} onClick={add}>
          {t(m.addEmail)}
        </Button>
      </Group>
      <div id={listId}>
        <Text size="sm" fw={500}>
          {t(m.recipients)}
        </Text>
        <Group gap={6} mt={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {recipients.map((address) => (
            <li key={address}>
              <Pill
                size="md"
                withRemoveButton
                removeButtonProps={{ 'aria-label': t(m.removeEmail, { email: address }) }}
                onRemove={() =>
                  onChange(
                    recipients.filter((r) => r !== address),
                    email,
                  )
                }
              >
                {address}
              </Pill>
            </li>
          ))}
        </Group>
      </div>
    </Stack>
  );
}
