import Papa from 'papaparse';
import type { Trace, TracePage } from '../../../../shared/contracts';

/** Columns of the traces CSV, in order. */
export const CSV_COLUMNS = [
  'id',
  'flowId',
  'exchangeId',
  'name',
  'type',
  'timeStamp',
  'deliveryAttemptNo',
  'maxDeliveryAttempts',
  'status',
  'errorCategory',
  'errorMessage',
  'processingTimeMillis',
  'payloadId',
  'source',
] as const;

export function tracesToCsv(traces: readonly Trace[]): string {
  return Papa.unparse(
    {
      fields: [...CSV_COLUMNS],
      data: traces.map((trace) =>
        CSV_COLUMNS.map((column) => {
          if (column === 'timeStamp') return new Date(trace.timeStamp).toISOString();
          const value = trace[column];
          return value === null ? '' : value;
        }),
      ),
    },
    { newline: '\r\n' },
  );
}

/** The most traces one download holds; the server counts matches up to the same limit. */
export const DOWNLOAD_LIMIT = 10_000;
const PAGE = 1000;

/** Every trace matching the filter, page by page, up to the download limit. */
export async function collectTraces(
  fetchPage: (offset: number, limit: number) => Promise<TracePage>,
  limit = DOWNLOAD_LIMIT,
): Promise<Trace[]> {
  const traces: Trace[] = [];
  while (traces.length < limit) {
    const page = await fetchPage(traces.length, Math.min(PAGE, limit - traces.length));
    traces.push(...page.data);
    if (page.data.length < page.meta.requestedResultMaxSize) break;
  }
  return traces;
}
