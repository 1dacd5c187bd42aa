/** A file extension for a payload content type. */
export function extensionOf(contentType: string): string {
  if (contentType.includes('json')) return 'json';
  if (contentType.includes('xml')) return 'xml';
  if (contentType.includes('csv')) return 'csv';
  return 'txt';
}

/** JSON shown indented; anything else as it came. */
export function prettyPayload(text: string, contentType: string): string {
  if (!contentType.includes('json')) return text;
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
