import type { AskAhead } from '../../shared/modules/askAhead';
import { sessionQueries } from '../../shared/session/queries';
import type { PersistScope } from './scope';

/**
 * Asks for the session's data (user; organization, modules, features and configuration of
 * the organization the tab restores) as the console starts, beside the persisted cache
 * being read and the page's code loading, instead of once the signed-in app has rendered:
 * the page's own data can then be asked for about one round trip and a render sooner. Asked
 * by the console's entry before its code has loaded (startReads.ts), then by boot's query
 * client (runtime.ts), which takes those reads over.
 *
 * Nothing here decides anything: an answer only fills the cache (a restored entry never
 * replaces a newer answer), a failure is left to the queries of SignedInApp and
 * SessionLoader, which ask again and judge the error as before. When the page turns out to
 * be another organization's, its own queries load that one.
 */
export function askSession(ask: AskAhead, scope: PersistScope): void {
  const { userId, organizationId } = scope;
  ask(sessionQueries.user(userId));
  ask(sessionQueries.organization(organizationId));
  ask(sessionQueries.modules(organizationId));
  ask(sessionQueries.features(organizationId));
  ask(sessionQueries.configuration(organizationId, userId));
}
