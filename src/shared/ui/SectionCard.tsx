import { Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A bordered card of an overview page: a section named by its heading. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
