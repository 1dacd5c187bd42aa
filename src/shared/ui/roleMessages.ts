import type { Role } from '../contracts';
import { defineMessages, type Message } from '../i18n';

/** Display names of the roles. */
export const roleMessages = defineMessages({
  ADMIN: { id: 'shared.roles.admin', defaultMessage: 'Admin' },
  DEPLOYER: { id: 'shared.roles.deployer', defaultMessage: 'Deployer' },
  OPERATOR: { id: 'shared.roles.operator', defaultMessage: 'Operator' },
  MONITOR: { id: 'shared.roles.monitor', defaultMessage: 'Monitor' },
  BILLING: { id: 'shared.roles.billing', defaultMessage: 'Billing' },
  AGENT: { id: 'shared.roles.agent', defaultMessage: 'Agent' },
} satisfies Record<Role, Message>);
