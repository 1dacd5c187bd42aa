import type { ColumnDefinitionBuilder, Migration } from 'kysely';
import type { Dialect } from '../dialect';
import { idColumn, type Db } from './helpers';

/**
 * Identity provider settings of the secAdmin service (spec 3.4, securityIDP): LDAP and RSA
 * authenticators, the mappings from a login domain to an LDAP authenticator, SAML contacts,
 * validation rules and the sign-in page's customization. Secrets are stored as given (the
 * server must present them to the directory) and never answered. A mapping's user group is
 * a plain nullable id: the user groups live with the authorization settings.
 */
export function authenticators(dialect: Dialect): Migration {
  const binary = dialect === 'postgres' ? 'bytea' : 'blob';
  const organization = (c: ColumnDefinitionBuilder) =>
    c.notNull().references('organizations.id').onDelete('cascade');
  return {
    async up(db: Db) {
      await db.schema
        .createTable('ldap_authenticators')
        .addColumn('id', 'integer', idColumn(dialect))
        .addColumn('organization_id', 'integer', organization)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('urls', 'text', (c) => c.notNull())
        .addColumn('base', 'text', (c) => c.notNull())
        .addColumn('username_key', 'text', (c) => c.notNull())
        .addColumn('bind_dn', 'text')
        .addColumn('password_key', 'text')
        .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('kerberos_enabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('keytab', 'text')
        .addColumn('service_principal', 'text')
        .addColumn('updated', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'integer')
        .addUniqueConstraint('ldap_authenticators_name_uq', ['organization_id', 'name'])
        .execute();
      await db.schema
        .createTable('rsa_authenticators')
        .addColumn('id', 'integer', idColumn(dialect))
        .addColumn('organization_id', 'integer', organization)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('client_id_key', 'text', (c) => c.notNull())
        .addColumn('client_key', 'text')
        .addColumn('updated', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'integer')
        .addUniqueConstraint('rsa_authenticators_name_uq', ['organization_id', 'name'])
        .execute();
      await db.schema
        .createTable('idp_mappings')
        .addColumn('id', 'integer', idColumn(dialect))
        .addColumn('organization_id', 'integer', organization)
        .addColumn('authenticator_id', 'integer', (c) =>
          c.notNull().references('ldap_authenticators.id').onDelete('cascade'),
        )
        // Lowercase; one authenticator per domain on the whole platform (sign-in picks by it).
        .addColumn('login_domain', 'text', (c) => c.notNull().unique())
        .addColumn('user_group_id', 'integer')
        .addColumn('kerberos_enabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'integer')
        .execute();
      await db.schema
        .createTable('saml_contacts')
        .addColumn('id', 'integer', idColumn(dialect))
        .addColumn('organization_id', 'integer', organization)
        .addColumn('contact_type', 'text', (c) => c.notNull())
        .addColumn('company', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('updated', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'integer')
        .addUniqueConstraint('saml_contacts_name_uq', ['organization_id', 'name'])
        .execute();
      await db.schema
        .createTable('validation_rules')
        .addColumn('id', 'integer', idColumn(dialect))
        .addColumn('organization_id', 'integer', organization)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('min', 'integer')
        .addColumn('max', 'integer')
        .addColumn('pattern', 'text')
        .addColumn('updated', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'integer')
        .addUniqueConstraint('validation_rules_name_uq', ['organization_id', 'name'])
        .execute();
      await db.schema
        .createTable('login_customizations')
        .addColumn('organization_id', 'integer', (c) =>
          c.primaryKey().references('organizations.id').onDelete('cascade'),
        )
        .addColumn('company_title', 'text', (c) => c.notNull())
        .addColumn('disclosure_intro', 'text', (c) => c.notNull())
        .addColumn('disclosure_text', 'text', (c) => c.notNull())
        .addColumn('attention', 'text', (c) => c.notNull())
        .addColumn('logo', binary)
        .addColumn('logo_type', 'text')
        .addColumn('logo_version', 'text')
        .addColumn('updated', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'integer')
        .execute();
    },
    async down(db: Db) {
      for (const table of [
        'login_customizations',
        'validation_rules',
        'saml_contacts',
        'idp_mappings',
        'rsa_authenticators',
        'ldap_authenticators',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
