import Papa from 'papaparse';
import type { Trace, TracePage } from '../../../../shared/contracts';
import { zonedIso } from '../../../../shared/lib';
import { neutralise } from '../../../../shared/lib/spreadsheet';

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

/**
 * The CSV of `traces`. Times are ISO 8601 in the console's zone with its offset
 * (2025-01-31T15:04:05.000+01:00): what the tables show, and still one moment for a program.
 * Text goes through the shared formula neutralisation, as in the other exports: a message
 * starting with = + - @ (or a tab or CR) is not run by the spreadsheet.
 */
export function tracesToCsv(traces: readonly Trace[], zone: string): string {
  return Papa.unparse(
    {
      fields: [...CSV_COLUMNS],
      data: traces.map((trace) =>
        CSV_COLUMNS.map((column) => {
          if (column === 'timeStamp') return zonedIso(trace.timeStamp, zone);
          const value = trace[column];
          if (value === null) return '';
          return typeof value === 'string' ? neutralise(value) : value;
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
