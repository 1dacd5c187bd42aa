import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'ldapts';
import { freePort } from '../e2e/support/server';

export const SLAPD_BIN = '/usr/sbin/slapd';
export const SLAPADD_BIN = '/usr/sbin/slapadd';

/** The directory every test server holds: one suffix, a service account, users and a group. */
export const LDAP_SUFFIX = 'dc=example,dc=org';
export const LDAP_ROOT_DN = `cn=admin,${LDAP_SUFFIX}`;
export const LDAP_ROOT_PASSWORD = 'directory-root-secret';
export const LDAP_SERVICE_DN = `cn=reader,${LDAP_SUFFIX}`;
export const LDAP_SERVICE_PASSWORD = 'reader-secret';
export const LDAP_USER = { uid: 'ada', mail: 'ada@example.org', password: 'ada-directory-pass' };
export const LDAP_GROUP = 'grid-operators';

/**
 * A body of secAdmin's LDAP authenticators (spec 3.4) for this directory at `urls`, binding as
 * the service account; not the default, no Kerberos, unless `fields` say otherwise.
 */
export function directoryAuthenticator(
  urls: string[],
  fields: { name: string } & Record<string, unknown>,
) {
  return {
    urls,
    base: LDAP_SUFFIX,
    usernameKey: 'uid',
    bindDn: LDAP_SERVICE_DN,
    passwordKey: LDAP_SERVICE_PASSWORD,
    isDefault: false,
    kerberosEnabled: false,
    servicePrincipal: null,
    ...fields,
  };
}

/** A body of secAdmin's IdP mappings: a login domain to an authenticator, users in no group. */
export const domainMapping = (authenticatorId: number, loginDomain: string) => ({
  authenticatorId,
  loginDomain,
  userGroupId: null,
  kerberosEnabled: false,
});

const LDIF = `dn: ${LDAP_SUFFIX}
objectClass: dcObject
objectClass: organization
dc: example
o: Example

dn: ou=people,${LDAP_SUFFIX}
objectClass: organizationalUnit
ou: people

dn: ou=groups,${LDAP_SUFFIX}
objectClass: organizationalUnit
ou: groups

dn: ${LDAP_SERVICE_DN}
objectClass: organizationalRole
objectClass: simpleSecurityObject
cn: reader
userPassword: ${LDAP_SERVICE_PASSWORD}

dn: uid=${LDAP_USER.uid},ou=people,${LDAP_SUFFIX}
objectClass: inetOrgPerson
uid: ${LDAP_USER.uid}
cn: Ada Lovelace
sn: Lovelace
mail: ${LDAP_USER.mail}
userPassword: ${LDAP_USER.password}

dn: uid=nobody,ou=people,${LDAP_SUFFIX}
objectClass: inetOrgPerson
uid: nobody
cn: No Body
sn: Body
mail: nobody@example.org
userPassword: nobody-directory-pass

dn: cn=${LDAP_GROUP},ou=groups,${LDAP_SUFFIX}
objectClass: groupOfNames
cn: ${LDAP_GROUP}
member: uid=${LDAP_USER.uid},ou=people,${LDAP_SUFFIX}
`;

/** Who may read what: the root and the service account read all, anyone may bind. */
function slapdConf(dir: string): string {
  return `include /etc/ldap/schema/core.schema
include /etc/ldap/schema/cosine.schema
include /etc/ldap/schema/inetorgperson.schema
include /etc/ldap/schema/nis.schema
modulepath /usr/lib/ldap
moduleload back_mdb
pidfile ${dir}/slapd.pid
argsfile ${dir}/slapd.args
database mdb
maxsize 16777216
suffix "${LDAP_SUFFIX}"
rootdn "${LDAP_ROOT_DN}"
rootpw ${LDAP_ROOT_PASSWORD}
directory ${dir}/db
access to attrs=userPassword
  by self write
  by anonymous auth
  by * none
access to *
  by dn.exact="${LDAP_SERVICE_DN}" read
  by self read
  by * none
`;
}

export interface RunningSlapd {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** Binds as the root until the server answers (a cap, not a sleep). */
async function waitUntilUp(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`slapd ended: ${output()}`);
    const client = new Client({ url, timeout: 1000, connectTimeout: 1000 });
    try {
      await client.bind(LDAP_ROOT_DN, LDAP_ROOT_PASSWORD);
      return;
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`slapd did not answer: ${String(error)} ${output()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await client.unbind().catch(() => undefined);
    }
  }
}

/**
 * A real OpenLDAP server (Debian's slapd) in a temp folder: an mdb database loaded with
 * slapadd from the LDIF above, listening on a free port of 127.0.0.1. Works as any user
 * (no privileged port, nothing outside its folder). `stop` ends it and removes the folder.
 */
export async function startSlapd(): Promise<RunningSlapd> {
  const dir = await mkdtemp(path.join(tmpdir(), 'console-slapd-'));
  await mkdir(path.join(dir, 'db'));
  const conf = path.join(dir, 'slapd.conf');
  await writeFile(conf, slapdConf(dir));
  await writeFile(path.join(dir, 'data.ldif'), LDIF);
  const load = spawnSync(SLAPADD_BIN, ['-f', conf, '-l', path.join(dir, 'data.ldif')], {
    encoding: 'utf8',
  });
  if (load.status !== 0) {
    await rm(dir, { recursive: true, force: true });
    throw new Error(`slapadd failed: ${load.stderr}`);
  }
  const port = await freePort();
  const url = `ldap://127.0.0.1:${port}`;
  // -d 0: stays in the foreground (a child this process can end), logging nothing.
  const child = spawn(SLAPD_BIN, ['-f', conf, '-h', `${url}/`, '-d', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const ended = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await ended;
    }
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(url, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, stop };
}
