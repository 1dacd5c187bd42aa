import type { Migration } from 'kysely';
import type { Dialect } from '../dialect';
import { idColumn, type Db } from './helpers';

/**
 * Pending invitations to join an organization with a role, addressed by e-mail: an admin who
 * is not an owner adds a user of another organization (or a new person) only through one, and
 * the person joins when they accept it (a new person: when they set their password through the
 * invitation's link, whose token is stored hashed). One pending invitation per organization
 * and e-mail; an accepted, declined or withdrawn one is deleted (the audit log keeps it).
 */
export function membershipInvitations(dialect: Dialect): Migration {
  return {
    async up(db: Db) {
      await db.schema
        .createTable('membership_invitations')
        .addColumn('id', 'integer', idColumn(dialect))
        .addColumn('organization_id', 'integer', (c) =>
          c.notNull().references('organizations.id').onDelete('cascade'),
        )
        // Lowercase, as the admin typed it.
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        // A new person's name and phone number, for the user made when they set a password.
        .addColumn('name', 'text')
        .addColumn('phone', 'text')
        // SHA-256 of the set-password link's token (an invitation of a new person only).
        .addColumn('token_hash', 'text', (c) => c.unique())
        .addColumn('invited_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('membership_invitations_email_uq', ['organization_id', 'email'])
        .execute();
      await db.schema
        .createIndex('membership_invitations_email_idx')
        .on('membership_invitations')
        .columns(['email', 'expires_at'])
        .execute();
    },
    async down(db: Db) {
      await db.schema.dropTable('membership_invitations').execute();
    },
  };
}
