import { Center, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../shared/i18n';
import { authMessages } from './messages';

/** The card of the signed-out pages, under the product's name. */
export function AuthCard({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <Center component="main" mih="100vh" p="md">
      <Paper withBorder shadow="md" p="xl" radius="md" w="100%" maw={420}>
        <Stack gap="md">
          <Title order={1} ta="center">
            {t(authMessages.productName)}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
