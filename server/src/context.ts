import type { Kysely } from 'kysely';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import type { DB } from './db/schema';
import type { TokenSigner } from './lib/jwt';
import type { Mailer } from './lib/mail';
import type { ServiceRegistry } from './services/platform/registry';

/** What every service plugin is given: one object, built once in app.ts. */
export interface AppContext {
  config: ServerConfig;
  database: Database;
  db: Kysely<DB>;
  signer: TokenSigner;
  mailer: Mailer;
  services: ServiceRegistry;
  version: string;
}
