import type { QueryClient } from '@tanstack/react-query';
import { sessionQueries } from '../../shared/session';
import type { PersistScope } from './scope';

/**
 * Asks for the session's data (user; organization, modules, features and configuration of
 * the organization the tab restores) as the console starts, beside the persisted cache
 * being read and the page's code loading, instead of once the signed-in app has rendered:
 * the page's own data can then be asked for about one round trip and a render sooner.
 *
 * Nothing here decides anything: an answer only fills the cache (a restored entry never
 * replaces a newer answer), a failure is left to the queries of SignedInApp and
 * SessionLoader, which ask again and judge the error as before. When the page turns out to
 * be another organization's, its own queries load that one.
 */
export function prefetchSession(queryClient: QueryClient, scope: PersistScope): void {
  const { userId, organizationId } = scope;
  // prefetchQuery never rejects: a failure stays in the query's state.
  void queryClient.prefetchQuery(sessionQueries.user(userId));
  void queryClient.prefetchQuery(sessionQueries.organization(organizationId));
  void queryClient.prefetchQuery(sessionQueries.modules(organizationId));
  void queryClient.prefetchQuery(sessionQueries.features(organizationId));
  void queryClient.prefetchQuery(sessionQueries.configuration(organizationId, userId));
}
