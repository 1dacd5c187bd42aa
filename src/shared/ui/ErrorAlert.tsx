import { Alert, Button, Stack } from '@mantine/core';
import { describeError } from '../api';
import { useT } from '../i18n';
import { uiMessages } from './messages';

interface ErrorAlertProps {
  error: unknown;
  onRetry?: () => void;
}

/** A failed call, in words the user can act on. */
export function ErrorAlert({ error, onRetry }: ErrorAlertProps) {
  const t = useT();
  return (
    <Alert color="red" role="alert">
      <Stack gap="xs" align="flex-start">
        {describeError(error, t)}
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t(uiMessages.retry)}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
