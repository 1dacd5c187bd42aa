/* eslint-disable max-lines -- the demo organizations, users and features as data, beside the one seeding transaction. */
import type { Transaction } from 'kysely';
import type { ModuleId } from '@contracts/modules';
import { MODULE_IDS } from '@contracts/modules';
import type { FeatureFlag } from '@contracts/features';
import type { OrganizationType } from '@contracts/identity';
import type { Role } from '@contracts/roles';
import { retryBusy } from '../db/database';
import type { Database } from '../db/database';
import type { DB } from '../db/schema';
import { advisoryXactLock } from '../lib/advisory-locks';
import { audit } from '../lib/audit';
import { nowIso } from '../lib/crypto';
import { hashPassword } from '../lib/passwords';
import { insertOrganization, insertUser } from '../services/identity/create';
import { seedAssets } from './assets';
import { seedBeatboxes } from './beatbox';
import { seedDatalake } from './datalake';
import { seedHeartbeat } from './heartbeat';
import { seedResources } from './resources';

export const DEMO_PASSWORD = 'console-demo';

interface DemoOrganization {
  name: string;
  shortName: string;
  type: OrganizationType;
  country: string;
  place: string;
  modules: readonly ModuleId[];
  locale: string;
  timeZone: string;
}

/** Inserted in this order, so the owner organization gets id 1 on either database. */
export const DEMO_ORGANIZATIONS: DemoOrganization[] = [
  {
    name: 'Gridline Platform',
    shortName: 'owner',
    type: 'owner',
    country: 'Norway',
    place: 'Oslo',
    modules: MODULE_IDS,
    locale: 'en',
    timeZone: 'Europe/Oslo',
  },
  {
    name: 'Nordkraft Energi',
    shortName: 'nordkraft',
    type: 'customer',
    country: 'Norway',
    place: 'Bergen',
    modules: ['heartbeat', 'datalake', 'assets', 'ghostwriter', 'platform', 'security', 'settings'],
    locale: 'en',
    timeZone: 'Europe/Oslo',
  },
  {
    name: 'Fjordnett',
    shortName: 'fjordnett',
    type: 'customer',
    country: 'Denmark',
    place: 'Aarhus',
    modules: ['heartbeat', 'platform', 'settings'],
    locale: 'dk',
    timeZone: 'Europe/Copenhagen',
  },
];

interface DemoUser {
  email: string;
  name: string;
  organization: string;
  roles: [string, Role][];
}

export const DEMO_USERS: DemoUser[] = [
  {
    email: 'admin@example.com',
    name: 'Ada Admin',
    organization: 'owner',
    roles: [['owner', 'ADMIN']],
  },
  {
    email: 'deployer@example.com',
    name: 'Dag Deployer',
    organization: 'nordkraft',
    roles: [['nordkraft', 'DEPLOYER']],
  },
  {
    email: 'operator@example.com',
    name: 'Olga Operator',
    organization: 'nordkraft',
    roles: [['nordkraft', 'OPERATOR']],
  },
  {
    email: 'monitor@example.com',
    name: 'Mona Monitor',
    organization: 'nordkraft',
    roles: [['nordkraft', 'MONITOR']],
  },
  {
    email: 'billing@example.com',
    name: 'Bjørn Billing',
    organization: 'nordkraft',
    roles: [['nordkraft', 'BILLING']],
  },
  {
    email: 'agent@example.com',
    name: 'Agnes Agent',
    organization: 'nordkraft',
    roles: [['nordkraft', 'AGENT']],
  },
  {
    email: 'multi@example.com',
    name: 'Mia Multi',
    organization: 'nordkraft',
    roles: [
      ['nordkraft', 'OPERATOR'],
      ['fjordnett', 'MONITOR'],
    ],
  },
  { email: 'noroles@example.com', name: 'Nils Noroles', organization: 'nordkraft', roles: [] },
];

interface DemoFeature {
  key: FeatureFlag;
  name: string;
  description: string;
  enabled: boolean;
  /** Organization short names; empty with allOrganizations. */
  organizations: string[];
  allOrganizations: boolean;
}

