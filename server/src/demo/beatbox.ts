import type { Transaction } from 'kysely';
import type { EdgeStatus } from '@contracts/beatbox';
import type { DB } from '../db/schema';
import { insertHost, type EdgeKind, type HostValues } from '../services/beatbox/store';

/** A self-signed certificate (CN agents.example.com, ten years) as the agents' server trust. */
export const DEMO_SERVER_TRUST_PEM = `-----BEGIN CERTIFICATE-----
MIIBjzCCATWgAwIBAgIUCwjhODz2gn0GyLbltPltcqObgIAwCgYIKoZIzj0EAwIw
HTEbMBkGA1UEAwwSYWdlbnRzLmV4YW1wbGUuY29tMB4XDTI2MTEyNjAzNDQwNFoX
DTM2MTEyMzAzNDQwNFowHTEbMBkGA1UEAwwSYWdlbnRzLmV4YW1wbGUuY29tMFkw
EwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE7E9Peik062nJdYD1/Zj0eN9OD5yugmZA
CKyNuBKYxHgGcGYIR+91Z3fkG1HGaI/ZpwjpRuOwAoGLGdnqzgYtdqNTMFEwHQYD
VR0OBBYEFKrhECGYdWCMON0VCVEype2xXEcIMB8GA1UdIwQYMBaAFKrhECGYdWCM
ON0VCVEype2xXEcIMA8GA1UdEwEB/wQFMAMBAf8wCgYIKoZIzj0EAwIDSAAwRQIh
AJ7IHTdd7qOjZgNZvSBB3qETlov3SDv5QQCooz5eXVC0AiAJEKl6LadBVsExQY3K
EsZ16eSOm2rGUie8m92n2nHyWQ==
-----END CERTIFICATE-----`;

interface DemoHost {
  kind: EdgeKind;
  status: EdgeStatus;
  /** Minutes since it last reported; null: never. */
  seenMinutesAgo: number | null;
  /** Which of the organization's flows (in id order) it runs. */
  flows: readonly number[];
  values: (shortName: string) => HostValues;
}

const DEMO_HOSTS: readonly DemoHost[] = [
  {
    kind: 'beatbox',
    status: 'ONLINE',
    seenMinutesAgo: 1,
    flows: [0, 2, 4],
    values: (org) => ({
      name: 'substation-north',
      hostname: `bb-north.${org}.example.com`,
      ip: '10.20.1.11',
      os: 'Debian GNU/Linux 12',
      version: '4.2.1',
    }),
  },
  {
    kind: 'beatbox',
    status: 'OFFLINE',
    seenMinutesAgo: 3 * 60,
    flows: [1, 3],
    values: (org) => ({
      name: 'substation-south',
      hostname: `bb-south.${org}.example.com`,
      ip: '10.20.2.12',
      os: 'Ubuntu 22.04 LTS',
      version: '4.1.7',
    }),
  },
  {
    kind: 'agent',
    status: 'ONLINE',
    seenMinutesAgo: 2,
    flows: [5, 6],
    values: (org) => ({
      name: 'plant-agent',
      hostname: `agent.${org}.example.com`,
      ip: null,
      os: 'Windows Server 2022',
      version: '2.8.0',
      baseDomain: `${org}.agents.example.com`,
      serverTrustPem: DEMO_SERVER_TRUST_PEM,
    }),
  },
];

/** Two beatboxes and an agent per organization, each running a few of its flows. */
export async function seedBeatboxes(trx: Transaction<DB>, orgIds: ReadonlyMap<string, number>) {
  const now = Date.now();
  for (const [shortName, org] of orgIds) {
    const flows = await trx
      .selectFrom('flows')
      .select('id')
      .where('organization_id', '=', org)
      .orderBy('id')
      .limit(10)
      .execute();
    for (const demo of DEMO_HOSTS) {
      const flowIds = demo.flows.flatMap((index) => flows[index]?.id ?? []);
      const seen = demo.seenMinutesAgo === null ? null : now - demo.seenMinutesAgo * 60_000;
      await insertHost(
        trx,
        demo.kind,
        org,
        demo.values(shortName),
        flowIds,
        null,
        demo.status,
        seen === null ? null : new Date(seen).toISOString(),
      );
    }
  }
}
