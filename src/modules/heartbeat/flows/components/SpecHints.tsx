import { Code, List, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useT } from '../../../../shared/i18n';
import { schemaHints, type SpecSchema } from '../lib/specDraft';
import { specEditMessages as m } from '../specEditMessages';

function describe(schema: SpecSchema): string {
  const parts: string[] = [schema.type ?? ''];
  if (schema.enum) parts.push(schema.enum.join(' | '));
  // Limits themselves refused read "> 0, < 120000"; allowed ones "0..10000".
  if (schema.exclusiveMinimum !== undefined) parts.push(`> ${schema.exclusiveMinimum}`);
  if (schema.exclusiveMaximum !== undefined) parts.push(`< ${schema.exclusiveMaximum}`);
  if (schema.minimum !== undefined || schema.maximum !== undefined) {
    parts.push(`${schema.minimum ?? ''}..${schema.maximum ?? ''}`);
  }
  if (schema.maxLength !== undefined) parts.push(`≤ ${schema.maxLength}`);
  if (schema.maxItems !== undefined) parts.push(`≤ ${schema.maxItems}`);
  if (schema.pattern) parts.push(schema.pattern);
  return parts.filter(Boolean).join(', ');
}

/** The fields of a flow spec from its schema: name, type and limits. */
export function SpecHints() {
  const t = useT();
  const hints = useMemo(() => schemaHints(), []);
  return (
    <details>
      <Text component="summary" size="sm" style={{ cursor: 'pointer' }}>
        {t(m.hints)}
      </Text>
      <List size="xs" mt="xs" spacing={2} data-testid="spec-hints">
        {hints.map((hint) => (
          <List.Item key={hint.path}>
            <Code>{hint.path}</Code> {describe(hint.schema)}
            {hint.required ? ` (${t(m.hintRequired)})` : ''}
          </List.Item>
        ))}
      </List>
    </details>
  );
}
