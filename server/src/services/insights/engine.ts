import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { ErrorCategory, ProcessingStep, Processor, TraceStatus } from '@contracts/heartbeat';
import type { DB, FlowsTable, TracesTable } from '../../db/schema';
import { randomToken } from '../../lib/crypto';
import { insertTraces } from './flow-hours';
import { pick } from '../../lib/random';

type Db = Kysely<DB> | Transaction<DB>;
export type FlowRow = Selectable<FlowsTable>;

export interface Message {
  /** The body as received: bytes, or text (stored as UTF-8). */
  body: string | Uint8Array;
  contentType: string;
  source: 'TRAFFIC' | 'INBOUND' | 'RESUBMIT';
  /** Epoch ms the message arrived. */
  at: number;
  /** Reuse a stored payload (resubmit) instead of storing the body again. */
  payloadId?: number;
  /**
   * Refuse the message (QuotaExceeded, storing nothing) when its body would take the
   * organization's stored payload bytes past this many.
   */
  quotaBytes?: number;
}

/** The organization's stored payloads would pass its quota: nothing was stored. */
export class QuotaExceeded extends Error {
  constructor(readonly quotaBytes: number) {
    super(`The organization's payloads would pass the quota of ${quotaBytes} bytes`);
  }
}

/**
 * Adds bytes to the organization's running total of stored payload bytes. With a
 * quota, only when the total stays within it: the check and the addition are one
 * statement, so concurrent messages cannot pass the quota together. False when it
 * would pass.
 */
export async function addPayloadBytes(
  db: Db,
  organizationId: number,
  bytes: number,
  quotaBytes?: number,
): Promise<boolean> {
  if (quotaBytes !== undefined && bytes > quotaBytes) return false;
  const added = await db
    .insertInto('payload_usage')
    .values({ organization_id: organizationId, bytes })
    .onConflict((oc) => {
      const update = oc.column('organization_id').doUpdateSet((eb) => ({
        bytes: eb('payload_usage.bytes', '+', eb.ref('excluded.bytes')),
      }));
      return quotaBytes === undefined
        ? update
        : update.where((eb) =>
            eb(eb('payload_usage.bytes', '+', eb.ref('excluded.bytes')), '<=', quotaBytes),
          );
    })
    .returning('bytes')
    .executeTakeFirst();
  return added !== undefined;
}

export interface Outcome {
  exchangeId: string;
  status: TraceStatus;
  traceIds: number[];
  attempts: number;
}

const FAILURES: Record<
  'outbound' | 'transform' | 'validate' | 'other',
  { category: ErrorCategory; message: (target: string) => string }[]
> = {
  outbound: [
    { category: 'CONNECTION_REFUSED', message: (t) => `Connection refused: ${t}` },
    {
      category: 'CONNECTION_TIMEOUT',
      message: (t) => `Connect to ${t} timed out after 10000 ms`,
    },
    { category: 'REMOTE_SERVER_ERROR', message: (t) => `${t} answered 503 Service Unavailable` },
    { category: 'RESPONSE_TIMEOUT', message: (t) => `No response from ${t} within 30000 ms` },
    {
      category: 'REMOTE_VALIDATION_ERROR',
      message: (t) => `${t} answered 422: field meterId is invalid`,
    },
    {
      category: 'REMOTE_AUTHENTICATION_FAILURE',
      message: (t) => `${t} answered 401 Unauthorized`,
    },
  ],
  transform: [
    {
      category: 'DATA_PROCESSING_ERROR',
      message: () => 'Reading value is not a number at $.readings[3].value',
    },
    {
      category: 'MARSHALLING_ERROR',
      message: () => 'Unexpected end of input at line 1 column 412',
    },
  ],
  validate: [
    {
      category: 'INTERNAL_VALIDATION_ERROR',
      message: () => 'Missing required field usagePointId',
    },
  ],
  other: [
    {
      category: 'UNEXPECTED_PROCESSOR_ERROR',
      message: () => 'Processor threw NullPointerException',
    },
    { category: 'PERSISTENCE_ERROR', message: () => 'Could not write to the message store' },
  ],
};

function failureFor(processor: Processor, random: () => number) {
  const kind: keyof typeof FAILURES = processor.type.endsWith('-outbound')
    ? 'outbound'
    : processor.type === 'transform' || processor.type === 'validate'
      ? processor.type
      : 'other';
  const target =
    processor.properties.url ?? processor.properties.destination ?? processor.identifier;
  const failure = pick(random, FAILURES[kind]);
  return { category: failure.category, message: failure.message(target) };
}

export function processorsOf(flow: FlowRow): Processor[] {
  return JSON.parse(flow.processors_json) as Processor[];
}

/** One delivery attempt through the flow's processors. */
function attempt(processors: Processor[], fails: boolean, random: () => number) {
  const failAt = fails ? Math.floor(random() * processors.length) : -1;
  const failing = failAt >= 0 ? processors[failAt] : undefined;
  const failure = failing ? failureFor(failing, random) : null;
  const steps: ProcessingStep[] = processors.map((processor, index) => {
    const durationMs = index > failAt && failAt >= 0 ? 0 : Math.round(2 + random() * 120);
    return {
      processor: processor.identifier,
      type: processor.type,
      status: failAt < 0 || index < failAt ? 'OK' : index === failAt ? 'FAILED' : 'SKIPPED',
      durationMs,
      message: index === failAt ? (failure?.message ?? null) : null,
    };
  });
  const processing = steps.reduce((sum, s) => sum + s.durationMs, 0);
  return { steps, failure, processing };
}

