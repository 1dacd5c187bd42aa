import { Paper, Text } from '@mantine/core';
import { useT } from '../../../../shared/i18n';
import { flowDetailMessages } from '../messages';

/** The flow's documentation, as its authors wrote it (plain text, line breaks kept). */
export function FlowDocumentationTab({ documentation }: { documentation: string }) {
  const t = useT();
  if (documentation.trim() === '') return <Text>{t(flowDetailMessages.documentationEmpty)}</Text>;
  return (
    <Paper withBorder p="md">
      <Text component="div" style={{ whiteSpace: 'pre-wrap' }} data-testid="flow-documentation">
        {documentation}
      </Text>
    </Paper>
  );
}
