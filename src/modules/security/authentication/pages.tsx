import { IdpListPage } from './IdpListPage';
import { LDAP_LIST, MAPPINGS_LIST, RSA_LIST, RULES_LIST, SAML_LIST } from './lists';

/** The authentication settings pages, one per list (lazy routes of the module). */
export const LdapAuthenticatorsPage = () => <IdpListPage list={LDAP_LIST} />;
export const RsaAuthenticatorsPage = () => <IdpListPage list={RSA_LIST} />;
export const MappingsPage = () => <IdpListPage list={MAPPINGS_LIST} />;
export const SamlContactsPage = () => <IdpListPage list={SAML_LIST} />;
export const ValidationRulesPage = () => <IdpListPage list={RULES_LIST} />;