export const DEMO_FEATURES: DemoFeature[] = [
  {
    key: 'flowControl',
    name: 'Flow control',
    description: 'Pause and resume flows',
    enabled: true,
    organizations: [],
    allOrganizations: true,
  },
  {
    key: 'resubmitTraces',
    name: 'Resubmit traces',
    description: 'Resubmit payloads of traces',
    enabled: true,
    organizations: [],
    allOrganizations: true,
  },
  {
    key: 'multiScreen',
    name: 'Multi-screen',
    description: 'Share date range and refresh across tabs',
    enabled: true,
    organizations: [],
    allOrganizations: true,
  },
  {
    key: 'alerts',
    name: 'Alerts',
    description: 'Alert rules on message counts',
    enabled: true,
    organizations: [],
    allOrganizations: true,
  },
  {
    key: 'reporting',
    name: 'Reporting',
    description: 'Flow reports with xlsx export',
    enabled: true,
    organizations: ['owner', 'nordkraft'],
    allOrganizations: false,
  },
  {
    key: 'flowSpecEdit',
    name: 'Flow spec editor',
    description: 'Edit flow specs in the console',
    enabled: true,
    organizations: ['owner', 'nordkraft'],
    allOrganizations: false,
  },
  {
    key: 'metricsGraph',
    name: 'Metrics graph',
    description: 'Histograms on flow pages',
    enabled: true,
    organizations: [],
    allOrganizations: true,
  },
  {
    key: 'connectivityCheck',
    name: 'Connectivity check',
    description: 'Check that a host and port can be reached',
    enabled: true,
    organizations: ['owner', 'nordkraft'],
    allOrganizations: false,
  },
  {
    key: 'beatbox',
    name: 'Beatbox',
    description: 'Edge flow servers',
    enabled: true,
    organizations: ['owner', 'nordkraft'],
    allOrganizations: false,
  },
  {
    key: 'connectAgent',
    name: 'Connect agents',
    description: 'Agents that run flows on the customer site',
    enabled: true,
    organizations: ['owner', 'nordkraft'],
    allOrganizations: false,
  },
  {
    key: 'securityIDP',
    name: 'Identity provider settings',
    description: 'Authenticators and login UI',
    enabled: true,
    organizations: ['owner'],
    allOrganizations: false,
  },
  {
    key: 'foundation',
    name: 'Foundation mode',
    description: 'Platform-branded shell',
    enabled: false,
    organizations: [],
    allOrganizations: false,
  },
  {
    key: 'microsoftLogin',
    name: 'Directory sign-in',
    description: 'Single sign-on with the directory',
    enabled: false,
    organizations: [],
    allOrganizations: false,
  },
];

async function lockSeeding(trx: Transaction<DB>, database: Database) {
  if (database.dialect === 'postgres') {
    await advisoryXactLock(trx, 'seeding');
  }
}

/** Seeds the demo estate once; a database that has organizations is left as it is. */
export async function seedDemo(
  database: Database,
  options: { historyHours?: number; historyDays?: number } = {},
): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return retryBusy(database, () =>
    database.db.transaction().execute(async (trx) => {
      await lockSeeding(trx, database);
      const existing = await trx
        .selectFrom('organizations')
        .select('id')
        .limit(1)
        .executeTakeFirst();
      if (existing) return false;
      const now = nowIso();
      const orgIds = new Map<string, number>();
      for (const org of DEMO_ORGANIZATIONS) {
        const id = await insertOrganization(trx, {
          name: org.name,
          shortName: org.shortName,
          type: org.type,
          parentId: org.type === 'owner' ? null : (orgIds.get('owner') ?? null),
          country: org.country,
          place: org.place,
          email: `contact@${org.shortName}.example.com`,
          managementApiEnabled: org.type === 'owner',
          modules: org.modules,
        });
        orgIds.set(org.shortName, id);
        await trx
          .insertInto('organization_configurations')
          .values({
            organization_id: id,
            locale: org.locale,
            theme: 'dark',
            time_zone: org.timeZone,
            data_lake_api_host: null,
            data_lake_graphql_host: null,
            updated: now,
          })
          .execute();
      }
      const orgId = (shortName: string) => {
        const id = orgIds.get(shortName);
        if (id === undefined) throw new Error(`demo organization ${shortName} is missing`);
        return id;
      };
      for (const user of DEMO_USERS) {
        await insertUser(trx, {
          organizationId: orgId(user.organization),
          email: user.email,
          name: user.name,
          passwordHash,
          roles: user.roles.map(([org, role]) => [orgId(org), role]),
        });
      }
      for (const feature of DEMO_FEATURES) {
        await trx
          .insertInto('features')
          .values({
            key: feature.key,
            name: feature.name,
            description: feature.description,
            enabled: feature.enabled ? 1 : 0,
            all_organizations: feature.allOrganizations ? 1 : 0,
          })
          .execute();
        for (const org of feature.organizations) {
          await trx
            .insertInto('feature_organizations')
            .values({ feature_key: feature.key, organization_id: orgId(org) })
            .execute();
        }
      }
      await seedHeartbeat(trx, orgIds, options.historyHours ?? 0, options.historyDays ?? 0);
      await seedResources(trx, orgIds, now);
      await seedAssets(trx, orgId('nordkraft'));
      await seedBeatboxes(trx, orgIds);
      await seedDatalake(trx, orgIds);
      await audit(trx, {
        createdById: null,
        organizationId: null,
        entityType: 'DEMO',
        entityId: null,
        eventType: 'SEEDED',
        payload: { organizations: DEMO_ORGANIZATIONS.length, users: DEMO_USERS.length },
      });
      return true;
    }),
  );
}
