import { MODULE_IDS } from '@contracts/modules';
import type { AppContext } from './context';
import { retryBusy } from './db/database';
import { advisoryXactLock } from './lib/advisory-locks';
import { audit } from './lib/audit';
import { hashPassword, isStrongEnough } from './lib/passwords';
import { insertOrganization, insertUser } from './services/identity/create';
import { createResetLink } from './services/identity/password-routes';

/** What the first start without demo data did, for the start-up log. */
export type BootstrapResult =
  | { kind: 'existing' }
  | { kind: 'admin-created'; email: string }
  | { kind: 'set-password-link'; email: string; link: string };

const LINK_TTL_SECONDS = 24 * 3600;

/**
 * Without demo data, the first start creates the owner organization and one admin: with
 * ADMIN_PASSWORD when given, else with a one-time set-password link for the log.
 */
export async function bootstrapOwner(ctx: AppContext): Promise<BootstrapResult> {
  const { config, database } = ctx;
  const email = config.adminEmail ?? 'admin@localhost';
  if (config.adminPassword && !isStrongEnough(config.adminPassword, [email])) {
    throw new Error('ADMIN_PASSWORD is too weak (zxcvbn score below 2): choose a stronger one.');
  }
  const passwordHash = config.adminPassword ? await hashPassword(config.adminPassword) : null;
  const created = await retryBusy(database, () =>
    database.db.transaction().execute(async (trx) => {
      if (database.dialect === 'postgres') await advisoryXactLock(trx, 'seeding');
      if (await trx.selectFrom('organizations').select('id').limit(1).executeTakeFirst())
        return null;
      const organizationId = await insertOrganization(trx, {
        name: 'Owner',
        shortName: 'owner',
        type: 'owner',
        managementApiEnabled: true,
        modules: MODULE_IDS,
      });
      const userId = await insertUser(trx, {
        organizationId,
        email,
        name: 'Administrator',
        passwordHash,
        roles: [[organizationId, 'ADMIN']],
      });
      await audit(trx, {
        createdById: null,
        organizationId,
        entityType: 'USER',
        entityId: userId,
        eventType: 'CREATED',
        payload: { email, role: 'ADMIN', bootstrap: true },
      });
      return { userId };
    }),
  );
  if (!created) return { kind: 'existing' };
  if (passwordHash) return { kind: 'admin-created', email };
  const link = await createResetLink(ctx, created.userId, LINK_TTL_SECONDS);
  return { kind: 'set-password-link', email, link };
}
