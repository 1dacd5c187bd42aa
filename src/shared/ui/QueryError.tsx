import { Alert, Button, Stack, Text } from '@mantine/core';
import { describeError } from '../api';
import { useT, type Message } from '../i18n';
import { commonMessages, uiMessages } from './messages';

interface QueryErrorProps {
  error: unknown;
  /** Shown as "Try again" when given. */
  onRetry?: () => void;
  /**
   * The alert's title: by default "Something went wrong when fetching data" (spec 8); null for
   * none, where the cause alone says enough (a failed save, a page of one query).
   */
  title?: Message | null;
}

/** A failed call, in words the user can act on: the title, the cause and a retry. */
export function QueryError({ error, onRetry, title = uiMessages.fetchFailed }: QueryErrorProps) {
  const t = useT();
  return (
    <Alert color="red" role="alert" title={title ? t(title) : undefined}>
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
