import { Button, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { frontendApi } from '../../shared/api';
import { useT } from '../../shared/i18n';
import { ErrorBoundary } from './ErrorBoundary';
import { errorScreenMessages } from './messages';

function PageErrorScreen() {
  const t = useT();
  return (
    <Stack align="flex-start" gap="sm" role="alert" p="md">
      <Title order={1} size="h3">
        {t(errorScreenMessages.pageTitle)}
      </Title>
      <Text>{t(errorScreenMessages.pageReported)}</Text>
      <Button onClick={() => window.location.reload()}>{t(errorScreenMessages.pageRefresh)}</Button>
    </Stack>
  );
}

function report(error: Error): void {
  frontendApi.logError(error.stack ?? error.message).catch(() => {
    // Reporting is best effort; the screen already tells the user what to do.
  });
}

/**
 * The in-page fallback (spec 2.4): reports the error to the frontend server. A new `resetKey`
 * (the location) clears it, without building the pages below again.
 */
export function PageErrorBoundary({
  children,
  resetKey,
}: {
  children: ReactNode;
  resetKey?: unknown;
}) {
  return (
    <ErrorBoundary fallback={() => <PageErrorScreen />} onError={report} resetKey={resetKey}>
      {children}
    </ErrorBoundary>
  );
}
