import { Alert, Button, Stack, Text } from '@mantine/core';
import { describeError } from '../../../shared/api';
import { useT } from '../../../shared/i18n';
import { commonMessages } from '../messages';

/** A failed fetch (spec 8): "Something went wrong when fetching data", the cause and a retry. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const t = useT();
  return (
    <Alert color="red" role="alert" title={t(commonMessages.fetchFailed)}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{describeError(error, t)}</Text>
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t(commonMessages.retry)}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