/**
 * The delivery attempts of one message, as the flow server makes them: each attempt is
 * a trace; a failed attempt is retried after the redelivery timeout up to the maximum,
 * and the last failure is final.
 */
export function deliveryAttempts(
  flow: FlowRow,
  message: Pick<Message, 'source' | 'at'>,
  payloadId: number | null,
  random: () => number,
): { rows: Insertable<TracesTable>[]; status: TraceStatus; exchangeId: string } {
  const processors = processorsOf(flow);
  const exchangeId = randomToken(9);
  const max = Math.max(1, flow.redelivery_max_attempts);
  const rows: Insertable<TracesTable>[] = [];
  let status: TraceStatus = 'SUCCESS';
  for (let n = 1; n <= max; n += 1) {
    const result = attempt(processors, random() < flow.failure_rate, random);
    status = result.failure ? (n === max ? 'FAILED' : 'RETRYING') : 'SUCCESS';
    rows.push({
      organization_id: flow.organization_id,
      flow_id: flow.id,
      exchange_id: exchangeId,
      name: `${flow.id} ${message.source === 'RESUBMIT' ? 'resubmit' : 'message'}`,
      type: flow.inbound_kind,
      time_stamp: message.at,
      delivery_attempt_no: n,
      max_delivery_attempts: max,
      status,
      error_category: result.failure?.category ?? null,
      error_message: result.failure?.message ?? null,
      processing_time_ms: result.processing,
      response_time_ms: result.processing + Math.round(random() * 40),
      payload_id: payloadId,
      steps_json: JSON.stringify(result.steps),
      source: message.source,
    });
    if (!result.failure) break;
  }
  // Attempts are spaced by the redelivery timeout and the last one is the message's
  // time, so no trace is stamped in the future.
  rows.forEach((row, index) => {
    row.time_stamp = message.at - (rows.length - 1 - index) * flow.redelivery_timeout_ms;
  });
  return { rows, status, exchangeId };
}

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * How a body is stored, byte-exact: as text when it is valid UTF-8 without NUL (a
 * PostgreSQL text value cannot hold NUL), else as bytes.
 */
export function storedBody(body: string | Uint8Array): {
  body: string;
  body_bytes: Buffer | null;
  size: number;
} {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.from(body);
  if (!bytes.includes(0)) {
    try {
      return { body: utf8.decode(bytes), body_bytes: null, size: bytes.length };
    } catch {
      // Not UTF-8: kept as bytes.
    }
  }
  return { body: '', body_bytes: bytes, size: bytes.length };
}

/**
 * Content types shown as text (JSON as JSON, the rest as plain text); any other is
 * sent as an attachment of bytes, so a browser never renders a stored payload.
 */
export function isTextContentType(contentType: string): boolean {
  const type = contentType.toLowerCase();
  return (
    type.startsWith('text/') ||
    /[/+](json|xml)$/.test(type) ||
    type.includes('csv') ||
    type === 'application/x-www-form-urlencoded'
  );
}

/** Runs a message through a flow and stores its payload and traces. */
export async function processMessage(
  db: Db,
  flow: FlowRow,
  message: Message,
  random: () => number = Math.random,
): Promise<Outcome> {
  let payloadId = message.payloadId ?? null;
  if (payloadId === null && message.body.length > 0) {
    const stored = storedBody(message.body);
    // First, so that a refused message has written nothing.
    if (!(await addPayloadBytes(db, flow.organization_id, stored.size, message.quotaBytes))) {
      throw new QuotaExceeded(message.quotaBytes ?? 0);
    }
    const row = await db
      .insertInto('payloads')
      .values({
        organization_id: flow.organization_id,
        content_type: message.contentType,
        ...stored,
        created: message.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    payloadId = row.id;
  }
  const { rows, status, exchangeId } = deliveryAttempts(flow, message, payloadId, random);
  const traceIds = await insertTraces(db, rows);
  return { exchangeId, status, traceIds, attempts: rows.length };
}

/** A plausible inbound message for the flow's connector kind. */
export function samplePayload(flow: FlowRow, random: () => number, at: number) {
  const meter = `7070575000${Math.floor(random() * 90_000_000 + 10_000_000)}`;
  const value = (random() * 50).toFixed(3);
  const time = new Date(at).toISOString();
  switch (flow.inbound_kind) {
    case 'soap-inbound':
      return {
        contentType: 'application/xml',
        body: `<MeterReading><mRID>${meter}</mRID><value>${value}</value><timeStamp>${time}</timeStamp></MeterReading>`,
      };
    case 'file-inbound':
      return { contentType: 'text/csv', body: `meter;time;kWh\n${meter};${time};${value}\n` };
    case 'schedule-inbound':
      return { contentType: 'application/json', body: '' };
    default:
      return {
        contentType: 'application/json',
        body: JSON.stringify({
          usagePointId: meter,
          readings: [{ time, value: Number(value), unit: 'kWh' }],
        }),
      };
  }
}
