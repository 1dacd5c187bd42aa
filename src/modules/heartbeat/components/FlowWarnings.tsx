import { Group, Text } from '@mantine/core';
import { useT, type Translate } from '../../../shared/i18n';
import type { FlowWarning } from '../lib/flowWarnings';
import { warningMessages } from '../messages';

export function warningText(t: Translate, warning: FlowWarning): string {
  switch (warning.kind) {
    case 'notUp':
      return t(warningMessages.notUp);
    case 'failedMessages':
      return t(warningMessages.failedMessages, {
        count: warning.count,
        percentage: warning.percentage,
      });
    case 'connectorErrors':
      return t(warningMessages.connectorErrors, { count: warning.count });
  }
}

/** The warnings of one flow, in one line. */
export function FlowWarnings({ warnings }: { warnings: readonly FlowWarning[] }) {
  const t = useT();
  if (warnings.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t(warningMessages.none)}
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="nowrap" style={{ overflow: 'hidden' }}>
      {warnings.map((warning) => (
        <Text
          key={warning.kind}
          size="sm"
          c={
            warning.kind === 'notUp'
              ? 'var(--mantine-color-orange-text)'
              : 'var(--mantine-color-red-text)'
          }
          data-warning={warning.kind}
          truncate
        >
          {warningText(t, warning)}
        </Text>
      ))}
    </Group>
  );
}
