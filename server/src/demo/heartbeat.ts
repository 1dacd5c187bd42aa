/* eslint-disable max-lines -- the demo estate's flows and their traffic as data; splitting would only scatter it. */
import type { Insertable, Transaction } from 'kysely';
import type { ConnectorKind } from '@contracts/heartbeat';
import type { DB, FlowsTable } from '../db/schema';
import { sha256 } from '../lib/crypto';
import { pick, poisson, seededRandom } from '../lib/random';
import { addPayloadBytes, deliveryAttempts, samplePayload } from '../services/insights/engine';
import type { FlowRow } from '../services/insights/engine';
import { HOUR_MS, insertTraces, raiseHourRevisions } from '../services/insights/flow-hours';
import { processor, seededStamps } from './rows';

const INBOUND: ConnectorKind[] = [
  'rest-inbound',
  'file-inbound',
  'cloud-pubsub-inbound',
  'handoff-inbound',
  'schedule-inbound',
  'soap-inbound',
];
const OUTBOUND: ConnectorKind[] = [
  'rest-outbound',
  'file-outbound',
  'message-broker-outbound',
  'erp-bapi-outbound',
  'email-outbound',
  'soap-outbound',
  'splitter-outbound',
];
const GROUPS = ['metering', 'billing', 'outage', 'grid', 'customer', 'assets', 'market'];
const SUBJECTS = [
  'meter-readings',
  'meter-events',
  'usage-points',
  'outage-notices',
  'invoices',
  'customer-moves',
  'work-orders',
  'grid-topology',
  'settlements',
  'load-profiles',
  'tariffs',
  'alarms',
];
const TARGETS = ['erp', 'mdm', 'crm', 'scada', 'gis', 'datahub', 'billing', 'archive'];

function processorsFor(
  inbound: ConnectorKind,
  outbound: ConnectorKind,
  target: string,
  org: string,
) {
  return [
    processor(
      'receive',
      inbound,
      inbound === 'schedule-inbound' ? { cron: '0 */15 * * * *' } : { path: `/${org}/in` },
    ),
    processor('validate', 'validate', { schema: 'cim-meter-reading-v2' }),
    processor('map', 'transform', { mapping: `to-${target}` }),
    processor('deliver', outbound, {
      url: `https://${target}.${org}.example.net/api`,
      destination: target,
    }),
  ];
}

interface FlowSeed {
  id: string;
  description: string;
  inbound: ConnectorKind;
  outbound: ConnectorKind;
  target: string;
  groups: string[];
  state?: 'STARTED' | 'STOPPED';
  anonymous?: boolean;
  trafficPerMinute: number;
  failureRate: number;
}

/** Flows every demo organization has, with known ids for tests and tours. */
const NAMED_FLOWS: FlowSeed[] = [
  {
    id: 'meter-readings-in',
    description: 'Meter readings from head-end systems over REST into the meter data store',
    inbound: 'rest-inbound',
    outbound: 'message-broker-outbound',
    target: 'mdm',
    groups: ['metering'],
    trafficPerMinute: 3,
    failureRate: 0.03,
  },
  {
    id: 'outage-report-public',
    description: 'Public outage reports from the customer web site',
    inbound: 'rest-inbound',
    outbound: 'email-outbound',
    target: 'crm',
    groups: ['outage', 'customer'],
    anonymous: true,
    trafficPerMinute: 0.5,
    failureRate: 0,
  },
  {
    id: 'erp-billing-export',
    description: 'Billing determinants to the ERP every fifteen minutes',
    inbound: 'schedule-inbound',
    outbound: 'erp-bapi-outbound',
    target: 'erp',
    groups: ['billing'],
    trafficPerMinute: 1,
    failureRate: 0.55,
  },
  {
    id: 'scada-file-import',
    description: 'SCADA measurement files from the grid control centre',
    inbound: 'file-inbound',
    outbound: 'rest-outbound',
    target: 'scada',
    groups: ['grid'],
    state: 'STOPPED',
    trafficPerMinute: 1,
    failureRate: 0.02,
  },
];

function generatedFlows(count: number, seed: number): FlowSeed[] {
  const random = seededRandom(seed);
  const flows: FlowSeed[] = [];
  const taken = new Set(NAMED_FLOWS.map((f) => f.id));
  for (let i = 0; flows.length < count; i += 1) {
    const subject = pick(random, SUBJECTS);
    const target = pick(random, TARGETS);
    const id = `${subject}-to-${target}-${String(i).padStart(3, '0')}`;
    if (taken.has(id)) continue;
    taken.add(id);
    const roll = random();
    flows.push({
      id,
      description: `${subject.replace(/-/g, ' ')} to ${target.toUpperCase()}`,
      inbound: pick(random, INBOUND),
      outbound: pick(random, OUTBOUND),
      target,
      groups: [pick(random, GROUPS), ...(random() < 0.2 ? [pick(random, GROUPS)] : [])].filter(
        (g, index, all) => all.indexOf(g) === index,
      ),
      // About one in twelve is down and one in ten failing; the rest mostly work.
      state: roll < 0.08 ? 'STOPPED' : 'STARTED',
      trafficPerMinute: Math.round((0.05 + random() * 0.6) * 100) / 100,
      failureRate: roll > 0.9 ? 0.2 + random() * 0.5 : random() * 0.03,
    });
  }
  return flows;
}

