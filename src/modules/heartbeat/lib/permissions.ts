import { HEARTBEAT_ACTIONS, mayTake, type Features, type Role } from '../../../shared/contracts';

/** Payloads may carry customer data: operators and up (the shared rules). */
export const canViewPayloads = (role: Role): boolean =>
  mayTake(HEARTBEAT_ACTIONS.viewPayloads, role);

/** Pause and resume: the flowControl feature and Deployer or higher. */
export const canControlFlows = (role: Role, features: Features): boolean =>
  mayTake(HEARTBEAT_ACTIONS.controlFlows, role, features);

/** Resubmitting payloads: the resubmitTraces feature and Operator or higher. */
export const canResubmitTraces = (role: Role, features: Features): boolean =>
  mayTake(HEARTBEAT_ACTIONS.resubmitTraces, role, features);

/** Editing a flow's spec: the flowSpecEdit feature and Deployer or higher. */
export const canEditFlowSpecs = (role: Role, features: Features): boolean =>
  mayTake(HEARTBEAT_ACTIONS.editFlowSpecs, role, features);

/** The flow page's metrics graph (spec 3.1 metricsGraph); the server refuses it too. */
export const showsMetricsGraph = (features: Features): boolean => features.metricsGraph;
