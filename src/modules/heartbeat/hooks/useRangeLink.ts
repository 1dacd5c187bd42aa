import { useSearch } from 'wouter';
import { carriedQuery } from '../../../shared/routing';

/** Links inside the module carry the date range (fromDate, toDate, dateOptionIndex). */
export function useRangeQuery(): string {
  const search = useSearch();
  const query = new URLSearchParams(carriedQuery(search));
  query.delete('offset');
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** Appends extra parameters to a carried query string. */
export function withParams(query: string, extra: Record<string, string>): string {
  const params = new URLSearchParams(query);
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}
