/**
 * Beatboxes and agents (spec 3.3): the organization's own flow servers at the edge, each
 * running some of its flows. A beatbox reports its server (hostname, IP, OS, version); an
 * agent connects to the platform under a base domain, trusting the server certificate given
 * in its settings.
 */

/** A beatbox's or an agent's last reported state. */
export const EDGE_STATUSES = ['ONLINE', 'DEGRADED', 'OFFLINE', 'UNKNOWN'] as const;
export type EdgeStatus = (typeof EDGE_STATUSES)[number];

/** The server a beatbox or an agent runs on, as it last reported it. */
export interface EdgeServer {
  hostname: string | null;
  ip: string | null;
  os: string | null;
  version: string | null;
  /** When it last reported, ISO 8601; null before it ever did. */
  lastSeen: string | null;
}

export interface Beatbox {
  beatboxId: number;
  name: string;
  status: EdgeStatus;
  server: EdgeServer;
  /** The flows it runs, by id, in id order. */
  flowIds: string[];
  created: string;
  createdBy: number | null;
  updated: string;
  updatedBy: number | null;
}

/** What a Deployer types to create or edit a beatbox; blank server fields are null. */
export interface BeatboxInput {
  name: string;
  hostname: string | null;
  ip: string | null;
  os: string | null;
  version: string | null;
  flowIds: string[];
}

export interface Agent {
  agentId: number;
  name: string;
  status: EdgeStatus;
  /** Settings: the domain the agent's flows are reached under. */
  baseDomain: string;
  /** Settings: the server certificate the agent trusts, PEM; null when none is set. */
  serverTrustPem: string | null;
  server: EdgeServer;
  flowIds: string[];
  created: string;
  createdBy: number | null;
  updated: string;
  updatedBy: number | null;
}

export interface AgentInput {
  name: string;
  baseDomain: string;
  serverTrustPem: string | null;
  flowIds: string[];
}

export const EDGE_NAME_MAX = 100;
export const EDGE_HOSTNAME_MAX = 253;
export const EDGE_IP_MAX = 45;
export const EDGE_OS_MAX = 100;
export const EDGE_VERSION_MAX = 50;
/** A certificate chain of a few certificates fits comfortably. */
export const EDGE_PEM_MAX = 20_000;
/** Flows one beatbox or agent runs. */
export const EDGE_FLOWS_MAX = 500;
/** Beatboxes or agents one organization has; the lists answer all of them. */
export const EDGE_LIMIT = 10_000;

/** A DNS name: labels of letters, digits and inner hyphens, separated by dots. */
export const BASE_DOMAIN_PATTERN =
  '^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$';

const PEM_BLOCK =
  /^-----BEGIN CERTIFICATE-----\r?\n(?:[A-Za-z0-9+/=]{1,76}\r?\n)+-----END CERTIFICATE-----$/;

/**
 * The light check of a PEM certificate (chain): one or more CERTIFICATE blocks of base64 lines.
 * The server also parses each certificate; this only catches what is plainly not PEM.
 */
export function looksLikePemCertificates(text: string): boolean {
  const blocks = pemBlocks(text);
  return blocks !== null && blocks.every((block) => PEM_BLOCK.test(block));
}

/** The CERTIFICATE blocks of a PEM text, or null when anything else is in it. */
export function pemBlocks(text: string): string[] | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const blocks = trimmed.match(/-----BEGIN [^-]+-----[\s\S]*?-----END [^-]+-----/g);
  if (!blocks) return null;
  const rest = blocks.reduce((left, block) => left.replace(block, ''), trimmed);
  return rest.trim() === '' ? blocks : null;
}
