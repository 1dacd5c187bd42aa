import { Alert, Anchor, Button, Group, Loader } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { useI18n } from '../../../../shared/i18n';
import { rangeKey, type QueryRange } from '../../../../shared/ui/date-range';
import { NeedsServerNote, useNeedsServer } from '../../../../shared/ui/offline';
import { formatFileDate } from '../lib/fileNames';
import type { TraceListFilter } from '../lib/traceFilter';
import { usePrepareTracesCsv } from '../queries';
import { downloadMessages } from '../messages';

interface DownloadTracesProps {
  org: number;
  range: QueryRange;
  filter: TraceListFilter;
}

interface ReadyFile {
  url: string;
  name: string;
}

/**
 * Download traces (spec 4): preparing, then a click-to-download link of a CSV of every trace
 * matching the current filter, or the error message. Preparing needs the server: offline the
 * button is disabled, with a note saying why (a file already prepared can still be saved).
 */
export function DownloadTraces({ org, range, filter }: DownloadTracesProps) {
  const { t, timeZone } = useI18n();
  const prepare = usePrepareTracesCsv(org);
  const noteId = useId();
  const needsServer = useNeedsServer(noteId);
  const [ready, setReady] = useState<ReadyFile | null>(null);
  const filterKey = JSON.stringify([rangeKey(range), filter]);
  const [preparedFor, setPreparedFor] = useState(filterKey);
  // A new filter makes a prepared file stale.
  if (preparedFor !== filterKey) {
    setPreparedFor(filterKey);
    setReady(null);
  }
  useEffect(() => (ready ? () => URL.revokeObjectURL(ready.url) : undefined), [ready]);

  return (
    <Group gap="xs" align="center">
      {ready ? (
        <Anchor
          href={ready.url}
          download={ready.name}
          onClick={() => window.setTimeout(() => setReady(null), 0)}
          data-testid="download-link"
        >
          {t(downloadMessages.ready)}
        </Anchor>
      ) : (
        <Button
          variant="default"
          disabled={needsServer.disabled || prepare.isPending}
          aria-describedby={needsServer['aria-describedby']}
          leftSection={prepare.isPending ? <Loader size="xs" /> : undefined}
          data-testid="download-traces"
          onClick={() => {
            prepare.mutate(
              { range, filter },
              {
                // Named after the range the file holds: one that follows the clock as of now.
                onSuccess: ({ file, range: held }) =>
                  setReady({
                    url: URL.createObjectURL(file),
                    name: `traces-${formatFileDate(held.fromDate, timeZone)}-${formatFileDate(held.toDate, timeZone)}.csv`,
                  }),
              },
            );
          }}
        >
          {prepare.isPending ? t(downloadMessages.preparing) : t(downloadMessages.download)}
        </Button>
      )}
      {!ready && <NeedsServerNote id={noteId} />}
      {prepare.isError && (
        <Alert color="red" role="alert" py={6}>
          {t(downloadMessages.failed)}
        </Alert>
      )}
    </Group>
  );
}
