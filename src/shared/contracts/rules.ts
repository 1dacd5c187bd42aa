import type { FeatureFlag, Features } from './features';
import type { FlowMetrics } from './heartbeat';
import { roleAtLeast } from './roles';
import type { Role } from './roles';

/**
 * The rules the console and the server both apply, written once: the console shows what
 * the server will allow, and the server's tests read the same table.
 */

/** Who may do an action: a role or higher in the organization, and a feature it holds. */
export interface ActionRule {
  role: Role;
  feature?: FeatureFlag;
}

/** The Heartbeat actions that not every member may take. */
export const HEARTBEAT_ACTIONS = {
  /** Payloads may carry customer data (docs/api.md). */
  viewPayloads: { role: 'OPERATOR' },
  /** Pause and resume a flow. */
  controlFlows: { role: 'DEPLOYER', feature: 'flowControl' },
  /** Send stored payloads through their flow again. */
  resubmitTraces: { role: 'OPERATOR', feature: 'resubmitTraces' },
  /** Edit a flow's specification. */
  editFlowSpecs: { role: 'DEPLOYER', feature: 'flowSpecEdit' },
  /** Read the reporting page's all-flows report. */
  viewReports: { role: 'AGENT', feature: 'reporting' },
  /** Create, delete and change service accounts, their credentials and flow access. */
  manageServiceAccounts: { role: 'DEPLOYER' },
  /** See the beatboxes and their flows (the menu entry is Deployer restricted, spec 2.2). */
  viewBeatboxes: { role: 'DEPLOYER', feature: 'beatbox' },
  /** Create, edit and delete beatboxes. */
  manageBeatboxes: { role: 'DEPLOYER', feature: 'beatbox' },
  /** See the agents, their settings and their flows. */
  viewAgents: { role: 'AGENT', feature: 'connectAgent' },
  /** Create, edit and delete agents and their settings. */
  manageAgents: { role: 'DEPLOYER', feature: 'connectAgent' },
  /** Read, create, change and delete alert rules (the menu entry is Deployer's, spec 2.2). */
  manageAlerts: { role: 'DEPLOYER', feature: 'alerts' },
  /** Check from the server that a host and port can be reached. */
  checkConnectivity: { role: 'DEPLOYER', feature: 'connectivityCheck' },
  /** See secrets (names of their values only: values are write-only). */
  viewSecrets: { role: 'OPERATOR' },
  /** Create resources and their revisions, secrets, lookup tables and their columns. */
  editResources: { role: 'DEPLOYER' },
  /** Deploy a FlowSpec resource revision to the flow server. */
  deployResources: { role: 'DEPLOYER' },
  /** Change a lookup table's rows and cells, import CSV. */
  editLookupRows: { role: 'OPERATOR' },
} as const satisfies Record<string, ActionRule>;

/** Whether a member with `role` in an organization with `features` may take the action. */
export function mayTake(rule: ActionRule, role: Role, features?: Features): boolean {
  if (!roleAtLeast(role, rule.role)) return false;
  return rule.feature === undefined || features?.[rule.feature] === true;
}

/** A flow is failing when at least one in twenty of its messages failed in the range. */
export const FAILING_RATIO = 0.05;

export function isFailing(metrics: Pick<FlowMetrics, 'total' | 'failed'> | undefined): boolean {
  if (!metrics || metrics.failed <= 0) return false;
  return metrics.failed / Math.max(1, metrics.total) >= FAILING_RATIO;
}

/** The most traces one resubmit takes. */
export const RESUBMIT_LIMIT = 500;

/** The most characters of a pause or resume reason. */
export const PAUSE_REASON_MAX = 500;
