import { HEARTBEAT_ACTIONS } from '../../shared/contracts';
import { accessOfRule, type AccessRule } from '../../shared/modules';

/**
 * Who may open each Heartbeat page of spec 2.2 (the feature toggle it needs and the lowest
 * role), declared once: a route of `routes.tsx` takes its rule from here, and the shell hides
 * the menu entry and shows the "feature is off" or missing-permissions page by it. The server
 * checks the same toggle on the page's routes (`access.feature`, server/src/lib/auth.ts).
 */
export const heartbeatRouteAccess = {
  /** alerts, alerts/create, alerts/edit/{alertId}. */
  alerts: { features: ['alerts'], role: 'DEPLOYER' },
  reporting: { features: ['reporting'] },
  /** The beatbox overview; the menu entry is for deployers. */
  beatbox: { features: ['beatbox'], role: 'DEPLOYER' },
  /** flows/beatbox/{beatboxId}/{id}/*. */
  beatboxFlow: { features: ['beatbox'] },
  agents: { features: ['connectAgent'] },
  /** flows/agent/{agentId}/{id}/*. */
  agentFlow: { features: ['connectAgent'] },
  certificates: { features: ['foundation'], role: 'ADMIN' },
  /** audit/{organizationId}. */
  audit: { features: ['foundation'], role: 'ADMIN' },
  /** The server's rule for the check (src/shared/contracts/rules.ts). */
  connectivity: accessOfRule(HEARTBEAT_ACTIONS.checkConnectivity),
  /** Resources and service accounts: every member reads them; changes are checked per action. */
  resources: {},
  serviceAccounts: {},
} as const satisfies Record<string, AccessRule>;