function flowRow(
  organizationId: number,
  org: string,
  seed: FlowSeed,
  at: string,
): Insertable<FlowsTable> {
  return {
    organization_id: organizationId,
    id: seed.id,
    description: seed.description,
    exchange_pattern:
      seed.inbound === 'rest-inbound' || seed.inbound === 'soap-inbound' ? 'InOut' : 'InOnly',
    state: seed.state ?? 'STARTED',
    groups_json: JSON.stringify(seed.groups),
    owner: `${seed.groups[0] ?? 'integration'}-team@${org}.example.com`,
    spec_version: 3,
    deployed_at: at,
    updated_at: at,
    allow_anonymous_access: seed.anonymous ? 1 : 0,
    redelivery_max_attempts: 3,
    redelivery_timeout_ms: 30_000,
    dead_letter_id: `${seed.id}-dlq`,
    dead_letter_log_full_message: 1,
    dead_letter_redelivery_ms: 3_600_000,
    processors_json: JSON.stringify(processorsFor(seed.inbound, seed.outbound, seed.target, org)),
    documentation: `# ${seed.description}\n\nOwned by the ${seed.groups.join(' and ')} team. Receives through ${seed.inbound} and delivers to ${seed.target.toUpperCase()} through ${seed.outbound}.`,
    inbound_kind: seed.inbound,
    paused: 0,
    disabled_by: null,
    disabled_at: null,
    disabled_reason: null,
    traffic_per_minute: seed.trafficPerMinute,
    failure_rate: seed.failureRate,
  };
}

/** The demo API key of an organization's meter gateway service account. */
export function demoApiKey(organizationShortName: string): string {
  return `demo-${organizationShortName}-meter-gateway-key`;
}

const FLOW_COUNTS: Record<string, number> = { owner: 120, nordkraft: 200, fjordnett: 60 };

