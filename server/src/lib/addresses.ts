import dns from 'node:dns/promises';
import net from 'node:net';

/**
 * Which addresses the server may connect to on a user's behalf (the connectivity check of spec
 * 2.4, directory sign-in, authenticator settings): never into the server's own network unless
 * the operator allows it. A name is resolved once, every address it resolves to is judged, and
 * the connection goes to the address judged (no second lookup a rebinding DNS server could
 * answer differently).
 */

/** Networks no check reaches unless the allow-list names them: not the public internet. */
const RESERVED_V4: readonly [string, number][] = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata lives here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];
const RESERVED_V6: readonly [string, number][] = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated)
  ['64:ff9b:1::', 48], // local-use NAT64: translated inside the operator's own network
  ['100::', 64], // discard
  ['2001::', 32], // Teredo
  ['2001:2::', 48], // benchmarking
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

const reserved = new net.BlockList();
for (const [address, prefix] of RESERVED_V4) reserved.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of RESERVED_V6) reserved.addSubnet(address, prefix, 'ipv6');

/**
 * An IPv4 address in any form `inet_aton` takes (and so the system resolver): one to four
 * parts, each decimal, octal (leading 0) or hex (0x): 2130706433, 0177.0.0.1, 0x7f.1. Null
 * when the text is not one.
 */
export function parseLooseIPv4(text: string): string | null {
  const parts = text.split('.');
  if (parts.length < 1 || parts.length > 4) return null;
  const values: number[] = [];
  for (const part of parts) {
    let value: number;
    if (/^0x[0-9a-f]*$/i.test(part)) value = part.length === 2 ? 0 : parseInt(part.slice(2), 16);
    else if (/^0[0-7]*$/.test(part)) value = part.length === 1 ? 0 : parseInt(part.slice(1), 8);
    else if (/^[1-9][0-9]*$/.test(part)) value = Number(part);
    else return null;
    if (!Number.isSafeInteger(value)) return null;
    values.push(value);
  }
  // The last part fills the bytes the others leave: a.b.c.d, a.b.(16 bits), a.(24 bits), (32 bits).
  const last = values[values.length - 1] ?? 0;
  const leading = values.slice(0, -1);
  if (leading.some((value) => value > 255)) return null;
  if (last >= 2 ** (8 * (4 - leading.length))) return null;
  let number = last;
  leading.forEach((value, index) => {
    number += value * 2 ** (8 * (3 - index));
  });
  return [24, 16, 8, 0].map((shift) => Math.floor(number / 2 ** shift) % 256).join('.');
}

/** The 16 bytes of an IPv6 address (already valid by `net.isIPv6`). */
function ipv6Bytes(address: string): number[] {
  let text = address.split('%')[0] ?? address;
  // A dotted tail (::ffff:1.2.3.4) becomes two groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const v4 = dotted[1].split('.').map(Number);
    text =
      text.slice(0, -dotted[1].length) +
      `${((v4[0] ?? 0) * 256 + (v4[1] ?? 0)).toString(16)}:${((v4[2] ?? 0) * 256 + (v4[3] ?? 0)).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const groups = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  const all = [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
  return all.flatMap((group) => [Math.floor(group / 256), group % 256]);
}

/**
 * The IPv4 address an IPv6 one carries to an IPv4 host (IPv4-mapped ::ffff:a.b.c.d,
 * IPv4-translated ::ffff:0:a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16), so it is judged as
 * that IPv4 address. The local-use NAT64 prefix 64:ff9b:1::/48 is not read: it is reserved
 * whole, as its translator sits inside the operator's network.
 */
function embeddedIPv4(address: string): string | null {
  const b = ipv6Bytes(address);
  const zero = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  const v4 = (from: number) => b.slice(from, from + 4).join('.');
  if (zero(0, 10) && b[10] === 0xff && b[11] === 0xff) return v4(12);
  if (zero(0, 8) && b[8] === 0xff && b[9] === 0xff && zero(10, 12)) return v4(12);
  if (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && zero(4, 12))
    return v4(12);
  if (b[0] === 0x20 && b[1] === 0x02) return v4(2);
  return null;
}

/** Networks the operator allows despite the reserved list (CONNECTIVITY_ALLOWED_NETWORKS). */
export function allowList(networks: readonly string[]): net.BlockList {
  const list = new net.BlockList();
  for (const network of networks) {
    const [address = '', prefixText] = network.split('/');
    const type = net.isIPv4(address) ? 'ipv4' : net.isIPv6(address) ? 'ipv6' : null;
    const prefix = prefixText === undefined ? (type === 'ipv4' ? 32 : 128) : Number(prefixText);
    if (!type || !Number.isInteger(prefix) || prefix < 0 || prefix > (type === 'ipv4' ? 32 : 128)) {
      throw new Error(`CONNECTIVITY_ALLOWED_NETWORKS: "${network}" is not an address or network`);
    }
    list.addSubnet(address, prefix, type);
  }
  return list;
}

/** Whether the check may connect to this address: public, or allowed by the operator. */
export function mayConnect(address: string, allowed: net.BlockList): boolean {
  const type = net.isIPv4(address) ? 'ipv4' : net.isIPv6(address) ? 'ipv6' : null;
  if (!type) return false;
  if (allowed.check(address, type)) return true;
  if (type === 'ipv6') {
    const v4 = embeddedIPv4(address);
    if (v4 !== null) return mayConnect(v4, allowed);
  }
  return !reserved.check(address, type);
}

export type Resolution = { kind: 'addresses'; addresses: string[] } | { kind: 'unresolvable' };

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** The addresses a host names: itself when it is an address in any form, else a lookup. */
export async function resolveHost(host: string, timeoutMs: number): Promise<Resolution> {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  if (net.isIPv6(bare)) return { kind: 'addresses', addresses: [bare] };
  const v4 = parseLooseIPv4(bare);
  if (v4 !== null) return { kind: 'addresses', addresses: [v4] };
  try {
    const found = await withTimeout(dns.lookup(bare, { all: true, verbatim: true }), timeoutMs);
    if (found === 'timeout' || found.length === 0) return { kind: 'unresolvable' };
    return { kind: 'addresses', addresses: found.map((entry) => entry.address) };
  } catch {
    return { kind: 'unresolvable' };
  }
}
