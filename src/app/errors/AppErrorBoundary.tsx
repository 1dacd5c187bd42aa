import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../shared/i18n';
import { ErrorBoundary } from './ErrorBoundary';
import { errorScreenMessages } from './messages';

function AppErrorScreen() {
  const t = useT();
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack align="center" gap="sm" role="alert">
        <Title order={1} size="h2">
          {t(errorScreenMessages.appTitle)}
        </Title>
        <Text>{t(errorScreenMessages.appBody)}</Text>
        <Anchor href="/">{t(errorScreenMessages.appBack)}</Anchor>
      </Stack>
    </Center>
  );
}

/** The whole-app fallback (spec 2.4). */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallback={() => <AppErrorScreen />}>{children}</ErrorBoundary>;
}
