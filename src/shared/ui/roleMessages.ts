import type { Role } from '../contracts';
import { defineMessages, type Message } from '../i18n';

/** Display names of the roles. */
export const roleMessages = defineMessages({
  ADMIN: { id: 'roles.admin', defaultMessage: 'Admin' },
  DEPLOYER: { id: 'roles.deployer', defaultMessage: 'Deployer' },
  OPERATOR: { id: 'roles.operator', defaultMessage: 'Operator' },
  MONITOR: { id: 'roles.monitor', defaultMessage: 'Monitor' },
  BILLING: { id: 'roles.billing', defaultMessage: 'Billing' },
  AGENT: { id: 'roles.agent', defaultMessage: 'Agent' },
} satisfies Record<Role, Message>);
