import {
  Button,
  Card,
  Code,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { datalakeApi } from '../../../shared/api';
import { DATALAKE_GRAPHQL_SCHEMA } from '../../../shared/contracts';
import { useT } from '../../../shared/i18n';
import { QueryError } from '../../../shared/ui';
import { NeedsServerNote, useNeedsServer } from '../../../shared/ui/offline';
import { useRangeToolbar } from '../../../shared/ui/page-frame';
import { readHistory, remember } from './history';
import { graphqlMessages as m } from './messages';
import { QueryEditor } from './QueryEditor';

const EXAMPLE = `{
  usagePoints(search: "MTR-0000001", first: 5) {
    total
    items { usagePointId address meter { mrId manufacturer } }
  }
}`;

const NOTE_ID = 'datalake-graphql-offline';

/** Data Services (spec 2.3, graphql): a query editor, the schema, the last queries, results. */
export function GraphqlPage() {
  const t = useT();
  const [history, setHistory] = useState(readHistory);
  const [query, setQuery] = useState(() => history[0] ?? EXAMPLE);
  const run = useMutation({ mutationFn: (text: string) => datalakeApi.graphql(text) });
  const needsServer = useNeedsServer(NOTE_ID);
  useRangeToolbar(undefined, { range: false });
  const submit = () => {
    if (needsServer.disabled || query.trim() === '') return;
    setHistory(remember(query));
    run.mutate(query);
  };
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t(m.heading)}
      </Title>
      <Text size="sm">{t(m.intro)}</Text>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <Stack gap="sm">
          <QueryEditor value={query} label={t(m.editor)} onChange={setQuery} onRun={submit} />
          <Group>
            <Button onClick={submit} loading={run.isPending} {...needsServer}>
              {t(m.run)}
            </Button>
            <NeedsServerNote id={NOTE_ID} />
          </Group>
          <Card withBorder padding="sm" component="section" aria-label={t(m.result)}>
            <Title order={2} size="h5" mb="xs">
              {t(m.result)}
            </Title>
            {run.isError && <QueryError error={run.error} onRetry={submit} />}
            {run.data ? (
              <Code
                block
                data-testid="graphql-result"
                // A scrolling region is reached from the keyboard too.
                tabIndex={0}
                aria-label={t(m.result)}
                style={{ maxHeight: '50vh', overflow: 'auto' }}
              >
                {JSON.stringify(run.data, null, 2)}
              </Code>
            ) : (
              !run.isError && <Text size="sm">{t(m.noResult)}</Text>
            )}
          </Card>
        </Stack>
        <Stack gap="sm">
          <Card withBorder padding="sm" component="section" aria-label={t(m.history)}>
            <Title order={2} size="h5" mb="xs">
              {t(m.history)}
            </Title>
            {history.length === 0 && <Text size="sm">{t(m.noHistory)}</Text>}
            <Stack gap={4} component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
              {history.map((entry, index) => (
                <li key={entry}>
                  <UnstyledButton
                    onClick={() => setQuery(entry)}
                    aria-label={t(m.useAgain, { n: index + 1 })}
                    className="mantine-focus-auto"
                    style={{ width: '100%' }}
                  >
                    <Code block style={{ maxHeight: 72, overflow: 'hidden' }}>
                      {entry}
                    </Code>
                  </UnstyledButton>
                </li>
              ))}
            </Stack>
          </Card>
          <Card withBorder padding="sm" component="section" aria-label={t(m.schema)}>
            <Title order={2} size="h5" mb="xs">
              {t(m.schema)}
            </Title>
            <Code
              block
              tabIndex={0}
              aria-label={t(m.schema)}
              style={{ maxHeight: '50vh', overflow: 'auto' }}
            >
              {DATALAKE_GRAPHQL_SCHEMA.trim()}
            </Code>
          </Card>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
