import { roleAtLeast, type Features, type Role } from '../../../shared/contracts';

/** Payloads may carry customer data: operators and up (docs/api.md). */
export const canViewPayloads = (role: Role): boolean => roleAtLeast(role, 'OPERATOR');

/** Pause and resume: the flowControl feature and Deployer or higher. */
export const canControlFlows = (role: Role, features: Features): boolean =>
  features.flowControl && roleAtLeast(role, 'DEPLOYER');

/** Resubmitting payloads: the resubmitTraces feature and Operator or higher. */
export const canResubmitTraces = (role: Role, features: Features): boolean =>
  features.resubmitTraces && roleAtLeast(role, 'OPERATOR');
