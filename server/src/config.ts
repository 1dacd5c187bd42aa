import path from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL when set; the embedded SQLite database in dataDir otherwise. */
  databaseUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  publicUrl: string;
  demo: boolean;
  distDir: string;
  corsOrigins: string[];
  trustProxy: boolean;
  accessTokenTtlSeconds: number;
  sessionTtlSeconds: number;
  resetTokenTtlSeconds: number;
  lockoutThreshold: number;
  lockoutBaseSeconds: number;
  lockoutMaxSeconds: number;
  adminEmail: string | null;
  adminPassword: string | null;
  logLevel: string;
  /** Per-route limits of the public endpoints, per client IP per minute. */
  publicRateLimitPerMinute: number;
  /** Limit of the token endpoint (sign-in and refresh), per client IP per minute. */
  tokenRateLimitPerMinute: number;
  /** Overrides of service base URLs in the runtime config, as JSON. */
  serviceBaseOverrides: Record<string, string>;
  /** The external modules' service bases handed to the console (`external`), by service name. */
  externalServices: Record<string, string>;
  maintenanceIntervalSeconds: number;
  /** Hours of past traffic the demo seeds on first start. */
  demoHistoryHours: number;
  /** Demo: days of history before those hours, as hourly sums (charts, metrics). */
  demoHistoryDays: number;
  /** The live traffic job: on by default with demo data. */
  traffic: boolean;
  /** Multiplies every flow's message rate. */
  trafficSpeed: number;
  trafficTickMs: number;
  traceRetentionDays: number;
  /** Serve the built console's source maps (off: they answer 404). */
  serveSourceMaps: boolean;
  /** PostgreSQL: the longest a statement may run before it is cancelled. */
  statementTimeoutMs: number;
  /** The inbound door: messages per minute from one client IP. */
  inboundRateLimitPerMinute: number;
  /** The inbound door: messages per minute to one flow, from all callers allowed to post. */
  inboundFlowRateLimitPerMinute: number;
  /** Bytes of stored payloads an organization may hold before the inbound door refuses more. */
  inboundQuotaBytes: number;
  /** Days a (user, client IP) failure count is kept after its last failure, locked or not. */
  loginAttemptRetentionDays: number;
  auditRetentionDays: number;
  /** How often every alert rule is evaluated. */
  alertIntervalSeconds: number;
  /** A rule that keeps matching mails again after this long; 0: only after it stopped. */
  alertRenotifySeconds: number;
  /** Networks the connectivity check may reach although they are private or reserved. */
  connectivityAllowedNetworks: string[];
  connectivityTimeoutMs: number;
  connectivityRateLimitPerMinute: number;
  /** The longest a client may take to send a request's headers (from its first byte). */
  httpHeadersTimeoutMs: number;
  /** The longest a client may take to send a whole request, headers and body. */
  httpRequestTimeoutMs: number;
  /** How long an idle keep-alive connection is kept between requests. */
  httpKeepAliveTimeoutMs: number;
  /** A connection with no traffic either way for this long is closed. */
  httpIdleTimeoutMs: number;
  /** Open connections from one client address (an IPv6 /64); 0: no cap. */
  maxConnectionsPerAddress: number;
  /** Open connections in total; null: derived from the open-file limit at start. */
  maxConnections: number | null;
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number of at least ${min}, got "${raw}"`);
  }
  return value;
}

function positive(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(raw.toLowerCase());
}

function overrides(raw: string | undefined, name = 'CONSOLE_SERVICES'): Record<string, string> {
  if (!raw) return {};
  const parsed: unknown = JSON.parse(raw);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error(`${name} must be a JSON object of service name to base URL`);
  }
  return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)]));
}

/** CONSOLE_EXTERNAL_SERVICES: each an external module's service name and its (non-empty) base. */
function externalServices(raw: string | undefined): Record<string, string> {
  const bases = overrides(raw, 'CONSOLE_EXTERNAL_SERVICES');
  for (const [name, base] of Object.entries(bases)) {
    if (!/^[a-z][a-z0-9-]*$/.test(name) || base.trim() === '') {
      throw new Error(
        `CONSOLE_EXTERNAL_SERVICES: "${name}" must be a lower-case service name with a base URL`,
      );
    }
  }
  return bases;
}

/** Reads the configuration from the environment; every value has a default. */
export function loadConfig(env: Env = process.env): ServerConfig {
  const port = int(env, 'PORT', 8080, 0);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Connect <no-reply@localhost>',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    demo: flag(env, 'DEMO', false),
    distDir: path.resolve(env.DIST_DIR ?? './dist'),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    trustProxy: flag(env, 'TRUST_PROXY', false),
    accessTokenTtlSeconds: int(env, 'ACCESS_TOKEN_TTL_SECONDS', 15 * 60, 1),
    sessionTtlSeconds: int(env, 'SESSION_TTL_SECONDS', 7 * 24 * 3600, 60),
    resetTokenTtlSeconds: int(env, 'RESET_TOKEN_TTL_SECONDS', 30 * 60, 1),
    lockoutThreshold: int(env, 'LOCKOUT_THRESHOLD', 5, 1),
    lockoutBaseSeconds: int(env, 'LOCKOUT_BASE_SECONDS', 30, 1),
    lockoutMaxSeconds: int(env, 'LOCKOUT_MAX_SECONDS', 15 * 60, 1),
    adminEmail: env.ADMIN_EMAIL?.trim().toLowerCase() || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    logLevel: env.LOG_LEVEL ?? 'info',
    publicRateLimitPerMinute: int(env, 'PUBLIC_RATE_LIMIT_PER_MINUTE', 30, 1),
    tokenRateLimitPerMinute: int(env, 'TOKEN_RATE_LIMIT_PER_MINUTE', 60, 1),
    serviceBaseOverrides: overrides(env.CONSOLE_SERVICES),
    externalServices: externalServices(env.CONSOLE_EXTERNAL_SERVICES),
    maintenanceIntervalSeconds: int(env, 'MAINTENANCE_INTERVAL_SECONDS', 300, 1),
    demoHistoryHours: int(env, 'DEMO_HISTORY_HOURS', 6, 0),
    demoHistoryDays: int(env, 'DEMO_HISTORY_DAYS', 7, 0),
    traffic: flag(env, 'TRAFFIC', flag(env, 'DEMO', false)),
    trafficSpeed: positive(env, 'TRAFFIC_SPEED', 1),
    trafficTickMs: int(env, 'TRAFFIC_TICK_MS', 5000, 100),
    traceRetentionDays: int(env, 'TRACE_RETENTION_DAYS', 30, 1),
    serveSourceMaps: flag(env, 'SERVE_SOURCE_MAPS', false),
    statementTimeoutMs: int(env, 'STATEMENT_TIMEOUT_MS', 10_000, 100),
    inboundRateLimitPerMinute: int(env, 'INBOUND_RATE_LIMIT_PER_MINUTE', 600, 1),
    inboundFlowRateLimitPerMinute: int(env, 'INBOUND_FLOW_RATE_LIMIT_PER_MINUTE', 1200, 1),
    inboundQuotaBytes: int(env, 'INBOUND_QUOTA_BYTES', 1024 * 1024 * 1024, 1),
    loginAttemptRetentionDays: int(env, 'LOGIN_ATTEMPT_RETENTION_DAYS', 30, 1),
    auditRetentionDays: int(env, 'AUDIT_RETENTION_DAYS', 365, 1),
    alertIntervalSeconds: int(env, 'ALERT_INTERVAL_SECONDS', 60, 1),
    alertRenotifySeconds: int(env, 'ALERT_RENOTIFY_SECONDS', 24 * 3600, 0),
    connectivityAllowedNetworks: (env.CONNECTIVITY_ALLOWED_NETWORKS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    connectivityTimeoutMs: int(env, 'CONNECTIVITY_TIMEOUT_MS', 3000, 100),
    connectivityRateLimitPerMinute: int(env, 'CONNECTIVITY_RATE_LIMIT_PER_MINUTE', 10, 1),
    ...connectionLimits(env),
  };
}

/** Timeouts and caps of the connections clients open (slow clients, floods). */
function connectionLimits(env: Env) {
  const httpHeadersTimeoutMs = int(env, 'HTTP_HEADERS_TIMEOUT_MS', 10_000, 100);
  const httpRequestTimeoutMs = int(env, 'HTTP_REQUEST_TIMEOUT_MS', 30_000, 100);
  if (httpRequestTimeoutMs < httpHeadersTimeoutMs) {
    throw new Error(
      `HTTP_REQUEST_TIMEOUT_MS (${httpRequestTimeoutMs}) must be at least HTTP_HEADERS_TIMEOUT_MS (${httpHeadersTimeoutMs})`,
    );
  }
  const total = env.MAX_CONNECTIONS;
  return {
    httpHeadersTimeoutMs,
    httpRequestTimeoutMs,
    httpKeepAliveTimeoutMs: int(env, 'HTTP_KEEP_ALIVE_TIMEOUT_MS', 5_000, 100),
    httpIdleTimeoutMs: int(env, 'HTTP_IDLE_TIMEOUT_MS', 60_000, 1000),
    // Behind a proxy every connection comes from the proxy: no cap per address unless set.
    maxConnectionsPerAddress: int(
      env,
      'MAX_CONNECTIONS_PER_ADDRESS',
      flag(env, 'TRUST_PROXY', false) ? 0 : 256,
      0,
    ),
    maxConnections: total === undefined || total === '' ? null : int(env, 'MAX_CONNECTIONS', 0, 1),
  };
}
