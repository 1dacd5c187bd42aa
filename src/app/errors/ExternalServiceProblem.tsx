import { Button, Stack, Text, Title } from '@mantine/core';
import { useT, type Message } from '../../shared/i18n';
import { commonMessages } from '../../shared/ui';
import { externalServiceMessages } from './messages';

interface ExternalServiceProblemProps {
  /** The module's name, as the menu shows it. */
  module: Message;
  /** Unknown: the console has no base for the service; unreachable: it did not answer. */
  problem: 'unknown' | 'unreachable';
  /** Asks the service again (unreachable only). */
  onRetry?: () => void;
  retrying?: boolean;
}

/** What an external module's pages show while its service is unknown or unreachable. */
export function ExternalServiceProblem({
  module,
  problem,
  onRetry,
  retrying = false,
}: ExternalServiceProblemProps) {
  const t = useT();
  const name = t(module);
  const unknown = problem === 'unknown';
  return (
    <Stack align="flex-start" p="md" role="alert">
      <Title order={1} size="h2">
        {t(
          unknown ? externalServiceMessages.unknownTitle : externalServiceMessages.unreachableTitle,
          { module: name },
        )}
      </Title>
      <Text>
        {t(unknown ? externalServiceMessages.unknownBody : externalServiceMessages.unreachableBody)}
      </Text>
      {!unknown && onRetry && (
        <Button onClick={onRetry} loading={retrying}>
          {t(commonMessages.retry)}
        </Button>
      )}
    </Stack>
  );
}
