import type { AlertTables } from './alerts';
import type { AssetTables } from './assets';
import type { BeatboxTables } from './beatbox';
import type { CertificateTables } from './certificates';
import type { ConfigTables } from './config';
import type { DatalakeTables } from './datalake';
import type { IdentityTables } from './identity';
import type { JobTables } from './jobs';
import type { InsightsTables } from './insights';
import type { RecordTables } from './records';
import type { RegistryTables } from './registry';
import type { ResourceTables } from './resources';
import type { SecurityTables } from './security';

export type * from './alerts';
export type * from './assets';
export type * from './beatbox';
export type * from './certificates';
export type * from './columns';
export type * from './config';
export type * from './datalake';
export type * from './identity';
export type * from './jobs';
export type * from './insights';
export type * from './records';
export type * from './registry';
export type * from './resources';
export type * from './security';

/** Every table, by domain: the database as Kysely sees it. */
export interface DB
  extends
    IdentityTables,
    ConfigTables,
    RecordTables,
    RegistryTables,
    ResourceTables,
    InsightsTables,
    AssetTables,
    SecurityTables,
    DatalakeTables,
    BeatboxTables,
    AlertTables,
    CertificateTables,
    JobTables {}
