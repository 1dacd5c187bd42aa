/** A value of a request's query: a value left out is undefined, null or empty text. */
export type QueryValue = string | number | boolean | null | undefined;

/**
 * The query of a request, `?name=value&...` in the order given and encoded, or '' when no
 * value is left: the one way the service clients add a query to a path.
 */
export function queryString(values: Readonly<Record<string, QueryValue>>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
