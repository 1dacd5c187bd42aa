import { badRequest } from './errors';
import { flowIdSchema } from './schemas';

/** A time range of epoch milliseconds: from inclusive, to exclusive. */
export interface Range {
  fromDate: number;
  toDate: number;
}

export const epochMs = { type: 'integer', minimum: 0, maximum: 8_640_000_000_000 } as const;
const DAY = 86_400_000;

export const rangeQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { fromDate: epochMs, toDate: epochMs, flowId: flowIdSchema },
} as const;

/** A query of a time range (`fromDate`, `toDate`) and the given fields besides. */
export function rangeQueryWith<const P extends Record<string, unknown>>(properties: P) {
  return {
    type: 'object',
    additionalProperties: false,
    properties: { fromDate: epochMs, toDate: epochMs, ...properties },
  } as const;
}

interface RangeQuery {
  fromDate?: number;
  toDate?: number;
  flowId?: string;
}

/** The range of a query; the last 24 hours by default. */
export function rangeOf(query: RangeQuery): Range {
  const toDate = query.toDate ?? Date.now();
  const fromDate = query.fromDate ?? toDate - DAY;
  if (fromDate > toDate) throw badRequest('Start date cannot be after end date');
  return { fromDate, toDate };
}
