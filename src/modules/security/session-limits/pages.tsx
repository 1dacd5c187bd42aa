import { EntityPage } from '../entities/EntityPage';
import { concurrentLimitsKind, lifetimeLimitsKind } from './kinds';

/** Session lifetime limits (spec 2.4 "Session limits"). */
export function LifetimeLimitsPage() {
  return <EntityPage kind={lifetimeLimitsKind} />;
}

/** Concurrent session limits, with the default client IP limit. */
export function ConcurrentLimitsPage() {
  return <EntityPage kind={concurrentLimitsKind} />;
}
