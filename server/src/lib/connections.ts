import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { Server } from 'node:http';
import net from 'node:net';

/** Files the server keeps for itself beside its connections: database, log, mail, reads. */
const RESERVED_FILES = 128;

/**
 * The soft limit of open files of this process (`ulimit -n`): from /proc on Linux, else asked
 * of the shell. Null when neither says (or it is unlimited).
 */
export function openFileLimit(): number | null {
  try {
    const limits = fs.readFileSync('/proc/self/limits', 'utf8');
    const line = /^Max open files\s+(\S+)/m.exec(limits);
    if (line?.[1]) return /^\d+$/.test(line[1]) ? Number(line[1]) : null;
  } catch {
    // Not Linux: ask the shell.
  }
  try {
    const text = execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8', timeout: 2000 });
    return /^\d+$/.test(text.trim()) ? Number(text.trim()) : null;
  } catch {
    return null;
  }
}

/**
 * The most connections the server takes at once under an open-file limit: what the limit
 * leaves after the server's own files, halved, as a connection may have a file open too
 * (a console file being sent).
 */
export function connectionCapUnder(fileLimit: number): number {
  return Math.max(1, Math.floor((fileLimit - RESERVED_FILES) / 2));
}

/** The total cap: the setting, lowered below the open-file limit when it is not. */
export function totalConnectionCap(
  setting: number | null,
  fileLimit: number | null,
): { cap: number; lowered: boolean } {
  const ceiling = fileLimit === null ? null : connectionCapUnder(fileLimit);
  // No known limit: a cap of 10,000 still keeps a flood from taking every file of a large one.
  if (setting === null) return { cap: ceiling ?? 10_000, lowered: false };
  if (ceiling !== null && setting > ceiling) return { cap: ceiling, lowered: true };
  return { cap: setting, lowered: false };
}

/** Whom a connection counts for: its IPv4 address, or its IPv6 address's /64 network. */
export function connectionKey(address: string | undefined): string {
  if (!address) return '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!net.isIPv6(address)) return address;
  const [head = '', tail] = (address.split('%')[0] ?? '').split('::');
  const front = head ? head.split(':') : [];
  const back = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups = [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

interface ConnectionLog {
  warn(object: object, message: string): void;
}

/**
 * Caps the connections a server holds: `total` in all (refused by Node before they cost more
 * than the accept), `perAddress` from one client address, closed at once past that. Each
 * refusal is logged once per address while it stays over its cap (and the total's once a
 * minute), not once per connection of a flood.
 */
export function limitConnections(
  server: Server,
  limits: { total: number; perAddress: number },
  log: ConnectionLog,
): void {
  server.maxConnections = limits.total;
  let lastTotalWarning = 0;
  server.on('drop', (data?: { remoteAddress?: string }) => {
    const now = Date.now();
    if (now - lastTotalWarning < 60_000) return;
    lastTotalWarning = now;
    log.warn(
      { maxConnections: limits.total, remoteAddress: data?.remoteAddress },
      'connection refused: the server holds as many connections as it takes',
    );
  });
  if (limits.perAddress <= 0) return;
  const open = new Map<string, number>();
  const warned = new Set<string>();
  server.on('connection', (socket: net.Socket) => {
    const key = connectionKey(socket.remoteAddress);
    const count = open.get(key) ?? 0;
    if (count >= limits.perAddress) {
      socket.destroy();
      if (!warned.has(key)) {
        warned.add(key);
        log.warn(
          { remoteAddress: key, maxConnectionsPerAddress: limits.perAddress },
          'connection refused: too many connections from one address',
        );
      }
      return;
    }
    open.set(key, count + 1);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else {
        open.delete(key);
        warned.delete(key);
      }
    });
  });
}
