/**
 * One-time tokens (invitation and set-password links, reset tokens) out of every log line.
 * A path segment is taken for a secret when it follows a segment named like a one-time link
 * (`/setpassword/<token>`, `/password/reset/<token>`, `/invitations/<token>`: the console's
 * routes and any future one named so), or when it stands where a route registered with
 * `noteSecretRoute` has a parameter named like a secret (`:token`, `:apiKey`, ...); a
 * query value is one when its name is named like a secret. Segments are compared decoded
 * (`/set%70assword/...`), case-insensitively (the console's router ignores case), and `%2F`
 * separates them as `/` does.
 */
const SECRET_AFTER_SEGMENT =
  /^(set-?password|reset(-?password)?|invit(e|es|ation|ations)|accept-?invit(e|ation)|one-?time|magic-?link)$/i;
/** Names of route parameters whose values are secrets (not `:invitationId`, `:key` of a list). */
const SECRET_PARAM = /token|passw(or)?d|signature|^secret$|^code$|^otp$|^api-?key$/i;
/** Names of query parameters whose values are secrets: a wider net, as any caller names them. */
const SECRET_QUERY = /token|secret|passw(or)?d|signature|invit|^code$|^otp$|key$/i;
const REDACTED = '[redacted]';
/** A run of path in any text: from a `/` to whatever cannot be in a URL's path. */
const PATH_RUN = /\/[^\s"'<>\\?#]*/g;
/** One query parameter in any text. */
const QUERY_PARAM = /([?&;])([^=&#\s"'<>\\?]+)=([^&#\s"'<>\\]*)/g;

type SegmentRule = { kind: 'literal'; value: string } | { kind: 'any' } | { kind: 'secret' };
const secretRoutes = new Map<string, SegmentRule[]>();

/** Percent-decoded (repeatedly: `%2573` is `s` after two) and lower case. */
function decodedSegment(segment: string): string {
  let text = segment;
  for (let round = 0; round < 3 && text.includes('%'); round += 1) {
    try {
      const next = decodeURIComponent(text);
      if (next === text) break;
      text = next;
    } catch {
      break;
    }
  }
  return text.toLowerCase();
}

/** Notes a route's secret parameters (from `onRoute`), so their values are never logged. */
export function noteSecretRoute(url: string): void {
  if (secretRoutes.has(url)) return;
  const rules = url
    .split('/')
    .filter((part) => part !== '')
    .map((part): SegmentRule => {
      if (!part.startsWith(':') && !part.includes('*')) {
        return { kind: 'literal', value: decodedSegment(part) };
      }
      const name = part.replace(/^:/, '').replace(/[(].*$/, '');
      return SECRET_PARAM.test(name) ? { kind: 'secret' } : { kind: 'any' };
    });
  if (rules.some((rule) => rule.kind === 'secret')) secretRoutes.set(url, rules);
}

function redactPath(run: string): string {
  // Segments at even indices, their separators (`/` or `%2F`) at odd ones.
  const parts = run.split(/(\/|%2f)/i);
  const segments: number[] = [];
  for (let i = 0; i < parts.length; i += 2) segments.push(i);
  const decoded = segments.map((i) => decodedSegment(parts[i] ?? ''));
  const secret = new Set<number>();
  decoded.forEach((name, k) => {
    if (!SECRET_AFTER_SEGMENT.test(name)) return;
    const next = decoded.findIndex((value, j) => j > k && value !== '');
    if (next >= 0) secret.add(next);
  });
  for (const rules of secretRoutes.values()) {
    for (let start = 0; start + rules.length <= decoded.length; start += 1) {
      const matches = rules.every((rule, r) => {
        const value = decoded[start + r] ?? '';
        return rule.kind === 'literal' ? value === rule.value : value !== '';
      });
      if (!matches) continue;
      rules.forEach((rule, r) => {
        if (rule.kind === 'secret') secret.add(start + r);
      });
    }
  }
  if (secret.size === 0) return run;
  for (const k of secret) {
    const index = segments[k];
    if (index !== undefined) parts[index] = REDACTED;
  }
  return parts.join('');
}

/** `text` (a URL, a message, a whole log line) without the one-time tokens it carries. */
export function redactSecrets(text: string): string {
  return text
    .replace(PATH_RUN, redactPath)
    .replace(QUERY_PARAM, (match, separator: string, name: string) =>
      SECRET_QUERY.test(decodedSegment(name)) ? `${separator}${name}=${REDACTED}` : match,
    );
}
