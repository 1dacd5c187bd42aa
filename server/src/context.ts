import type { Kysely } from 'kysely';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import type { DB } from './db/schema';
import type { TokenSigner } from './lib/jwt';
import type { Mailer } from './lib/mail';
import type { ServiceHealth } from './lib/service-health';

/** What every service plugin is given: one object, built once in app.ts. */
export interface AppContext {
  config: ServerConfig;
  database: Database;
  db: Kysely<DB>;
  /**
   * For long reads outside a transaction (aggregates and pages over the traces): on
   * SQLite a pool of reader threads, so they do not hold the event loop; on PostgreSQL
   * the same as `db`.
   */
  reads: Kysely<DB>;
  signer: TokenSigner;
  mailer: Mailer;
  services: ServiceHealth;
  version: string;
}