/** Flows, service accounts, flow access and (optionally) hours of past traffic. */
export async function seedHeartbeat(
  trx: Transaction<DB>,
  organizations: Map<string, number>,
  historyHours: number,
  historyDays = 0,
): Promise<void> {
  const now = Date.now();
  const at = new Date(now - 30 * 86_400_000).toISOString();
  let seed = 1;
  for (const [org, organizationId] of organizations) {
    const seeds = [...NAMED_FLOWS, ...generatedFlows(FLOW_COUNTS[org] ?? 50, (seed += 1))];
    const rows = seeds.map((s) => flowRow(organizationId, org, s, at));
    for (let i = 0; i < rows.length; i += 100) {
      await trx
        .insertInto('flows')
        .values(rows.slice(i, i + 100))
        .execute();
    }
    const accounts = [
      { name: 'meter-gateway', type: 'API_KEY', key: demoApiKey(org) },
      { name: 'erp-connector', type: 'BASIC', key: null },
      { name: 'legacy-billing', type: 'POLLER', key: null },
    ];
    const accountIds: [number, number, number] = [0, 0, 0];
    for (const [index, account] of accounts.entries()) {
      const { id } = await trx
        .insertInto('service_accounts')
        .values({
          organization_id: organizationId,
          name: account.name,
          credential_type: account.type,
          api_key_hash: account.key ? sha256(account.key) : null,
          ...seededStamps(at),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      accountIds[index] = id;
    }
    // Most flows have an access; one in twenty has none, and one access points at a
    // flow that was undeployed: both show up in the issues list.
    const access = seeds
      .filter((_s, index) => index % 20 !== 7)
      .map((s, index) => ({
        organization_id: organizationId,
        service_account_id: index % 2 === 0 ? accountIds[0] : accountIds[1],
        flow_id: s.id,
        ...seededStamps(at),
      }));
    access.push({
      organization_id: organizationId,
      service_account_id: accountIds[2],
      flow_id: 'old-billing-sync',
      ...seededStamps(at),
    });
    for (let i = 0; i < access.length; i += 100) {
      await trx
        .insertInto('flow_accesses')
        .values(access.slice(i, i + 100))
        .execute();
    }
    if (historyHours > 0 || historyDays > 0) {
      const flows = await trx
        .selectFrom('flows')
        .selectAll()
        .where('organization_id', '=', organizationId)
        .execute();
      // Traces for the last hours (from a clock hour on), hourly sums for the days before.
      const tracesFrom = Math.floor((now - historyHours * HOUR_MS) / HOUR_MS) * HOUR_MS;
      const sumsFrom = Math.floor((now - historyDays * 24 * HOUR_MS) / HOUR_MS) * HOUR_MS;
      // Sums first: a retried message's first attempts may fall in the hour before the
      // traces, and the traces add to the sums there.
      const running = flows.filter((flow) => flow.state === 'STARTED');
      await backfillHours({
        trx,
        flows: running,
        from: sumsFrom,
        to: tracesFrom,
        random: seededRandom(seed * 104_729),
      });
      if (historyHours > 0) {
        const random = seededRandom(seed * 7919);
        await backfill({ trx, flows: running, from: tracesFrom, to: now, random });
      }
    }
  }
}

/** Past traffic to write: of the running flows, over [from, to), drawn from `random`. */
interface Backfill {
  trx: Transaction<DB>;
  flows: FlowRow[];
  from: number;
  to: number;
  random: () => number;
}

/**
 * Older past traffic as hourly sums only, drawn from each flow's rate, failure rate and
 * redelivery: the charts and metrics of the last days have content on the first start
 * without writing their traces (only the recent hours have traces to open, as after a
 * trace retention).
 */
async function backfillHours({ trx, flows, from, to, random }: Backfill): Promise<void> {
  const rows: Insertable<DB['flow_hours']>[] = [];
  for (const flow of flows) {
    const processors = Math.max(1, (JSON.parse(flow.processors_json) as unknown[]).length);
    const maxAttempts = Math.max(1, flow.redelivery_max_attempts);
    for (let hour = from; hour < to; hour += HOUR_MS) {
      const messages = poisson(random, flow.traffic_per_minute * 60);
      if (messages === 0) continue;
      // Attempt by attempt: those that fail again are retried, the last failure is final.
      let failing = messages;
      let retrying = 0;
      let failed = 0;
      for (let n = 1; n <= maxAttempts && failing > 0; n += 1) {
        failing = Math.min(failing, poisson(random, failing * flow.failure_rate));
        if (n < maxAttempts) retrying += failing;
        else failed = failing;
      }
      const attempts = messages + retrying;
      // Each processor takes 2 to 122 ms (engine.ts); replies take up to 40 ms more.
      const min = Math.round(processors * (2 + random() * 20));
      const max = Math.round(processors * (100 + random() * 22));
      rows.push({
        organization_id: flow.organization_id,
        hour,
        flow_id: flow.id,
        attempts,
        successful: messages - failed,
        failed,
        retrying,
        connector_errors: Math.min(retrying + failed, poisson(random, (retrying + failed) / 2)),
        processing_min: min,
        processing_sum: Math.round(attempts * processors * 62),
        processing_max: max,
        response_min: min,
        response_sum: Math.round(attempts * (processors * 62 + 20)),
        response_max: max + 40,
      });
    }
  }
  for (let i = 0; i < rows.length; i += 200) {
    await trx
      .insertInto('flow_hours')
      .values(rows.slice(i, i + 200))
      .execute();
  }
  await raiseHourRevisions(
    trx,
    rows.map((row) => row.organization_id),
  );
}

/** Past traffic, so charts and lists have content on the first start. */
async function backfill({ trx, flows, from, to, random }: Backfill): Promise<void> {
  const slot = 5 * 60_000;
  for (const flow of flows) {
    const messages: { at: number; body: string; contentType: string }[] = [];
    for (let start = from; start < to; start += slot) {
      const count = poisson(random, (flow.traffic_per_minute * slot) / 60_000);
      for (let i = 0; i < count; i += 1) {
        const at = Math.floor(start + random() * slot);
        messages.push({ at, ...samplePayload(flow, random, at) });
      }
    }
    for (let i = 0; i < messages.length; i += 200) {
      const chunk = messages.slice(i, i + 200);
      const withBody = chunk.filter((m) => m.body.length > 0);
      const ids =
        withBody.length === 0
          ? []
          : await trx
              .insertInto('payloads')
              .values(
                withBody.map((m) => ({
                  organization_id: flow.organization_id,
                  content_type: m.contentType,
                  body: m.body,
                  size: Buffer.byteLength(m.body),
                  created: m.at,
                })),
              )
              .returning('id')
              .execute();
      if (withBody.length > 0) {
        await addPayloadBytes(
          trx,
          flow.organization_id,
          withBody.reduce((sum, m) => sum + Buffer.byteLength(m.body), 0),
        );
      }
      let next = 0;
      const traces = chunk.flatMap((m) => {
        const payloadId = m.body.length > 0 ? (ids[next++]?.id ?? null) : null;
        return deliveryAttempts(flow, { source: 'TRAFFIC', at: m.at }, payloadId, random).rows;
      });
      for (let j = 0; j < traces.length; j += 400) {
        await insertTraces(trx, traces.slice(j, j + 400));
      }
    }
  }
}
