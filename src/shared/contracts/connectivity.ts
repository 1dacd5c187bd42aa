/** The connectivity check (spec 2.4): can the platform reach a host and port? */
export interface ConnectivityRequest {
  hostname: string;
  port: number;
}

/** reachable; '{host}:{port} is not reachable'; "Can't resolve {host}" (spec 8). */
export type ConnectivityStatus = 'reachable' | 'unreachable' | 'unresolvable';

export interface ConnectivityResult {
  hostname: string;
  port: number;
  status: ConnectivityStatus;
  /** The address the check connected to; null when the name did not resolve. */
  address: string | null;
  /** The answer in the spec's words (English); the console says it in the user's language. */
  message: string;
}

/** Host names, IPv4 in any form and IPv6 (bare or in brackets): the characters they use. */
export const CONNECTIVITY_HOST_PATTERN = '^[A-Za-z0-9._:\\[\\]-]{1,253}$';

/** The answer when the host is in a private, loopback or other reserved network (spec 5). */
export const RESERVED_ADDRESS_MESSAGE = 'This IP is reserved.';
