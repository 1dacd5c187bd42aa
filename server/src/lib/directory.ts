import type { BlockList } from 'node:net';
import { Client, InvalidCredentialsError } from 'ldapts';
import { mayConnect, resolveHost } from './addresses';

/** What a directory sign-in needs of an LDAP authenticator. */
export interface DirectorySettings {
  urls: readonly string[];
  base: string;
  usernameKey: string;
  bindDn: string | null;
  bindPassword: string | null;
}

export type DirectoryOutcome =
  { ok: true; dn: string; groups: string[] } | { ok: false; reason: 'credentials' | 'unreachable' };

/** Caps on one directory call: a server that is down or silent costs seconds, not a stall. */
export const DIRECTORY_CONNECT_TIMEOUT_MS = 3000;
export const DIRECTORY_TIMEOUT_MS = 3000;
const MAX_GROUPS = 200;

/** RFC 4515 escaping of a value inside a search filter. */
export function filterValue(value: string): string {
  return value.replace(/[\\*()\0]/g, (c) => `\\${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

/** Where the server may open a directory connection (the connectivity check's rules). */
export interface DirectoryGuard {
  /** Reserved networks the operator allows anyway (CONNECTIVITY_ALLOWED_NETWORKS). */
  allowed: BlockList;
}

const ADDRESS = /^(ldaps?):\/\/([A-Za-z0-9.-]+)(?::([0-9]{1,5}))?\/?$/;

/**
 * A client for one directory address, connecting to exactly the address its name resolved to
 * and was judged by: every address the name has must be public or allowed (a name that also
 * points inward is refused as a whole, as the connectivity check does), and a rebinding name
 * server cannot swap it after the check. Null: the address may not be reached.
 */
async function client(url: string, guard: DirectoryGuard): Promise<Client | null> {
  const parsed = ADDRESS.exec(url);
  if (!parsed) return null;
  const [, scheme = 'ldap', host = '', portText] = parsed;
  const resolution = await resolveHost(host, DIRECTORY_CONNECT_TIMEOUT_MS);
  if (resolution.kind !== 'addresses') return null;
  const { addresses } = resolution;
  if (addresses.length === 0 || !addresses.every((a) => mayConnect(a, guard.allowed))) return null;
  const address = addresses[0] ?? '';
  const port = portText ?? (scheme === 'ldaps' ? '636' : '389');
  const hostPart = address.includes(':') ? `[${address}]` : address;
  return new Client({
    url: `${scheme}://${hostPart}:${port}`,
    connectTimeout: DIRECTORY_CONNECT_TIMEOUT_MS,
    timeout: DIRECTORY_TIMEOUT_MS,
    strictDN: true,
    // The certificate is checked against the name the admin gave, not the address.
    ...(scheme === 'ldaps' ? { tlsOptions: { servername: host } } : {}),
  });
}

/**
 * The directory account a login names: the part before its one '@', lowercase. A login with
 * another '@' names none (null): it is never searched for.
 */
export function directoryAccount(login: string): string | null {
  const parts = login.split('@');
  if (parts.length !== 2 || !parts[0]) return null;
  return parts[0].toLowerCase();
}

/**
 * The names of the directory groups the user is a member of (groupOfNames,
 * groupOfUniqueNames and posixGroup), searched under `base` on a bound connection. The one
 * seam between a directory and the console's user groups: map these names to user groups.
 */
export async function directoryGroupsOf(
  connection: Client,
  base: string,
  user: { dn: string; uid: string | null },
): Promise<string[]> {
  const dn = filterValue(user.dn);
  const uid = user.uid ? `(memberUid=${filterValue(user.uid)})` : '';
  const { searchEntries } = await connection.search(base, {
    scope: 'sub',
    filter: `(|(member=${dn})(uniqueMember=${dn})${uid})`,
    attributes: ['cn'],
    sizeLimit: MAX_GROUPS,
  });
  return searchEntries
    .flatMap((entry) => (Array.isArray(entry.cn) ? entry.cn : [entry.cn]))
    .map((cn) => (Buffer.isBuffer(cn) ? cn.toString('utf8') : String(cn)))
    .filter((cn) => cn.length > 0)
    .sort();
}

function firstText(value: unknown): string | null {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  if (first === undefined || first === null) return null;
  return Buffer.isBuffer(first) ? first.toString('utf8') : String(first);
}

/**
 * Signs `login` in against the directory: binds as the service account (anonymously
 * without one), finds the user's entry whose `usernameKey` is the whole login or its part
 * before its one '@', binds as that entry with `password`, then reads its groups. Each
 * address is tried in turn while one cannot be reached.
 */
export async function authenticateWithDirectory(
  settings: DirectorySettings,
  login: string,
  password: string,
  guard: DirectoryGuard,
): Promise<DirectoryOutcome> {
  // An empty password is an anonymous bind in LDAP: never a sign-in.
  const local = directoryAccount(login);
  if (!password || local === null) return { ok: false, reason: 'credentials' };
  const key = settings.usernameKey;
  const filter = `(|(${key}=${filterValue(login)})(${key}=${filterValue(local)}))`;
  for (const url of settings.urls) {
    const connection = await client(url, guard);
    // An address the server may not reach counts as one that cannot be reached.
    if (!connection) continue;
    try {
      if (settings.bindDn) await connection.bind(settings.bindDn, settings.bindPassword ?? '');
      const { searchEntries } = await connection.search(settings.base, {
        scope: 'sub',
        filter,
        attributes: ['dn', 'uid'],
        sizeLimit: 2,
      });
      // None, or more than one (an ambiguous login): no sign-in.
      const entry = searchEntries.length === 1 ? searchEntries[0] : undefined;
      if (!entry) return { ok: false, reason: 'credentials' };
      try {
        await connection.bind(entry.dn, password);
      } catch (error) {
        if (error instanceof InvalidCredentialsError) return { ok: false, reason: 'credentials' };
        throw error;
      }
      // Groups are read as the service account, as the search was (users may not read them).
      if (settings.bindDn) await connection.bind(settings.bindDn, settings.bindPassword ?? '');
      const groups = await directoryGroupsOf(connection, settings.base, {
        dn: entry.dn,
        uid: firstText(entry.uid),
      });
      return { ok: true, dn: entry.dn, groups };
    } catch {
      // Down, silent, or refusing the service bind or the search: the directory cannot be
      // used (the user's password was not judged), so the next address is tried.
      continue;
    } finally {
      await connection.unbind().catch(() => undefined);
    }
  }
  return { ok: false, reason: 'unreachable' };
}
