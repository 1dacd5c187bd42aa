import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useI18n } from '../../i18n';
import { EMPTY_AUDIT_FILTER, type AuditFilter } from './filter';
import { auditMessages as m } from './messages';

const sameFilter = (a: AuditFilter, b: AuditFilter) =>
  a.entityType === b.entityType && a.eventType === b.eventType && a.entityId === b.entityId;

interface AuditFiltersProps {
  filter: AuditFilter;
  onChange: (filter: AuditFilter) => void;
}

/** Entity type, event type and entity id: exact values, applied with Enter or the button. */
export function AuditFilters({ filter, onChange }: AuditFiltersProps) {
  const { t } = useI18n();
  const [draft, setDraft] = useState(filter);
  const [shown, setShown] = useState(filter);
  // The filters in the URL changed under the form (back, a link): show what it holds. A change
  // of the date range alone keeps what was typed.
  if (!sameFilter(shown, filter)) {
    setShown(filter);
    setDraft(filter);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(draft);
  };
  const field = (name: keyof AuditFilter, label: string) => (
    <TextInput
      label={label}
      placeholder={name === 'entityId' ? undefined : t(m.exactMatch)}
      value={draft[name]}
      maxLength={200}
      onChange={(e) => setDraft({ ...draft, [name]: e.currentTarget.value })}
      w={{ base: '100%', sm: 200 }}
    />
  );
  return (
    <form onSubmit={submit} aria-label={t(m.filters)}>
      <Group align="flex-end" gap="sm">
        {field('entityType', t(m.entityType))}
        {field('eventType', t(m.eventType))}
        {field('entityId', t(m.entityId))}
        <Button type="submit">{t(m.apply)}</Button>
        <Button variant="subtle" onClick={() => onChange(EMPTY_AUDIT_FILTER)}>
          {t(m.clear)}
        </Button>
      </Group>
    </form>
  );
}
