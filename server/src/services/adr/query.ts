import { badRequest } from '../../lib/errors';

const DAY = 86_400_000;
export const offsetSchema = { type: 'integer', minimum: 0, maximum: 1_000_000 } as const;

/** The range of a query as ISO times; the last 7 days by default. */
export function isoRange(query: { fromDate?: number; toDate?: number }) {
  const toDate = query.toDate ?? Date.now();
  const fromDate = query.fromDate ?? toDate - 7 * DAY;
  if (fromDate > toDate) throw badRequest('Start date cannot be after end date');
  return { fromDate: new Date(fromDate).toISOString(), toDate: new Date(toDate).toISOString() };
}
