import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../../shared/i18n';
import { PendingPage, QueryError } from '../../../shared/ui';
import { FetchedAt } from '../../../shared/ui/offline';
import { useRangeToolbar } from '../../../shared/ui/page-frame';
import { templateMessages } from '../messages';
import { templateQueries } from '../queries';

/**
 * A page of the module: asks the frame for its toolbar (usePageFrame gives the date range),
 * reads through the module's queries and shows a failed fetch with QueryError.
 */
export function ExamplePage() {
  const t = useT();
  const example = useQuery(templateQueries.example());
  useRangeToolbar(example.dataUpdatedAt);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t(templateMessages.exampleHeading)}
      </Title>
      {example.isPending && <PendingPage />}
      {example.isError && (
        <QueryError error={example.error} onRetry={() => void example.refetch()} />
      )}
      {example.data && (
        <>
          <Text>{t(templateMessages.serviceCount, { count: example.data.services.length })}</Text>
          <FetchedAt updatedAt={example.dataUpdatedAt} />
        </>
      )}
    </Stack>
  );
}
