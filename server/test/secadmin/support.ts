import { insertUser } from '../../src/services/identity/create';
import type { TestServer } from '../support';

/**
 * Admins of nordkraft (2) and fjordnett (3), besides the demo's owner, with the demo
 * password: the demo has no admin of a customer organization.
 */
export async function addOrganizationAdmins(server: TestServer): Promise<void> {
  const { db } = server.database;
  const { password_hash: passwordHash } = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  await db.transaction().execute(async (trx) => {
    for (const [email, org] of [
      ['nordadmin@example.com', 2],
      ['fjordadmin@example.com', 3],
    ] as const) {
      await insertUser(trx, {
        organizationId: org,
        email,
        name: email,
        passwordHash,
        roles: [[org, 'ADMIN']],
      });
    }
  });
}

/** The session id an access token belongs to (its `sid` claim). */
export function sessionIdOf(accessToken: string): string {
  const payload = accessToken.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sid: string }).sid;
}
