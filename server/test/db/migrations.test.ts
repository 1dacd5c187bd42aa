import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../src/db/migrations';

const FOLDER = path.resolve(import.meta.dirname, '../../src/db/migrations');

/**
 * The SHA-256 of every shipped migration file. A database that ran a migration never
 * runs it again, so a shipped file must not change: a change to the schema is a new
 * migration, appended to the index and here. The helpers they share are pinned too (a
 * new helper goes in a new file).
 */
const SHIPPED: Record<string, string> = {
  '0001_initial': '0c9310f33e9cc9ba115509620a1a59827582b2fbea58df127ec00064f7e9be19',
  '0002_heartbeat': '4ae9b003838d7fe87953d91bdbe4507a8b94b44dacef9e75b077fec8c95f4285',
  '0003_trace_search': 'fb067741ed5f4838796b1994b9696fe6e64c65b959f234f0342a2f643443d5f8',
  '0004_payload_bytes': '6a7e60ef423b1b11807645ec56cdd92c9d4d9a905b2bdd4e2d2af62429f0c364',
  '0005_payload_usage': '06213cb45bbff9b0f90499a6a3b0486649632ab818c78310260ce24f743fea72',
  '0006_flow_hours': 'cb6f079aff751ec98ebccaeb05d85525bca74e9cef2a20727d87a27edb566b8b',
  '0007_flow_hour_revisions': '84e8cc9d14c15d060816009cf67398c0d6cd3c69577e4ed5d0acec1e1ac46dc3',
  '0008_datalake': '7d66554a712df5f79fc48f1d6ccd7dfe8ee44bb43e03545b18e26f9f921636c9',
  '0009_assets': '27438c5600003231adbcaf3651d86c934bf352864d593efdb82728043a8a145e',
  '0010_security': 'a6d50655ae432ee02e1d6445c03354f09c0899f38e529d6a93417df6f546463c',
  '0013_audit_indexes': '040ca8bebef1bbcda7c7f2fe77f20ecf6d98fd989503b2330e2c345f0f8bb082',
  '0014_certificates': '608654d0a9a6e8f2a6e620187022301c89fe6ef33b240eb21ac36e82e1500a57',
  '0015_resources': 'cb46e3e4d613aa5291ca6b8826d36ef3e207c8e80338df4b9d2e69dfb6467662',
  '0016_alerts': '3ad7a6a1b4a3bab3ccebdd9f85e41eee3eb1d246cdfbb4d7c5f362f06e088a95',
  '0018_beatbox_agents': '8502b15bc9314ab7b5f43c2ff931ce2e2035d98a45dd0d3ffbf0f351778e0fac',
  '0019_organizations': '6b3f69586dd2c8bcaea7d528f32d5b40161718ce2eb1e4edda91184f248e668d',
  '0020_authorization_limits': '20a9a18c5ee9173ee6749cc8f7cec231f28a8a514a7ba45eb32ea8aa43e95fa5',
  '0021_authenticators': '7043ae45722c1dcd78820a4d472a575a5a96fe7f8da4144d62e4f84e7d8401c0',
  '0022_user_disabled': '55b50ed324f69f0b6b367c2fd01b201fdc95aced8685ca450b355876f524edb1',
  '0023_idp_mapping_approval': '8e45ce5f905b839938c969c0421389135b6ab5b2e577bfad78b5175402621c64',
  '0024_membership_invitations': 'b19d31bde5731f818501309c15d1fdea44e15f0a2e32b67352c2bca5f6a99707',
  '0025_job_runs': '0d9fdd73ca421d321716c624c89f6372d0e0eae0b833872a6a0db7cfd67c37bb',
};
const PINNED_HELPERS: Record<string, string> = {
  helpers: 'f79041a10666566d4d7dd37c7717b821133d1d736222cb2e92e347978cd084b4',
};

function hashOf(name: string): string {
  // Line endings as checked out must not matter.
  const text = fs.readFileSync(path.join(FOLDER, `${name}.ts`), 'utf8').replace(/\r\n/g, '\n');
  return createHash('sha256').update(text).digest('hex');
}

describe('migrations', () => {
  it('keeps every shipped migration, unchanged', () => {
    for (const [name, hash] of Object.entries({ ...SHIPPED, ...PINNED_HELPERS })) {
      expect(fs.existsSync(path.join(FOLDER, `${name}.ts`)), `${name}.ts is gone`).toBe(true);
      expect(hashOf(name), `${name}.ts changed: write a new migration instead`).toBe(hash);
    }
  });

  it('runs the shipped ones first, in order, and new ones after them', () => {
    const names = Object.keys(MIGRATIONS);
    expect(names.slice(0, Object.keys(SHIPPED).length)).toEqual(Object.keys(SHIPPED));
    expect([...names].sort()).toEqual(names);
  });

  it('has one file per migration, each in the index under its file name', () => {
    const files = fs
      .readdirSync(FOLDER)
      .filter((file) => /^\d{4}_.+\.ts$/.test(file))
      .map((file) => file.replace(/\.ts$/, ''));
    expect(files.sort()).toEqual(Object.keys(MIGRATIONS));
    for (const name of Object.keys(MIGRATIONS).slice(Object.keys(SHIPPED).length)) {
      throw new Error(`${name} is new: add its hash (${hashOf(name)}) to SHIPPED`);
    }
  });
});
